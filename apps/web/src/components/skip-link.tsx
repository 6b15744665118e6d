import Box from '@mui/material/Box';

import { BRAND } from '../theme';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink({ targetId }: { readonly targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        // Move focus without touching the URL hash, which pages such as Help use for their own anchors.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: BRAND.navy,
        color: '#ffffff',
        fontWeight: 600,
        '&:focus': { top: 12 },
      }}
    >
      Skip to main content
    </Box>
  );
}
