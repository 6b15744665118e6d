import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRIES } from '@transmission-spec/domain';
import type { Country } from '@transmission-spec/domain';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import type { DetailsFormInput } from './account-details-step';

/** The countries and regions the user works in, typed to filter the long list (SPEC 3). */
export function CountryField({ control }: { readonly control: Control<DetailsFormInput> }) {
  return (
    <Controller
      control={control}
      name="countryList"
      render={({ field, fieldState }) => (
        <Autocomplete<Country, true>
          multiple
          options={COUNTRIES}
          value={field.value}
          onChange={(_event, value) => {
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Countries or regions"
              required
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'Type to search; choose one or more.'}
              slotProps={{
                ...params.slotProps,
                ...(fieldState.error === undefined ? {} : { formHelperText: { role: 'alert' } }),
              }}
            />
          )}
        />
      )}
    />
  );
}
