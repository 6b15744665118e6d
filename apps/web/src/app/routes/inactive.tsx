import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Button from '@mui/material/Button';

import { StatusMessage } from '../../components/status-message';

export function InactivePage() {
  return (
    <StatusMessage
      title="Signed out"
      heading="You have been signed out"
      icon={<AccessTimeIcon />}
      action={
        // A full page load: the server runs the sign-in redirect.
        <Button variant="contained" size="large" href="/login">
          Sign in
        </Button>
      }
    >
      You were signed out due to inactivity. Sign in again to pick up where you left off.
    </StatusMessage>
  );
}
