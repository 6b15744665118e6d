import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
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
import Tooltip from '@mui/material/Tooltip';
import { SPEC_PAGE_SIZES } from '@transmission-spec/domain';
import type {
  SavedSpecListItem,
  SavedSpecPage,
  SpecPageRequest,
  SpecSortField,
} from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { formatSpecDate, formatSpecDateTime } from '../../../lib/spec-dates';

export const SPEC_COLUMNS: readonly { key: SpecSortField; label: string }[] = [
  { key: 'title', label: 'Name' },
  { key: 'result', label: 'Transmission' },
  { key: 'createdAtUTC', label: 'Date Created' },
  { key: 'lastEditedUTC', label: 'Last Edited' },
];

export interface SpecTableProps {
  /** The page the server answered for `request`. */
  readonly page: SavedSpecPage;
  readonly request: SpecPageRequest;
  readonly onRequestChange: (request: SpecPageRequest) => void;
  /** Asks to delete a spec (the page confirms first). */
  readonly onDelete: (spec: SavedSpecListItem) => void;
  readonly onDuplicate: (spec: SavedSpecListItem) => void;
}

/**
 * SPEC 2 My Specs table: sortable columns, newest edit first, 20/50/100 rows a page. The server
 * sorts and pages; the table shows what it answered and asks for another page on each change.
 */
export function SpecTable({
  page,
  request,
  onRequestChange,
  onDelete,
  onDuplicate,
}: SpecTableProps) {
  const { sort: sortKey, order: direction } = request;

  const sortBy = (key: SpecSortField) => {
    const order =
      key === sortKey
        ? direction === 'asc'
          ? 'desc'
          : 'asc'
        : // Dates read newest first, names from A.
          key === 'title' || key === 'result'
          ? 'asc'
          : 'desc';
    onRequestChange({ ...request, sort: key, order, page: 1 });
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="My Specs">
          <TableHead>
            <TableRow>
              {SPEC_COLUMNS.map(({ key, label }) => (
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
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((spec) => (
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
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                  {/* Each button names its spec: a screen reader's button list is not ten "Delete"s. */}
                  <Tooltip title="Duplicate">
                    <IconButton
                      aria-label={`Duplicate ${spec.title}`}
                      onClick={() => {
                        onDuplicate(spec);
                      }}
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${spec.title}`}
                      onClick={() => {
                        onDelete(spec);
                      }}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.total}
        // MUI counts pages from 0, the API from 1.
        page={request.page - 1}
        rowsPerPage={request.pageSize}
        rowsPerPageOptions={[...SPEC_PAGE_SIZES]}
        onPageChange={(_event, next) => {
          onRequestChange({ ...request, page: next + 1 });
        }}
        onRowsPerPageChange={(event) => {
          onRequestChange({ ...request, pageSize: Number(event.target.value), page: 1 });
        }}
      />
    </Paper>
  );
}
