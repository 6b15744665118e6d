import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';

import { signInPath } from '../../../lib/auth-paths';
import type { RegistrationFailure } from '../registration-errors';

/** A failed call's message, with a way to sign in when that is the way on. */
export function FailureAlert({ failure }: { readonly failure: RegistrationFailure }) {
  return (
    <Alert severity="error">
      {failure.message}
      {failure.offerSignIn && (
        <>
          {' '}
          {/* A full page load: the server runs the sign-in redirect. */}
          <Link href={signInPath()}>Sign in</Link>
        </>
      )}
    </Alert>
  );
}
