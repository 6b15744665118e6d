import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { AccountDetailsSchema } from '@transmission-spec/domain';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';

import { FormTextField } from '../../../components/form-text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { saveAccountDetails } from '../api/registration-api';
import { SOMETHING_WENT_WRONG } from '../registration-errors';
import { CountryField } from './country-field';
import { FailureAlert } from './failure-alert';
import { OrganizationTypeField } from './organization-type-field';
import { StepIntro } from './step-intro';
import { VocationField } from './vocation-field';

const DetailsFormSchema = AccountDetailsSchema.omit({ email: true });
export type DetailsFormInput = z.input<typeof DetailsFormSchema>;
type DetailsForm = z.output<typeof DetailsFormSchema>;

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'organizationName',
  'organizationType',
  'vocationCheckList',
  'countryList',
] as const;

/** Step 3, new accounts only: who the user is, for the administrators' user export. */
export function AccountDetailsStep({
  email,
  focusHeading,
  onSaved,
}: {
  readonly email: string;
  readonly focusHeading: boolean;
  readonly onSaved: () => Promise<void> | void;
}) {
  const form = useForm<DetailsFormInput, unknown, DetailsForm>({
    resolver: zodResolver(DetailsFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      organizationName: '',
      organizationType: '' as DetailsFormInput['organizationType'],
      vocationCheckList: [],
      countryList: [],
    },
  });
  const save = useMutation({
    mutationFn: (details: DetailsForm) => saveAccountDetails({ ...details, email }),
    onSuccess: onSaved,
    onError: (error) => {
      // The server names each field it refused; show those beside the fields too.
      if (!(error instanceof ApiRequestError)) return;
      for (const name of FIELD_NAMES) {
        const message = error.fields[name];
        if (message !== undefined) form.setError(name, { message });
      }
    },
  });

  return (
    <Stack spacing={3}>
      <StepIntro step={3} of={3} heading="Tell us about yourself" focusHeading={focusHeading}>
        Your email is verified and you are signed in. A few details finish your account.
      </StepIntro>
      {save.isError && <FailureAlert failure={SOMETHING_WENT_WRONG} />}
      <Box
        component="form"
        noValidate
        aria-label="Account details"
        onSubmit={(event) => {
          void form.handleSubmit((values) => {
            save.mutate(values);
          })(event);
        }}
      >
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2}>
            <FormTextField
              form={form}
              name="firstName"
              label="First name"
              autoComplete="given-name"
              required
            />
            <FormTextField
              form={form}
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              required
            />
          </Stack>
          <FormTextField
            form={form}
            name="organizationName"
            label="Organization name"
            autoComplete="organization"
            required
          />
          <OrganizationTypeField control={form.control} />
          <VocationField control={form.control} />
          <CountryField control={form.control} />
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Finish'}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
