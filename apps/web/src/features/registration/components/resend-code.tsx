import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';

import { registerEmail } from '../api/registration-api';
import { registerFailure } from '../registration-errors';
import { FailureAlert } from './failure-alert';

/** Sends a fresh code (the register call again) and says whether it went. */
export function ResendCode({ email }: { readonly email: string }) {
  const resend = useMutation({ mutationFn: () => registerEmail(email) });
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="text"
        disabled={resend.isPending}
        onClick={() => {
          resend.mutate();
        }}
      >
        {resend.isPending ? 'Sending a new code…' : 'Resend code'}
      </Button>
      {resend.isSuccess && <Alert severity="success">We sent a new code to {email}.</Alert>}
      {resend.isError && <FailureAlert failure={registerFailure(resend.error)} />}
    </Stack>
  );
}
