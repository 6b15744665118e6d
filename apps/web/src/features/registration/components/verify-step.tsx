import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import {
  MESSAGES,
  PasswordSchema,
  VERIFICATION_CODE_LENGTH,
  VerificationCodeSchema,
} from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { useRef } from 'react';
import type { ReactNode, SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import { FormTextField } from '../../../components/form-text-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { signInWithPassword } from '../../../lib/sign-in-with-password';
import { verifyExistingAccount, verifyNewAccount } from '../api/registration-api';
import { verifyFailure } from '../registration-errors';
import { FailureAlert } from './failure-alert';
import { ResendCode } from './resend-code';
import { StepIntro } from './step-intro';

const CodeFormSchema = z.object({ verificationCode: VerificationCodeSchema });
type CodeForm = z.infer<typeof CodeFormSchema>;

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

function CodeField<T extends { verificationCode: string }>({
  form,
}: {
  readonly form: UseFormReturn<T>;
}) {
  return (
    <FormTextField
      form={form as unknown as UseFormReturn<CodeForm>}
      name="verificationCode"
      label="Verification code"
      autoComplete="one-time-code"
      required
      htmlInputProps={{ maxLength: VERIFICATION_CODE_LENGTH, spellCheck: false }}
    />
  );
}

/**
 * The verify form both step-2 variants share: the failure (if any), the fields, Back and submit,
 * then the offer to send the code again.
 */
function VerifyForm({
  email,
  failure,
  submitting,
  submitLabel,
  onBack,
  onSubmit,
  children,
}: {
  readonly email: string;
  /** The failed attempt's error, or null. */
  readonly failure: Error | null;
  readonly submitting: boolean;
  readonly submitLabel: string;
  readonly onBack: () => void;
  /** The form's handleSubmit(...) result: validates, then sends. */
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  readonly children: ReactNode;
}) {
  return (
    <>
      {failure !== null && <FailureAlert failure={verifyFailure(failure)} />}
      <Box
        component="form"
        noValidate
        aria-label="Verify your email"
        onSubmit={(event) => {
          void onSubmit(event);
        }}
      >
        <Stack spacing={2.5}>
          {children}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" size="large" startIcon={<ArrowBackIcon />} onClick={onBack}>
              Back
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? 'Verifying…' : submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ResendCode email={email} />
    </>
  );
}

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

/** Step 2 for an account that exists but was never verified: the code only. */
export function VerifyExistingStep({
  email,
  focusHeading,
  onBack,
  onVerified,
}: {
  readonly email: string;
  readonly focusHeading: boolean;
  readonly onBack: () => void;
  readonly onVerified: () => void;
}) {
  const form = useForm<CodeForm>({
    resolver: zodResolver(CodeFormSchema),
    mode: 'onTouched',
    defaultValues: { verificationCode: '' },
  });
  const verify = useMutation({
    mutationFn: ({ verificationCode }: CodeForm) =>
      verifyExistingAccount({ email, verificationCode }),
    onSuccess: onVerified,
  });

  return (
    <Stack spacing={3}>
      <StepIntro step={2} of={2} heading="Verify your email" focusHeading={focusHeading}>
        {email} already has an account that is waiting for verification. Enter the code we sent to
        it.
      </StepIntro>
      <VerifyForm
        email={email}
        failure={verify.error}
        submitting={verify.isPending}
        submitLabel="Verify"
        onBack={onBack}
        onSubmit={form.handleSubmit((values) => {
          verify.mutate(values);
        })}
      >
        <CodeField form={form} />
      </VerifyForm>
    </Stack>
  );
}
