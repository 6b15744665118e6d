import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PerformanceGoal } from '@transmission-spec/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** One of the two lists: a titled drop area holding sortable goals. */
export function GoalList({
  id,
  title,
  hint,
  goals,
  empty,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly hint: string;
  readonly goals: readonly PerformanceGoal[];
  /** Shown under the items: the drop hint of the ranking, or the options' closing message. */
  readonly empty?: ReactNode;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: 2.5,
        minHeight: 380,
        bgcolor: isOver ? '#eef3f9' : 'background.paper',
        borderStyle: isOver ? 'dashed' : 'solid',
        borderColor: isOver ? 'primary.main' : 'divider',
      }}
    >
      <Typography id={headingId} variant="h4" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {hint}
      </Typography>
      <SortableContext id={id} items={[...goals]} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {children}
        </Box>
      </SortableContext>
      {empty}
    </Paper>
  );
}
