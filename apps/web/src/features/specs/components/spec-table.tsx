import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { DEFAULT_SPEC_PAGE_SIZE, SPEC_PAGE_SIZES } from '@transmission-spec/domain';
import type { SavedSpecListItem } from '@transmission-spec/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { formatSpecDate, formatSpecDateTime } from '../spec-dates';

type SortKey = 'title' | 'result' | 'createdAtUTC' | 'lastEditedUTC';
type SortDirection = 'asc' | 'desc';

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'title', label: 'Name' },
  { key: 'result', label: 'Transmission' },
  { key: 'createdAtUTC', label: 'Date Created' },
  { key: 'lastEditedUTC', label: 'Last Edited' },
];

function compare(a: SavedSpecListItem, b: SavedSpecListItem, key: SortKey): number {
  if (key === 'title' || key === 'result') {
    return a[key].localeCompare(b[key], undefined, { sensitivity: 'base', numeric: true });
  }
  return Date.parse(a[key]) - Date.parse(b[key]);
}

/** SPEC 2 My Specs table: sortable columns, newest edit first, 20/50/100 rows a page. */
export function SpecTable({ specs }: { readonly specs: readonly SavedSpecListItem[] }) {
  const [sortKey, setSortKey] = useState<SortKey>('lastEditedUTC');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_SPEC_PAGE_SIZE);

  const sorted = useMemo(() => {
    const sign = direction === 'asc' ? 1 : -1;
    return [...specs].sort((a, b) => sign * compare(a, b, sortKey));
  }, [specs, sortKey, direction]);
  const shown = sorted.slice(page * pageSize, (page + 1) * pageSize);

  const sortBy = (key: SortKey) => {
    if (key === sortKey) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSortKey(key);
      // Dates read newest first, names from A.
      setDirection(key === 'title' || key === 'result' ? 'asc' : 'desc');
    }
    setPage(0);
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="My Specs">
          <TableHead>
            <TableRow>
              {COLUMNS.map(({ key, label }) => (
                <TableCell
                  key={key}
                  sortDirection={sortKey === key ? direction : false}
                  sx={{ fontWeight: 700 }}
                >
                  <TableSortLabel
                    active={sortKey === key}
                    direction={sortKey === key ? direction : 'asc'}
                    onClick={() => {
                      sortBy(key);
                    }}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((spec) => (
              <TableRow key={spec.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/spec/${encodeURIComponent(spec.id)}`}
                    sx={{ fontWeight: 600 }}
                  >
                    {spec.title}
                  </Link>
                </TableCell>
                <TableCell>{spec.result}</TableCell>
                <TableCell>{formatSpecDate(spec.createdAtUTC)}</TableCell>
                <TableCell>{formatSpecDateTime(spec.lastEditedUTC)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={specs.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...SPEC_PAGE_SIZES]}
        onPageChange={(_event, next) => {
          setPage(next);
        }}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
