import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'slotProps'
> & {
  readonly form: UseFormReturn<T>;
  readonly name: Path<T>;
  /** Ids of further descriptions of the input (e.g. a live checklist). */
  readonly describedBy?: string | undefined;
  readonly htmlInputProps?: Record<string, unknown>;
  readonly inputProps?: Record<string, unknown>;
};

/**
 * A labelled MUI text field bound to react-hook-form. Its error replaces the helper text, is tied
 * to the input by aria-describedby and is announced when it appears.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  id,
  helperText,
  describedBy,
  htmlInputProps = {},
  inputProps = {},
  ...props
}: FormTextFieldProps<T>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { ref, ...registration } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  const shownHelper = message ?? helperText;
  // MUI names the helper text `${id}-helper-text`; keep it described alongside our own ids.
  const describedByIds = [
    shownHelper === undefined ? undefined : `${inputId}-helper-text`,
    describedBy,
  ].filter((value) => value !== undefined);
  return (
    <TextField
      fullWidth
      {...props}
      {...registration}
      id={inputId}
      inputRef={ref}
      error={message !== undefined}
      helperText={shownHelper}
      slotProps={{
        htmlInput: {
          ...htmlInputProps,
          ...(describedByIds.length === 0 ? {} : { 'aria-describedby': describedByIds.join(' ') }),
        },
        input: inputProps,
        ...(message === undefined ? {} : { formHelperText: { role: 'alert' } }),
      }}
    />
  );
}
