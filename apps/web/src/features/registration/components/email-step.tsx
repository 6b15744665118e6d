import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';

import { EmailAddressForm, SignInPrompt } from '../../../components/email-address-form';
import { registerEmail } from '../api/registration-api';
import type { RegisteredAs } from '../api/registration-api';
import { registerFailure } from '../registration-errors';
import { FailureAlert } from './failure-alert';
import { StepIntro } from './step-intro';

/** Step 1: the address the verification code goes to (checked when the field is left). */
export function EmailStep({
  initialEmail,
  focusHeading,
  onCodeSent,
}: {
  readonly initialEmail: string;
  readonly focusHeading: boolean;
  readonly onCodeSent: (email: string, registeredAs: RegisteredAs) => void;
}) {
  const send = useMutation({ mutationFn: registerEmail });

  return (
    <Stack spacing={3}>
      <StepIntro step={1} of={3} heading="Create Account" focusHeading={focusHeading}>
        Enter your email address and we will send you a verification code.
      </StepIntro>
      {send.isError && <FailureAlert failure={registerFailure(send.error)} />}
      <EmailAddressForm
        initialEmail={initialEmail}
        formLabel="Email address"
        submitLabel="Send verification code"
        pendingLabel="Sending code…"
        pending={send.isPending}
        onSubmit={(email) => {
          send.mutate(email, {
            onSuccess: (registeredAs) => {
              onCodeSent(email, registeredAs);
            },
          });
        }}
      />
      <SignInPrompt question="Already have an account?" />
    </Stack>
  );
}
