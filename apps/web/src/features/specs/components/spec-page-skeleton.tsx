import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A saved spec's page (`saved`) or its shared page (`shared`) while the spec is on its way: the
 * blocks at the top of the page at their heights (heading, fields or buttons, the transmission
 * cards), taller together than a desktop window, so the footer stays out of view until the page
 * arrives and nothing in view moves (issue 29 item 5). Hidden from assistive technology, which
 * hears the busy state of the status around it.
 */
export function SpecPageSkeleton({
  variant,
  label,
}: {
  readonly variant: 'saved' | 'shared';
  readonly label: string;
}) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" data-testid="spec-page-skeleton">
      <Stack spacing={4} aria-hidden="true">
        {variant === 'shared' ? (
          <>
            <Box>
              <Typography variant="overline" component="p">
                <Skeleton width={240} />
              </Typography>
              <Typography variant="h1">
                <Skeleton width="45%" />
              </Typography>
              <Typography sx={{ mt: 1 }}>
                <Skeleton width={320} />
              </Typography>
            </Box>
            <Stack direction="row" spacing={2}>
              <Skeleton variant="rounded" width={180} height={42.25} />
              <Skeleton variant="rounded" width={110} height={42.25} />
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 3 }}>
              <Skeleton variant="rounded" height={720} />
              <Skeleton variant="rounded" height={720} />
            </Box>
          </>
        ) : (
          <>
            <Typography variant="h1">
              <Skeleton width="45%" />
            </Typography>
            <Stack spacing={3}>
              <Skeleton variant="rounded" height={56} />
              <Box>
                <Typography variant="subtitle1">
                  <Skeleton width={60} />
                </Typography>
                <Skeleton variant="rounded" height={178} sx={{ mt: 1 }} />
              </Box>
              <Skeleton variant="rounded" height={142} />
            </Stack>
            <Skeleton variant="rounded" height={520} />
          </>
        )}
      </Stack>
    </Box>
  );
}
