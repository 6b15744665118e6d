import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { duplicateRanksMessage, findDuplicateRankNames, MESSAGES } from '@transmission-spec/domain';
import type { TransmissionFamily } from '@transmission-spec/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { useNotify } from '../../../components/notifications';
import {
  deleteTransmission,
  fetchUserExport,
  toggleTransmission,
  updateRanks,
  useCatalogueMutation,
  useTransmissions,
} from '../api/transmission-api';
import { TransmissionLogDialog } from './transmission-log-dialog';

export const ADD_PATH = '/transmission-data/add';
export const editPath = (id: number) => `/transmission-data/edit/${String(id)}`;

/** The rank each row shows: its stored rank, or its place in the list when it has none. */
function initialRanks(families: readonly TransmissionFamily[]): Record<number, number> {
  return Object.fromEntries(families.map((family, index) => [family.id, family.rank ?? index + 1]));
}

/** Saves the CSV the browser received under its file name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

function UserExportButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        fetchUserExport()
          .then(({ blob, fileName }) => {
            saveFile(blob, fileName);
          })
          .catch(() => {
            notify(MESSAGES.userExportFailed, 'error');
          })
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      Get User Data
    </Button>
  );
}

function EmptyCatalogue() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom>
        {MESSAGES.noTransmissionsFound}
      </Typography>
      <Button variant="contained" component={RouterLink} to={ADD_PATH}>
        Add New Transmission
      </Button>
    </Box>
  );
}

function CatalogueTable({ families }: { readonly families: readonly TransmissionFamily[] }) {
  const notify = useNotify();
  const [edited, setEdited] = useState<Record<number, number> | null>(null);
  const [askRanks, setAskRanks] = useState(false);
  const [deleting, setDeleting] = useState<TransmissionFamily | null>(null);
  const [logFor, setLogFor] = useState<number | null>(null);
  const ranks = { ...initialRanks(families), ...edited };
  const rows = families.map((family) => ({ family, rank: ranks[family.id] ?? 1 }));
  const failed = () => {
    notify(MESSAGES.adminActionFailed, 'error');
  };

  const toggle = useCatalogueMutation(toggleTransmission);
  const remove = useCatalogueMutation(deleteTransmission);
  const saveRanks = useCatalogueMutation(updateRanks);

  const duplicates = findDuplicateRankNames(
    rows.map(({ family, rank }) => ({ name: family.name, rank })),
  );

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Transmissions">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Actions
              </TableCell>
              <TableCell component="th" scope="col">
                Disable
              </TableCell>
              <TableCell component="th" scope="col">
                Id
              </TableCell>
              <TableCell component="th" scope="col">
                Name
              </TableCell>
              <TableCell component="th" scope="col">
                Ranking
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ family, rank }) => (
              <TableRow
                key={family.id}
                data-disabled={family.isDisabled ? 'true' : undefined}
                sx={family.isDisabled ? { bgcolor: 'action.disabledBackground' } : undefined}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton
                      component={RouterLink}
                      to={editPath(family.id)}
                      aria-label={`Edit ${family.name}`}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${family.name}`}
                      onClick={() => {
                        setDeleting(family);
                      }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Log">
                    <IconButton
                      aria-label={`Log of ${family.name}`}
                      onClick={() => {
                        setLogFor(family.id);
                      }}
                    >
                      <HistoryIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={family.isDisabled}
                    disabled={toggle.isPending}
                    slotProps={{ input: { 'aria-label': `Disable ${family.name}` } }}
                    onChange={() => {
                      toggle.mutate(family.id, { onError: failed });
                    }}
                  />
                </TableCell>
                <TableCell>{family.id}</TableCell>
                <TableCell sx={family.isDisabled ? { color: 'text.secondary' } : undefined}>
                  {family.name}
                  {family.isDisabled && (
                    <Typography component="span" variant="caption" sx={{ ml: 1 }}>
                      (disabled)
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <NativeSelect
                    value={String(rank)}
                    inputProps={{ 'aria-label': `Rank of ${family.name}` }}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      setEdited((previous) => ({ ...previous, [family.id]: value }));
                    }}
                  >
                    {families.map((_, index) => (
                      <option key={index} value={String(index + 1)}>
                        {index + 1}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography>Results: {families.length}</Typography>
        <Button
          variant="contained"
          disabled={edited === null || saveRanks.isPending}
          onClick={() => {
            setAskRanks(true);
          }}
        >
          Set Rank
        </Button>
      </Stack>

      <ConfirmDialog
        open={askRanks}
        title="Set Rank"
        message={
          duplicates.length > 0 ? duplicateRanksMessage(duplicates) : MESSAGES.updateRanksConfirm
        }
        busy={saveRanks.isPending}
        onCancel={() => {
          setAskRanks(false);
        }}
        onConfirm={() => {
          setAskRanks(false);
          saveRanks.mutate(
            rows.map(({ family, rank }) => ({ Id: family.id, Rank: rank })),
            {
              onSuccess: () => {
                setEdited(null);
                notify(MESSAGES.ranksUpdated);
              },
              onError: failed,
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Transmission"
        message={MESSAGES.deleteTransmissionConfirm}
        busy={remove.isPending}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) return;
          const { id } = deleting;
          setDeleting(null);
          remove.mutate(id, {
            onSuccess: () => {
              setEdited((previous) =>
                previous === null
                  ? null
                  : Object.fromEntries(
                      Object.entries(previous).filter(([key]) => Number(key) !== id),
                    ),
              );
            },
            onError: failed,
          });
        }}
      />
      <TransmissionLogDialog
        transmissionId={logFor}
        onClose={() => {
          setLogFor(null);
        }}
      />
    </>
  );
}

/** SPEC 2: /transmission-data, the catalogue of transmission families for administrators. */
export function TransmissionList() {
  const list = useTransmissions();
  // SPEC 8: a list that cannot load shows the 'Oops!' error page (the route's error element).
  if (list.isError) throw list.error;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <DocumentTitle title="Transmission Data" />
      <Stack direction="row" sx={{ mb: 3, alignItems: 'center', gap: 1 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Transmission Data
        </Typography>
        <Tooltip title="Add transmission">
          <IconButton component={RouterLink} to={ADD_PATH} aria-label="Add transmission">
            <AddCircleOutlineIcon fontSize="large" />
          </IconButton>
        </Tooltip>
        <UserExportButton />
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label="Loading transmissions" />
      ) : list.data.length === 0 ? (
        <EmptyCatalogue />
      ) : (
        <CatalogueTable families={list.data} />
      )}
    </Container>
  );
}
