import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * A list's table while its rows load: the real header cells, then `rows` rows of `cells`, each a
 * stand-in as tall as the row it announces (a text line, or the size of the row's tallest
 * control), so the page does not move when the rows arrive (issue 29 item 5: CLS 0). The caller
 * puts it in its box and hides it from assistive technology, which hears the busy state instead.
 */
export function TableSkeleton({
  head,
  cells,
  rows,
  rowTestId,
}: {
  /** The header row's cells, as the loaded table draws them. */
  readonly head: ReactNode;
  /** One row's cells. */
  readonly cells: ReactNode;
  readonly rows: number;
  readonly rowTestId: string;
}) {
  return (
    <TableContainer>
      <Table>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: rows }, (_, index) => (
            <TableRow key={index} data-testid={rowTestId}>
              {cells}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Round stand-ins for a row of icon buttons, `size` pixels each, `gap` (theme spacing) apart. */
export function IconButtonsSkeleton({
  count,
  size,
  gap = 0,
  justify = 'flex-start',
}: {
  readonly count: number;
  readonly size: number;
  readonly gap?: number;
  readonly justify?: 'flex-start' | 'flex-end';
}) {
  return (
    // A block flex box: inline buttons would add the line's descender below them.
    <Box sx={{ display: 'flex', justifyContent: justify, gap }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="circular" width={size} height={size} />
      ))}
    </Box>
  );
}
