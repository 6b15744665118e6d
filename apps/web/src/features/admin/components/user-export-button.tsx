import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { MESSAGES } from '@transmission-spec/domain';
import { useState } from 'react';

import { useNotify } from '../../../components/notifications';
import { downloadBlob } from '../../../lib/download-blob';
import { fetchUserExport } from '../api/transmission-api';

/** SPEC 2: "Get User Data" saves the users' CSV under the file name the server gave it. */
export function UserExportButton() {
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
            downloadBlob(blob, fileName);
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
