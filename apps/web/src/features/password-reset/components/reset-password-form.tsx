import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, NewPasswordWithRetypeSchema } from '@transmission-spec/domain';
import type { NewPasswordWithRetype } from '@transmission-spec/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FocusHeading } from '../../../components/focus-heading';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ApiRequestError } from '../../../lib/api-client';
import { signInPath } from '../../../lib/auth-paths';
import { resetPassword } from '../api/password-reset-api';

function ResetFailure({ error }: { readonly error: unknown }) {
  if (error instanceof ApiRequestError && error.code === 'INVALID_RESET_LINK') {
    return (
      // SPEC's sentence for a failed reset, after the clearer reason and before the way out.
      <Alert severity="error">
        {MESSAGES.invalidResetLink} {MESSAGES.somethingWentWrong}{' '}
        <Link component={RouterLink} to="/forgot-password">
          Request a new link
        </Link>
      </Alert>
    );
  }
  return <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>;
}

/** SPEC 4 password reset from the e-mailed link: unset, setting, set or failed. */
export function ResetPasswordForm({
  id,
  verificationCode,
}: {
  readonly id: string;
  readonly verificationCode: string;
}) {
  const form = useForm<NewPasswordWithRetype>({
    resolver: zodResolver(NewPasswordWithRetypeSchema),
    mode: 'onTouched',
    defaultValues: { password: '', retype: '' },
  });
  const reset = useMutation({
    mutationFn: ({ password }: NewPasswordWithRetype) =>
      resetPassword({ id, verificationCode, newPassword: password }),
  });

  if (reset.isSuccess) {
    return (
      <Stack spacing={3}>
        <FocusHeading focusOnMount>Your password has been reset</FocusHeading>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          Sign in with your new password. For your security, you have been signed out everywhere
          else.
        </Typography>
        {/* A full page load: the server runs the sign-in redirect. */}
        <Button variant="contained" size="large" href={signInPath()}>
          Sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <div>
        <FocusHeading focusOnMount={false}>Choose a new password</FocusHeading>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          Enter your new password twice.
        </Typography>
      </div>
      {reset.isError && <ResetFailure error={reset.error} />}
      <Box
        component="form"
        noValidate
        aria-label="Choose a new password"
        onSubmit={(event) => {
          void form.handleSubmit((values) => {
            reset.mutate(values);
          })(event);
        }}
      >
        <Stack spacing={2.5}>
          <NewPasswordFields form={form} label="New password" />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Reset password'}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
