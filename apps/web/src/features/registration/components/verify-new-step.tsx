import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, PasswordSchema, VerificationCodeSchema } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { NewPasswordFields } from '../../../components/new-password-fields';
import { signInWithPassword } from '../../../lib/sign-in-with-password';
import { verifyNewAccount } from '../api/registration-api';
import { StepIntro } from './step-intro';
import { CodeField, VerifyForm } from './verify-form';

const NewAccountFormSchema = z
  .object({
    verificationCode: VerificationCodeSchema,
    password: PasswordSchema,
    retype: z.string(),
  })
  .refine((values) => values.password === values.retype, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['retype'],
  });
type NewAccountForm = z.infer<typeof NewAccountFormSchema>;

/** Step 2 for a new address: the e-mailed code and the new account's password. */
export function VerifyNewStep({
  email,
  focusHeading,
  onBack,
  onSignedIn,
}: {
  readonly email: string;
  readonly focusHeading: boolean;
  readonly onBack: () => void;
  readonly onSignedIn: (user: CurrentUser) => void;
}) {
  const form = useForm<NewAccountForm>({
    resolver: zodResolver(NewAccountFormSchema),
    mode: 'onTouched',
    defaultValues: { verificationCode: '', password: '', retype: '' },
  });
  // Once the account exists, trying again only repeats the sign-in.
  const accountCreated = useRef(false);
  const verify = useMutation({
    mutationFn: async ({ verificationCode, password }: NewAccountForm) => {
      if (!accountCreated.current) {
        await verifyNewAccount({ email, verificationCode, password });
        accountCreated.current = true;
      }
      return signInWithPassword({ user: email, password });
    },
    onSuccess: onSignedIn,
  });

  return (
    <Stack spacing={3}>
      <StepIntro step={2} of={3} heading="Verify your email" focusHeading={focusHeading}>
        Enter the code we sent to {email} and choose a password.
      </StepIntro>
      <VerifyForm
        email={email}
        failure={verify.error}
        submitting={verify.isPending}
        submitLabel="Create account"
        onBack={onBack}
        onSubmit={form.handleSubmit((values) => {
          verify.mutate(values);
        })}
      >
        <CodeField form={form} />
        <NewPasswordFields form={form} />
      </VerifyForm>
    </Stack>
  );
}
