import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { VOCATIONS } from '@transmission-spec/domain';
import type { Vocation } from '@transmission-spec/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import type { DetailsFormInput } from './account-details-step';

/** The vocation checklist: the user's most common applications (SPEC 3), at least one. */
export function VocationField({ control }: { readonly control: Control<DetailsFormInput> }) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="vocationCheckList"
      render={({ field, fieldState }) => {
        const chosen = new Set<Vocation>(field.value);
        const toggle = (vocation: Vocation, checked: boolean) => {
          // Kept in VOCATIONS order, whatever order they were ticked in.
          field.onChange(
            VOCATIONS.filter((item) => (item === vocation ? checked : chosen.has(item))),
          );
        };
        return (
          <FormControl
            component="fieldset"
            error={fieldState.error !== undefined}
            required
            aria-describedby={fieldState.error === undefined ? undefined : errorId}
          >
            <FormLabel component="legend">Most common application</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)' }}>
              {VOCATIONS.map((vocation, index) => (
                <FormControlLabel
                  key={vocation}
                  label={vocation}
                  control={
                    <Checkbox
                      checked={chosen.has(vocation)}
                      onChange={(event) => {
                        toggle(vocation, event.target.checked);
                      }}
                      onBlur={field.onBlur}
                      // MUI 9's Checkbox takes the input's ref through its slot (it has no inputRef).
                      {...(index === 0 ? { slotProps: { input: { ref: field.ref } } } : {})}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error !== undefined && (
              <FormHelperText id={errorId} role="alert">
                {fieldState.error.message}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
