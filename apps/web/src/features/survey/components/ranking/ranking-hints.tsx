import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@transmission-spec/domain';

/** Numbered empty places left in the ranking; dropping anywhere in the list fills the first. */
export function RankingSlots({ from, to }: { readonly from: number; readonly to: number }) {
  if (from > to) return null;
  const slots = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 1, mt: from > 1 ? 1 : 0 }}>
      {slots.map((slot) => (
        <Box
          key={slot}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1.5,
            minHeight: 46,
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
          }}
        >
          <Box component="span" sx={{ fontWeight: 700 }}>
            {slot}
          </Box>
          {slot === from && <span>Drop a goal here</span>}
        </Box>
      ))}
    </Box>
  );
}

/** Shown in place of the options once every goal is ranked (SPEC 2: 'Great job!'). */
export function RankingDone() {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: 1,
        bgcolor: '#eaf5ec',
        color: '#1e5e2b',
      }}
    >
      <CheckCircleIcon aria-hidden="true" sx={{ color: '#2e7d32' }} />
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{MESSAGES.rankingComplete}</Typography>
        <Typography variant="body2">
          All five goals are ranked. Reorder them if you like, then see your result.
        </Typography>
      </Box>
    </Box>
  );
}
