import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@transmission-spec/domain';
import { useEffect, useRef } from 'react';

import { EmailAddressForm, SignInPrompt } from '../../../components/email-address-form';
import { FocusHeading } from '../../../components/focus-heading';
import { requestResetEmail } from '../api/password-reset-api';

/** SPEC 4 forgot password: unsent, sending, sent or failed. */
export function ForgotPasswordForm() {
  const send = useMutation({ mutationFn: requestResetEmail });
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (send.isSuccess) sentRef.current?.focus();
  }, [send.isSuccess]);

  return (
    <Stack spacing={3}>
      <div>
        <FocusHeading focusOnMount={false}>Forgot your password?</FocusHeading>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </Typography>
      </div>
      {send.isSuccess && (
        // The form goes away with the button that had focus: the answer takes focus instead.
        <Alert ref={sentRef} tabIndex={-1} severity="success">
          {MESSAGES.resetEmailSent}
        </Alert>
      )}
      {send.isError && <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>}
      {!send.isSuccess && (
        <EmailAddressForm
          formLabel="Request a password reset"
          submitLabel="Send reset link"
          pendingLabel="Sending…"
          pending={send.isPending}
          onSubmit={(email) => {
            send.mutate(email);
          }}
        />
      )}
      <SignInPrompt question="Remembered it?" />
    </Stack>
  );
}
