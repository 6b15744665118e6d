import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';

import { IconButtonsSkeleton, TableSkeleton } from '../../../components/table-skeleton';
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
      <TableSkeleton
        rows={rows}
        rowTestId="spec-row-skeleton"
        head={
          <>
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
          </>
        }
        cells={
          <>
            {SPEC_COLUMNS.map(({ key }) => (
              <TableCell key={key}>
                <Skeleton width="70%" />
              </TableCell>
            ))}
            <TableCell align="right" sx={{ py: 0.5 }}>
              <IconButtonsSkeleton count={2} size={36} gap={1} justify="flex-end" />
            </TableCell>
          </>
        }
      />
      <Box sx={{ height: PAGINATION_HEIGHT_PX }} />
    </Paper>
  );
}
