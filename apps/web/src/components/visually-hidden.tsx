import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (the usual clip pattern). */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}
