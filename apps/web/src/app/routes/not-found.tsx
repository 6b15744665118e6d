import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { MESSAGES } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';

export function NotFoundPage() {
  return (
    <StatusMessage
      title={MESSAGES.pageNotFound}
      heading={MESSAGES.pageNotFound}
      icon={<SearchOffIcon />}
      action={
        <Button variant="contained" size="large" component={RouterLink} to="/">
          {MESSAGES.takeMeBackHome}
        </Button>
      }
    >
      We couldn’t find the page you were looking for. Check the address, or start again from the
      home page.
    </StatusMessage>
  );
}
