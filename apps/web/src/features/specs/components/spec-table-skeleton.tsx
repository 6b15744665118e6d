import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';

import { SPEC_COLUMNS } from './spec-table';

/** The height of MUI's TablePagination bar (its toolbar's minimum height). */
const PAGINATION_HEIGHT_PX = 52;

/**
 * My Specs while the page of specs is on its way: the table as it will be drawn, `rows` rows of
 * the same height (a text line in each cell, the two icon buttons' size in the last) and the
 * pagination bar, or the empty list's box when the user had none. Only a skeleton: hidden from
 * assistive technology, which hears the busy state instead.
 */
export function SpecTableSkeleton({ rows }: { readonly rows: number }) {
  if (rows === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 6 }} aria-hidden="true" data-testid="spec-list-skeleton">
        <Typography variant="body1" sx={{ mb: 3, mx: 'auto', maxWidth: 360 }}>
          <Skeleton />
        </Typography>
        <Skeleton variant="rounded" width={200} height={36.5} sx={{ mx: 'auto' }} />
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" aria-hidden="true" data-testid="spec-list-skeleton">
      <TableContainer>
        <Table>
          <TableHead>
            <TableRow>
              {SPEC_COLUMNS.map(({ key, label }) => (
                <TableCell key={key} sx={{ fontWeight: 700 }}>
                  <TableSortLabel active={key === 'lastEditedUTC'} direction="desc">
                    {label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Array.from({ length: rows }, (_, index) => (
              <TableRow key={index} data-testid="spec-row-skeleton">
                {SPEC_COLUMNS.map(({ key }) => (
                  <TableCell key={key}>
                    <Skeleton width="70%" />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                    <Skeleton variant="circular" width={36} height={36} />
                    <Skeleton variant="circular" width={36} height={36} />
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ height: PAGINATION_HEIGHT_PX }} />
    </Paper>
  );
}
