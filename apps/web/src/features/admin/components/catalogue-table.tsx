import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { duplicateRanksMessage, MESSAGES } from '@transmission-spec/domain';
import type { TransmissionFamily } from '@transmission-spec/domain';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications';
import {
  deleteTransmission,
  toggleTransmission,
  updateRanks,
  useCatalogueMutation,
} from '../api/transmission-api';
import { CatalogueRow } from './catalogue-row';
import { TransmissionLogDialog } from './transmission-log-dialog';
import { useEditedRanks } from './use-edited-ranks';

export const CATALOGUE_COLUMNS = ['Actions', 'Disable', 'Id', 'Name', 'Ranking'];

/** SPEC 2: the catalogue's table, with Set Rank, delete and the log behind their questions. */
export function CatalogueTable({ families }: { readonly families: readonly TransmissionFamily[] }) {
  const notify = useNotify();
  const ranks = useEditedRanks(families);
  const [askRanks, setAskRanks] = useState(false);
  const [deleting, setDeleting] = useState<TransmissionFamily | null>(null);
  const [logFor, setLogFor] = useState<number | null>(null);
  const failed = () => {
    notify(MESSAGES.adminActionFailed, 'error');
  };

  const toggle = useCatalogueMutation(toggleTransmission);
  const remove = useCatalogueMutation(deleteTransmission);
  const saveRanks = useCatalogueMutation(updateRanks);

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Transmissions">
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
            {ranks.rows.map(({ family, rank }) => (
              <CatalogueRow
                key={family.id}
                family={family}
                rank={rank}
                rankCount={families.length}
                toggling={toggle.isPending}
                onDelete={() => {
                  setDeleting(family);
                }}
                onShowLog={() => {
                  setLogFor(family.id);
                }}
                onToggle={() => {
                  toggle.mutate(family.id, { onError: failed });
                }}
                onRank={(picked) => {
                  ranks.pick(family.id, picked);
                }}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography>Results: {families.length}</Typography>
        <Button
          variant="contained"
          disabled={!ranks.changed || saveRanks.isPending}
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
          ranks.duplicates.length > 0
            ? duplicateRanksMessage(ranks.duplicates)
            : MESSAGES.updateRanksConfirm
        }
        busy={saveRanks.isPending}
        onCancel={() => {
          setAskRanks(false);
        }}
        onConfirm={() => {
          setAskRanks(false);
          saveRanks.mutate(
            ranks.rows.map(({ family, rank }) => ({ Id: family.id, Rank: rank })),
            {
              onSuccess: () => {
                ranks.clear();
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
              ranks.forget(id);
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
