import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';

export function UnauthorizedPage() {
  return (
    <StatusMessage
      title="Access Denied"
      heading="Access Denied"
      icon={<LockOutlinedIcon />}
      action={
        <Button variant="contained" size="large" component={RouterLink} to="/">
          Take me back home
        </Button>
      }
    >
      You are not authorized to view this page.
    </StatusMessage>
  );
}
