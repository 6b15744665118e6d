import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

/** The form fields every "choose a password" form has. */
export interface NewPasswordValues {
  password: string;
  retype: string;
}

/**
 * A new password with its retype and the live checklist (registration and reset share SPEC 5's
 * rules). The form's schema reports the rules and the mismatch.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  label = 'Password',
}: {
  readonly form: UseFormReturn<T>;
  readonly label?: string;
}) {
  const checklistId = useId();
  // Narrowed to the two fields this component owns.
  const passwordForm = form as unknown as UseFormReturn<NewPasswordValues>;
  const password = passwordForm.watch('password');
  return (
    <Stack spacing={2}>
      <PasswordField
        form={passwordForm}
        name="password"
        label={label}
        required
        autoComplete="new-password"
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <PasswordField
        form={passwordForm}
        name="retype"
        label={`Retype ${label.toLowerCase()}`}
        required
        autoComplete="new-password"
      />
    </Stack>
  );
}
