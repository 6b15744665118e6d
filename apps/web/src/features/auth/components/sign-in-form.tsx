import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@transmission-spec/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FocusHeading } from '../../../components/focus-heading';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { ApiRequestError } from '../../../lib/api-client';
import { signInPath } from '../../../lib/auth-paths';
import { browserLocation } from '../../../lib/browser-location';
import { readRememberedEmail } from '../../../lib/remembered-email';
import { SignInFormSchema, submitSignIn, useSignInDetails } from '../api/sign-in-interaction';
import type { SignInForm as SignInValues } from '../api/sign-in-interaction';

type Failure = 'credentials' | 'expired' | 'rateLimited' | 'other';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return 'other';
  if (error.status === 401) return 'credentials';
  if (error.status === 410) return 'expired';
  if (error.status === 429) return 'rateLimited';
  return 'other';
}

function FailureAlert({ failure }: { readonly failure: Failure }) {
  switch (failure) {
    case 'credentials':
      return <Alert severity="error">{MESSAGES.invalidCredentials}</Alert>;
    case 'expired':
      return (
        <Alert severity="warning">
          {MESSAGES.signInExpired}{' '}
          {/* A full page load: /login starts a fresh sign-in on the server. */}
          <Link href={signInPath()}>Start signing in again</Link>
        </Alert>
      );
    case 'rateLimited':
      return <Alert severity="error">{MESSAGES.rateLimited}</Alert>;
    case 'other':
      return <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>;
  }
}

/**
 * The provider's sign-in interaction `uid`, in the app's own look (DESIGN, Identity and sessions):
 * e-mail (prefilled from the last sign-in or the provider's hint) and password; on success the
 * browser follows the provider back into the app.
 */
export function SignInForm({ uid }: { readonly uid: string }) {
  const details = useSignInDetails(uid);
  const form = useForm<SignInValues>({
    resolver: zodResolver(SignInFormSchema),
    mode: 'onTouched',
    defaultValues: { email: readRememberedEmail() ?? '', password: '' },
  });
  const [leaving, setLeaving] = useState(false);
  const signIn = useMutation({
    mutationFn: (values: SignInValues) => submitSignIn(uid, values),
    onSuccess: (redirectTo) => {
      setLeaving(true);
      browserLocation.assign(redirectTo);
    },
    onError: () => {
      // Keep the e-mail: the user most likely mistyped the password.
      form.resetField('password');
      form.setFocus('password');
    },
  });

  const loginHint = details.data?.loginHint ?? null;
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (loginHint !== null && !getFieldState('email').isDirty) setValue('email', loginHint);
  }, [loginHint, setValue, getFieldState]);

  const expired =
    (details.error instanceof ApiRequestError && details.error.status === 410) ||
    (signIn.isError && failureOf(signIn.error) === 'expired');
  const busy = signIn.isPending || leaving;

  return (
    <Stack spacing={3}>
      <div>
        <FocusHeading focusOnMount={false}>Sign in</FocusHeading>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          Sign in to save, annotate and print your transmission specs.
        </Typography>
      </div>
      {expired ? (
        <FailureAlert failure="expired" />
      ) : (
        signIn.isError && <FailureAlert failure={failureOf(signIn.error)} />
      )}
      <Box
        component="form"
        noValidate
        aria-label="Sign in"
        onSubmit={(event) => {
          void form.handleSubmit((values) => {
            signIn.mutate(values);
          })(event);
        }}
      >
        <Stack spacing={2.5}>
          <FormTextField
            form={form}
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            required
          />
          <PasswordField
            form={form}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || expired}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
        <Typography variant="body2" component="span">
          New here?{' '}
          <Link component={RouterLink} to="/register">
            Create Account
          </Link>
        </Typography>
      </Stack>
    </Stack>
  );
}
