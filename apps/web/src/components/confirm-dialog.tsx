import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

/**
 * A yes/no question before something that cannot be taken back (a catalogue change, leaving unsaved
 * work, a family saved with limits at their minimums): the cancel button, or closing the dialog,
 * keeps things as they are. A message given as several texts shows one paragraph each.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Continue',
  cancelLabel = 'Cancel',
  busy = false,
  onCancel,
  onConfirm,
  onExited,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly message: string | readonly string[];
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly busy?: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  /** Once the dialog has gone, e.g. to move focus somewhere other than where it was opened. */
  readonly onExited?: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      {...(onExited === undefined ? {} : { slotProps: { transition: { onExited } } })}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {typeof message === 'string' ? (
          <DialogContentText id={textId}>{message}</DialogContentText>
        ) : (
          <Stack id={textId} spacing={1.5}>
            {message.map((text) => (
              <DialogContentText key={text}>{text}</DialogContentText>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
