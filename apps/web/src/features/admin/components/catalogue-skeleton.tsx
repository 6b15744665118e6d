import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { CATALOGUE_COLUMNS } from './catalogue-table';

/**
 * An icon button's or a small outlined field's height: what sets a catalogue row's height. The
 * buttons sit in a block flex box: an inline one would add the line's descender below them.
 */
const CONTROL_PX = 40;

/**
 * The catalogue while it loads: the table as it will be drawn with `rows` rows of the same height
 * (the three icon buttons, the disable box, id, name and the rank picker), and the line under it
 * (the count and Set Rank). Hidden from assistive technology, which hears the busy state.
 */
export function CatalogueSkeleton({ rows }: { readonly rows: number }) {
  return (
    <Box aria-hidden="true" data-testid="catalogue-skeleton">
      <TableContainer component={Paper} variant="outlined">
        <Table>
          <TableHead>
            <TableRow>
              {CATALOGUE_COLUMNS.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {Array.from({ length: rows }, (_, index) => (
              <TableRow key={index} data-testid="catalogue-row-skeleton">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'flex' }}>
                    {[0, 1, 2].map((button) => (
                      <Skeleton
                        key={button}
                        variant="circular"
                        width={CONTROL_PX}
                        height={CONTROL_PX}
                      />
                    ))}
                  </Box>
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography>
          <Skeleton width={90} />
        </Typography>
        <Skeleton variant="rounded" width={96} height={36.5} />
      </Stack>
    </Box>
  );
}
