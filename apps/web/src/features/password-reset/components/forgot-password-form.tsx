import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { EmailSchema, MESSAGES } from '@transmission-spec/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FocusHeading } from '../../../components/focus-heading';
import { FormTextField } from '../../../components/form-text-field';
import { signInPath } from '../../../lib/auth-paths';
import { requestResetEmail } from '../api/password-reset-api';

const ForgotFormSchema = z.object({ email: EmailSchema });
type ForgotForm = z.infer<typeof ForgotFormSchema>;

/** SPEC 4 forgot password: unsent, sending, sent or failed. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotForm>({
    resolver: zodResolver(ForgotFormSchema),
    // Checked when the field is first left, then as it is corrected, so a fixed address clears
    // its error before the button is pressed (a vanishing error would move the button away).
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
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
        <Box
          component="form"
          noValidate
          aria-label="Request a password reset"
          onSubmit={(event) => {
            void form.handleSubmit(({ email }) => {
              send.mutate(email);
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
              {send.isPending ? 'Sending…' : 'Send reset link'}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2">
        Remembered it? {/* A full page load: the server runs the sign-in redirect. */}
        <Link href={signInPath()}>Sign in</Link>
      </Typography>
    </Stack>
  );
}
