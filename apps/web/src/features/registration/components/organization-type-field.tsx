import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORGANIZATION_TYPES } from '@transmission-spec/domain';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import type { DetailsFormInput } from './account-details-step';

/** The organization type, one of SPEC 3's fixed list. */
export function OrganizationTypeField({
  control,
}: {
  readonly control: Control<DetailsFormInput>;
}) {
  return (
    <Controller
      control={control}
      name="organizationType"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label="Organization type"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={fieldState.error === undefined ? {} : { formHelperText: { role: 'alert' } }}
        >
          {ORGANIZATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
