import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page whose content is on its way (the current user, a lazy screen): a quiet spinner. */
export function PageLoading({ label = 'Loading' }: { readonly label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 16 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
