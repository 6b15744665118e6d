import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@transmission-spec/domain';
import { useId } from 'react';

/** SPEC 2: Cancel asks before the answers are thrown away; Continue leaves. */
export function CancelSurveyDialog({
  open,
  onStay,
  onLeave,
}: {
  readonly open: boolean;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Leave the survey?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{MESSAGES.cancelSurveyConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onStay}>Stay on this page</Button>
        <Button variant="contained" onClick={onLeave}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
