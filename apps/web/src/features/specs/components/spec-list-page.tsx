import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_SPEC_PAGE_SIZE,
  MESSAGES,
  type SavedSpecListItem,
  type SpecPageRequest,
} from '@transmission-spec/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { DocumentTitle } from '../../../components/document-title';
import { readRememberedCount, rememberCount } from '../../../lib/remembered-count';
import { useSpecPage } from '../api/specs-api';
import { SpecDeleteFlow, useDuplicateSpec } from './spec-list-actions';
import { SpecTable } from './spec-table';
import { SpecTableSkeleton } from './spec-table-skeleton';

/** Where the skeleton's row count is remembered (lib/remembered-count.ts). */
const REMEMBERED_ROWS_KEY = 'my-specs';

/** SPEC's default view: newest edit first, 20 rows. */
const DEFAULT_REQUEST: SpecPageRequest = {
  page: 1,
  pageSize: DEFAULT_SPEC_PAGE_SIZE,
  sort: 'lastEditedUTC',
  order: 'desc',
};

/** /spec: the signed-in user's saved specs, a page at a time from the server. */
export function SpecListPage() {
  const [request, setRequest] = useState<SpecPageRequest>(DEFAULT_REQUEST);
  const [toDelete, setToDelete] = useState<SavedSpecListItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useSpecPage(request);
  const duplicate = useDuplicateSpec();
  // The skeleton draws as many rows as the first page showed last time (the page size on a first
  // visit), so the table arrives without moving what is below it.
  const [skeletonRows] = useState(() =>
    Math.min(
      readRememberedCount(REMEMBERED_ROWS_KEY, DEFAULT_SPEC_PAGE_SIZE),
      DEFAULT_SPEC_PAGE_SIZE,
    ),
  );
  const total = list.isSuccess && !list.isPlaceholderData ? list.data.total : null;
  useEffect(() => {
    if (total !== null) rememberCount(REMEMBERED_ROWS_KEY, total);
  }, [total]);

  // Deleting the last spec of a later page leaves it empty: show the page before instead (set
  // while rendering, React's way to adjust state to what was just read).
  if (
    list.isSuccess &&
    !list.isPlaceholderData &&
    list.data.items.length === 0 &&
    request.page > 1
  ) {
    setRequest({ ...request, page: request.page - 1 });
  }

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <DocumentTitle title="My Specs" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography
          ref={heading}
          variant="h1"
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          My Specs
        </Typography>
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to="/survey"
          startIcon={<AddIcon aria-hidden="true" />}
        >
          Create new spec
        </Button>
      </Stack>
      {list.isPending && (
        <Box role="status" aria-label="Loading your specs" aria-busy="true">
          <SpecTableSkeleton rows={skeletonRows} />
        </Box>
      )}
      {list.isError && <Alert severity="error">{MESSAGES.specListFailed}</Alert>}
      {list.isSuccess &&
        (list.data.total === 0 ? (
          <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
            <Typography variant="body1" sx={{ mb: 3 }}>
              {MESSAGES.noSpecsYet}
            </Typography>
            <Box>
              <Button variant="contained" component={RouterLink} to="/survey">
                Create your first spec
              </Button>
            </Box>
          </Paper>
        ) : (
          <SpecTable
            page={list.data}
            request={request}
            onRequestChange={setRequest}
            onDelete={setToDelete}
            onDuplicate={duplicate}
          />
        ))}
      <SpecDeleteFlow
        spec={toDelete}
        onClose={() => {
          setToDelete(null);
        }}
        onNoticeGone={() => {
          heading.current?.focus();
        }}
      />
    </Container>
  );
}
