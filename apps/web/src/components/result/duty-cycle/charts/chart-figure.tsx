import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * The drawing's height in px at every width; its legend sits above it and takes one line on a
 * desktop, two on a phone. The placeholder keeps the desktop's room, so the page barely moves.
 */
export const PLOT_HEIGHT = 280;
const LEGEND_HEIGHT = 30;

/**
 * A chart as a figure: a title and caption (figcaption), the drawing, and its numbers as a table
 * a click away. The drawing is an image to assistive technology, named by its title and pointing
 * to the table, which holds the same numbers; the drawing itself (and d3 with it) loads lazily, so the caption and the table show at once.
 */
export function ChartFigure({
  title,
  caption,
  plot,
  plotLabel,
  table,
}: {
  readonly title: string;
  readonly caption: ReactNode;
  readonly plot: ReactNode;
  /** What the drawing shows, for a screen reader: the image's accessible name. */
  readonly plotLabel: string;
  readonly table: ReactNode;
}) {
  const [tableOpen, setTableOpen] = useState(false);
  const tableId = useId();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box component="figcaption">
        <Typography variant="h4" component="p">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      </Box>
      <Box
        role="img"
        aria-label={plotLabel}
        sx={{ minHeight: PLOT_HEIGHT + LEGEND_HEIGHT, width: '100%', minWidth: 0 }}
      >
        <Suspense
          fallback={<Skeleton variant="rectangular" height={PLOT_HEIGHT + LEGEND_HEIGHT} />}
        >
          {plot}
        </Suspense>
      </Box>
      <Button
        size="small"
        aria-expanded={tableOpen}
        aria-controls={tableId}
        onClick={() => {
          setTableOpen((open) => !open);
        }}
      >
        {tableOpen ? 'Hide the numbers' : 'Show the numbers as a table'}
      </Button>
      <Box id={tableId} hidden={!tableOpen} sx={{ overflowX: 'auto' }}>
        {tableOpen ? table : null}
      </Box>
    </Box>
  );
}
