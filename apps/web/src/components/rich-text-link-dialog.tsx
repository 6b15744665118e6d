import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@transmission-spec/domain';
import { useState } from 'react';

/** Links the server keeps (http, https, mailto); anything else is refused before it is inserted. */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/** The rich-text editor's link dialog: an address the server keeps, or empty to remove the link. */
export function LinkDialog({
  open,
  initialUrl,
  onClose,
  onApply,
}: {
  readonly open: boolean;
  readonly initialUrl: string;
  readonly onClose: () => void;
  readonly onApply: (url: string) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState('');
  const apply = () => {
    const trimmed = url.trim();
    if (trimmed !== '' && !LINK_PATTERN.test(trimmed)) {
      setError(MESSAGES.invalidLinkAddress);
      return;
    }
    onApply(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Link</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label="Link address"
          value={url}
          error={error !== ''}
          helperText={error === '' ? 'Leave empty to remove the link.' : error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
