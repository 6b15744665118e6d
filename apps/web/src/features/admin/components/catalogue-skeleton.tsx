import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';

import { IconButtonsSkeleton, TableSkeleton } from '../../../components/table-skeleton';
import { CATALOGUE_COLUMNS } from './catalogue-table';

/** An icon button's or a small outlined field's height: what sets a catalogue row's height. */
const CONTROL_PX = 40;

/**
 * The catalogue while it loads: the table as it will be drawn with `rows` rows of the same height
 * (the three icon buttons, the disable box, id, name and the rank picker), and the line under it
 * (the count and Set Rank). Hidden from assistive technology, which hears the busy state.
 */
export function CatalogueSkeleton({ rows }: { readonly rows: number }) {
  return (
    <Box aria-hidden="true" data-testid="catalogue-skeleton">
      <Paper variant="outlined">
        <TableSkeleton
          rows={rows}
          rowTestId="catalogue-row-skeleton"
          head={CATALOGUE_COLUMNS.map((column) => (
            <TableCell key={column} component="th" scope="col">
              {column}
            </TableCell>
          ))}
          cells={
            <>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <IconButtonsSkeleton count={3} size={CONTROL_PX} />
              </TableCell>
              <TableCell padding="checkbox">
                <Skeleton variant="rounded" width={18} height={18} sx={{ mx: 'auto' }} />
              </TableCell>
              <TableCell>
                <Skeleton width={16} />
              </TableCell>
              <TableCell>
                <Skeleton width="60%" />
              </TableCell>
              <TableCell>
                <Skeleton variant="rounded" width={80} height={CONTROL_PX} />
              </TableCell>
            </>
          }
        />
      </Paper>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography>
          <Skeleton width={90} />
        </Typography>
        <Skeleton variant="rounded" width={96} height={36.5} />
      </Stack>
    </Box>
  );
}
