import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@transmission-spec/domain';
import type { TransmissionLogEntry } from '@transmission-spec/domain';
import { useEffect, useId } from 'react';

import { useNotify } from '../../../components/notifications';
import { formatSpecDateTime } from '../../../lib/spec-dates';
import { useTransmissionLogs } from '../api/transmission-api';
import { familyLines } from '../family-fields';

export const LOG_DIALOG_TITLE = 'Transmission Log History';

function entryCaption(entry: TransmissionLogEntry | undefined): string {
  if (entry === undefined) return 'No earlier record';
  const when = new Date(entry.timeStamp);
  // The same MM-dd-yyyy hh:mm AM/PM as the saved-spec list, so one app shows one time format.
  const time = Number.isNaN(when.getTime()) ? entry.timeStamp : formatSpecDateTime(when);
  return `${time}${entry.updatedBy === null ? '' : ` by ${entry.updatedBy}`}`;
}

/** SPEC 2: the current record beside the previous one; changed values in red and marked. */
function LogComparison({ entries }: { readonly entries: readonly TransmissionLogEntry[] }) {
  const [current, previous] = entries;
  if (current === undefined) return null;
  const currentLines = familyLines(current.transmissionModel);
  const previousLines = new Map(
    previous === undefined
      ? []
      : familyLines(previous.transmissionModel).map((line) => [line.key, line.value]),
  );
  const changedCount = currentLines.filter(
    (line) => previous !== undefined && previousLines.get(line.key) !== line.value,
  ).length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {previous === undefined
          ? 'Only one record exists for this transmission.'
          : `${String(changedCount)} ${changedCount === 1 ? 'value differs' : 'values differ'} from the previous record; changed values are red and marked "Changed".`}
      </Typography>
      <Table size="small" aria-label="Current and previous record">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Field
            </TableCell>
            <TableCell component="th" scope="col">
              Current record
              <Typography variant="caption" component="div">
                {entryCaption(current)}
              </Typography>
            </TableCell>
            <TableCell component="th" scope="col">
              Previous record
              <Typography variant="caption" component="div">
                {entryCaption(previous)}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {currentLines.map((line) => {
            const before = previousLines.get(line.key);
            const changed = previous !== undefined && before !== line.value;
            const sx = changed ? { color: 'error.main', fontWeight: 600 } : undefined;
            return (
              <TableRow key={line.key} data-changed={changed ? 'true' : undefined}>
                <TableCell component="th" scope="row">
                  {line.label}
                  {changed && (
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ ml: 1, color: 'error.main', fontWeight: 700 }}
                    >
                      Changed
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...sx, wordBreak: 'break-word' }}>{line.value}</TableCell>
                <TableCell sx={{ ...sx, wordBreak: 'break-word' }}>{before ?? ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}

/**
 * Raises `error` outside React, where the page's error handling sees it. Browsers without
 * reportError (Safari before 15.4) get the same from an exception thrown in a task of its own.
 */
function raise(error: Error): void {
  if (typeof window.reportError === 'function') {
    window.reportError(error);
  } else {
    setTimeout(() => {
      throw error;
    });
  }
}

export function TransmissionLogDialog({
  transmissionId,
  onClose,
}: {
  readonly transmissionId: number | null;
  readonly onClose: () => void;
}) {
  const titleId = useId();
  const logs = useTransmissionLogs(transmissionId);
  const notify = useNotify();
  const failure = logs.error;
  useEffect(() => {
    if (failure === null) return;
    // SPEC 8: a log fetch failure shows the error snackbar and raises the error. reportError hands
    // it to the page's global error handling (the console, any monitoring listening for 'error')
    // without tearing down the list the administrator is working in. SPEC's deletion text is for
    // delete, toggle and rank; here it would name an action that never happened.
    notify(MESSAGES.transmissionLogFailed, 'error');
    raise(failure);
  }, [failure, notify]);

  let content;
  if (logs.isPending) {
    content = <CircularProgress aria-label="Loading the log" />;
  } else if (logs.isError) {
    content = <Alert severity="error">{MESSAGES.transmissionLogFailed}</Alert>;
  } else if (logs.data.length === 0) {
    content = <Typography>{MESSAGES.noTransmissionLogFound}</Typography>;
  } else {
    content = <LogComparison entries={logs.data} />;
  }
  return (
    <Dialog
      open={transmissionId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id={titleId}>{LOG_DIALOG_TITLE}</DialogTitle>
      {/* Focusable so keyboard users can scroll the long record (axe scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0} aria-label="Log records">
        {content}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
