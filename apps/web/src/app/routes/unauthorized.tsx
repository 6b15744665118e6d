import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { MESSAGES } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';

export function UnauthorizedPage() {
  return (
    <StatusMessage
      title={MESSAGES.accessDeniedTitle}
      heading={MESSAGES.accessDeniedTitle}
      icon={<LockOutlinedIcon />}
      action={
        <Button variant="contained" size="large" component={RouterLink} to="/">
          {MESSAGES.takeMeBackHome}
        </Button>
      }
    >
      {MESSAGES.accessDeniedBody}
    </StatusMessage>
  );
}
