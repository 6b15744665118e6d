import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../../components/status-message';
import { signInPath } from '../../../lib/auth-paths';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * /created and /updated: the account is ready. Signed in (straight from registration), the way
 * on is a spec; otherwise signing in.
 */
export function AccountConfirmation({
  title,
  heading,
  body,
}: {
  readonly title: string;
  readonly heading: string;
  readonly body: string;
}) {
  const user = useCurrentUser();
  return (
    <StatusMessage
      title={title}
      heading={heading}
      icon={<CheckCircleOutlineIcon />}
      action={
        user.authenticated ? (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" size="large" component={RouterLink} to="/survey">
              Create Spec
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to="/spec">
              My Specs
            </Button>
          </Stack>
        ) : (
          // A full page load: the server runs the sign-in redirect.
          <Button variant="contained" size="large" href={signInPath()}>
            Sign in
          </Button>
        )
      }
    >
      {body}
    </StatusMessage>
  );
}
