import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { MESSAGES } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from './status-message';

/** SPEC 2: what a signed-in user without an allowed role sees, on /unauthorized or in place. */
export function AccessDenied() {
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
