import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

import { verifyExistingAccount } from '../api/registration-api';
import { StepIntro } from './step-intro';
import { CodeField, CodeFormSchema, VerifyForm } from './verify-form';
import type { CodeForm } from './verify-form';

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
