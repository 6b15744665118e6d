import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import { PERFORMANCE_GOAL_LABELS } from '@transmission-spec/domain';
import type { PerformanceGoal } from '@transmission-spec/domain';

import { BRAND } from '../../../../theme';

/** The look of a goal row, shared by the list items and the copy that follows the pointer. */
export function goalRowSx(ranked: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 1,
    py: 0.75,
    border: '1px solid',
    borderColor: ranked ? 'primary.main' : 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
  };
}

/** The rank as a filled circle; screen readers get the rank from the row's text instead. */
export function RankBadge({ rank }: { readonly rank: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: BRAND.navy,
        color: '#ffffff',
        fontWeight: 700,
        fontSize: '0.875rem',
        flexShrink: 0,
      }}
    >
      {rank}
    </Box>
  );
}

/**
 * What follows the pointer during a drag. It is drawn above everything (DragOverlay), so a goal
 * can visibly travel from one list to the other; it is decorative, the announcements speak for it.
 */
export function DraggedGoal({
  goal,
  rank,
}: {
  readonly goal: PerformanceGoal;
  readonly rank: number | null;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={[goalRowSx(rank !== null), { boxShadow: 8, cursor: 'grabbing', py: 1.25 }]}
    >
      <DragIndicatorIcon fontSize="small" sx={{ mx: 0.75, color: 'action.active' }} />
      {rank !== null && <RankBadge rank={rank} />}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {PERFORMANCE_GOAL_LABELS[goal]}
      </Box>
    </Box>
  );
}
