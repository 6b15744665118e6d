import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { EmailSchema } from '@transmission-spec/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormTextField } from '../../../components/form-text-field';
import { signInPath } from '../../../lib/auth-paths';
import { registerEmail } from '../api/registration-api';
import type { RegisteredAs } from '../api/registration-api';
import { registerFailure } from '../registration-errors';
import { FailureAlert } from './failure-alert';
import { StepIntro } from './step-intro';

const EmailFormSchema = z.object({ email: EmailSchema });
type EmailForm = z.infer<typeof EmailFormSchema>;

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
  const form = useForm<EmailForm>({
    resolver: zodResolver(EmailFormSchema),
    // Checked when the field is first left, then as it is corrected, so a fixed address clears
    // its error before the button is pressed (a vanishing error would move the button away).
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });
  const send = useMutation({ mutationFn: registerEmail });

  return (
    <Stack spacing={3}>
      <StepIntro step={1} of={3} heading="Create Account" focusHeading={focusHeading}>
        Enter your email address and we will send you a verification code.
      </StepIntro>
      {send.isError && <FailureAlert failure={registerFailure(send.error)} />}
      <Box
        component="form"
        noValidate
        aria-label="Email address"
        onSubmit={(event) => {
          void form.handleSubmit(({ email }) => {
            send.mutate(email, {
              onSuccess: (registeredAs) => {
                onCodeSent(email, registeredAs);
              },
            });
          })(event);
        }}
      >
        <Stack spacing={2.5}>
          <FormTextField
            form={form}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            {send.isPending ? 'Sending code…' : 'Send verification code'}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2">
        Already have an account? {/* A full page load: the server runs the sign-in redirect. */}
        <Link href={signInPath()}>Sign in</Link>
      </Typography>
    </Stack>
  );
}
