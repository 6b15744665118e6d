import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { parseNumericInput, roundToStep } from '@transmission-spec/domain';
import type { NumericRange } from '@transmission-spec/domain';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** Text and number inputs of the transmission form, bound to react-hook-form. */

type BaseProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  /** Any validated shape: the transmission form's differs from its values (typed ratio lists). */
  readonly control: Control<T, unknown, FieldValues>;
  readonly name: FieldPath<T>;
};

/** Error text as an alert, so a screen reader hears it when it appears. */
function errorSlot(message: string | undefined) {
  return message === undefined ? {} : { formHelperText: { role: 'alert' } };
}

/** SPEC 5: a text input trimmed on blur and on Enter (Enter does not submit the form). */
export function TrimmedTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  multiline,
  ...props
}: BaseProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  const trim = () => {
    if (value !== value.trim()) field.onChange(value.trim());
  };
  return (
    <TextField
      fullWidth
      {...props}
      multiline={multiline}
      name={field.name}
      inputRef={field.ref}
      value={value}
      error={message !== undefined}
      helperText={message ?? helperText}
      onChange={(event) => {
        field.onChange(event.target.value);
      }}
      onBlur={() => {
        trim();
        field.onBlur();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && multiline !== true) {
          event.preventDefault();
          trim();
        }
      }}
      slotProps={errorSlot(message)}
    />
  );
}

function formatNumber(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  return typeof value === 'string' ? value : '';
}

/**
 * A number input. The form holds a number, `empty` when nothing is typed, or the raw text when it
 * is not a number (so the schema can say "Enter a number"). On blur the value is rounded to the
 * range's step (axle ratios to 0.1); it is not clamped, so an out-of-range entry shows its message.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  range,
  empty = null,
  helperText,
  ...props
}: BaseProps<T> & {
  readonly range: NumericRange;
  /** What an empty input means: null (no value, e.g. no GCW limit) or undefined (unset). */
  readonly empty?: null | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => formatNumber(field.value));
  const message = fieldState.error?.message;

  const toValue = (input: string): unknown => {
    if (input.trim() === '') return empty;
    const parsed = parseNumericInput(input);
    return Number.isNaN(parsed) ? input : parsed;
  };

  // A reset (after a save, or a new family) replaces the value from outside; show it. Checked
  // while rendering rather than in an effect, so the input never shows the stale text.
  const [seen, setSeen] = useState<unknown>(field.value);
  if (!Object.is(seen, field.value)) {
    setSeen(field.value);
    const typed = toValue(text);
    if (!Object.is(typed, field.value)) setText(formatNumber(field.value));
  }

  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      error={message !== undefined}
      helperText={message ?? helperText}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(toValue(event.target.value));
      }}
      onBlur={() => {
        const value = toValue(text);
        if (typeof value === 'number') {
          const rounded = roundToStep(value, range);
          setText(String(rounded));
          field.onChange(rounded);
        } else {
          setText(text.trim());
        }
        field.onBlur();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        ...errorSlot(message),
      }}
    />
  );
}

/** A choice among fixed options (support levels), as a native select: quick with 36 of them. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  options,
  ...props
}: BaseProps<T> & { readonly options: readonly { value: string; label: string }[] }) {
  const { field } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      size="small"
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
