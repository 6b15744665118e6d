import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmailSchema } from '@transmission-spec/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { signInPath } from '../lib/auth-paths';
import { FormTextField } from './form-text-field';

const EmailAddressSchema = z.object({ email: EmailSchema });
type EmailAddress = z.infer<typeof EmailAddressSchema>;

/**
 * One e-mail address and a button that sends something to it: the first step of registration and
 * the forgot-password request. The address is checked by domain's EmailSchema.
 */
export function EmailAddressForm({
  initialEmail = '',
  formLabel,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  readonly initialEmail?: string;
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly submitLabel: string;
  /** The button's text while the request is under way (the button is disabled meanwhile). */
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly onSubmit: (email: string) => void;
}) {
  const form = useForm<EmailAddress>({
    resolver: zodResolver(EmailAddressSchema),
    // Checked when the field is first left, then as it is corrected, so a fixed address clears
    // its error before the button is pressed (a vanishing error would move the button away).
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => {
        void form.handleSubmit(({ email }) => {
          onSubmit(email);
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
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** "{question} Sign in", under a form for someone who may already have an account. */
export function SignInPrompt({ question }: { readonly question: string }) {
  return (
    <Typography variant="body2">
      {question} {/* A full page load: the server runs the sign-in redirect. */}
      <Link href={signInPath()}>Sign in</Link>
    </Typography>
  );
}
