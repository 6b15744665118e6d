import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Definition {
  readonly term: ReactNode;
  readonly description: ReactNode;
}

/** Terms and their meaning, in one or two columns. */
export function DefinitionList({
  items,
  columns = 1,
}: {
  readonly items: readonly Definition[];
  readonly columns?: 1 | 2;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        columnGap: 4,
        rowGap: 2,
        m: 0,
        mt: 2,
      }}
    >
      {items.map((item, index) => (
        <Box key={index} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          <Box component="dt" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {item.term}
          </Box>
          <Box component="dd" sx={{ m: 0, mt: 0.25, color: 'text.secondary', lineHeight: 1.6 }}>
            {item.description}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
