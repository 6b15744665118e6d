import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { MESSAGES } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';
import { AppFrame } from '../root-layout';

/** /error, and what a crashed page shows inside the shell. */
export function ErrorPage() {
  return (
    <StatusMessage
      title="Error"
      heading={MESSAGES.errorPageTitle}
      icon={<ErrorOutlineIcon />}
      action={
        <Button variant="contained" size="large" component={RouterLink} to="/">
          Go to the home page
        </Button>
      }
    >
      Please try again. If the problem continues, contact us and we will help.
    </StatusMessage>
  );
}

/** Used when the shell itself failed, so the header and footer cannot be trusted. */
export function RootErrorPage() {
  return (
    <AppFrame>
      <main>
        <ErrorPage />
      </main>
    </AppFrame>
  );
}
