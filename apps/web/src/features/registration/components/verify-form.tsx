import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { VERIFICATION_CODE_LENGTH, VerificationCodeSchema } from '@transmission-spec/domain';
import type { ReactNode, SubmitEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import { FormTextField } from '../../../components/form-text-field';
import { verifyFailure } from '../registration-errors';
import { FailureAlert } from './failure-alert';
import { ResendCode } from './resend-code';

// Step 2's form, shared by the new-account and the existing-account variants.

export const CodeFormSchema = z.object({ verificationCode: VerificationCodeSchema });
export type CodeForm = z.infer<typeof CodeFormSchema>;

/** The e-mailed code, as both variants ask for it. */
export function CodeField<T extends { verificationCode: string }>({
  form,
}: {
  readonly form: UseFormReturn<T>;
}) {
  const codeForm = form as unknown as UseFormReturn<CodeForm>;
  return (
    <FormTextField
      form={codeForm}
      name="verificationCode"
      label="Verification code"
      autoComplete="one-time-code"
      required
      htmlInputProps={{ maxLength: VERIFICATION_CODE_LENGTH, spellCheck: false }}
      onPaste={(event) => {
        // A code copied from the e-mail often brings a space along (' WQ4KW9'); the browser
        // would cut it to maxLength first and drop the code's last character. Trim, then cut.
        const input = event.target;
        if (!(input instanceof HTMLInputElement)) return;
        event.preventDefault();
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        const pasted = event.clipboardData.getData('text').trim();
        const code = (input.value.slice(0, start) + pasted + input.value.slice(end))
          .trim()
          .slice(0, VERIFICATION_CODE_LENGTH);
        codeForm.setValue('verificationCode', code, {
          shouldDirty: true,
          shouldValidate: codeForm.formState.isSubmitted,
        });
      }}
    />
  );
}

/**
 * The verify form both step-2 variants share: the failure (if any), the fields, Back and submit,
 * then the offer to send the code again.
 */
export function VerifyForm({
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
