import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@transmission-spec/domain';
import { useRef, useState } from 'react';

import { useNotify } from '../../../components/notifications';

/**
 * A link just made, with Copy. The clipboard API exists only on secure pages (https, localhost)
 * and a browser may refuse it; then the link is selected and the owner is told to copy it
 * themselves, so the link is never lost behind a failed button.
 */
export function ShareLinkField({ url }: { readonly url: string }) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const selectLink = () => {
    input.current?.focus();
    input.current?.select();
  };

  const copy = async () => {
    try {
      // Absent outside secure contexts, whatever the types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (clipboard === undefined) throw new Error('no clipboard');
      await clipboard.writeText(url);
      setCopyFailed(false);
      notify(MESSAGES.shareLinkCopied);
    } catch {
      setCopyFailed(true);
      selectLink();
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TextField
          label="Share link"
          value={url}
          fullWidth
          inputRef={input}
          onFocus={selectLink}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Button
          variant="contained"
          size="large"
          startIcon={<ContentCopyIcon aria-hidden="true" />}
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
        >
          Copy link
        </Button>
      </Stack>
      {copyFailed && (
        <Alert severity="warning" variant="outlined">
          {MESSAGES.shareLinkCopyFailed}
        </Alert>
      )}
    </Stack>
  );
}
