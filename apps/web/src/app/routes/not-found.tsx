import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';

export function NotFoundPage() {
  return (
    <StatusMessage
      title="Page Not Found"
      heading="Page Not Found"
      icon={<SearchOffIcon />}
      action={
        <Button variant="contained" size="large" component={RouterLink} to="/">
          Take me back home
        </Button>
      }
    >
      We couldn’t find the page you were looking for. Check the address, or start again from the
      home page.
    </StatusMessage>
  );
}
