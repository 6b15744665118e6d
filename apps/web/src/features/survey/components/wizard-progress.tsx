import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** SPEC 2: the wizard's progress as "Page N of M" and a percentage. */
export function WizardProgress({ page, total }: { readonly page: number; readonly total: number }) {
  const percent = Math.round((page / total) * 100);
  const text = `Page ${page} of ${total}`;
  return (
    <Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', mb: 1, typography: 'body2' }}
        aria-hidden="true"
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {text}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {percent}%
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Survey progress"
        aria-valuetext={`${text}, ${percent}%`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
