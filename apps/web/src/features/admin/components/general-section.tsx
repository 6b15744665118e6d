import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';

import { RichTextEditor } from '../../../components/rich-text-editor';
import { FormSection } from './form-section';
import { NumberField, TrimmedTextField } from './form-fields';
import { ImageField } from './image-field';
import type { TransmissionControl } from './use-transmission-form';

function DescriptionField({
  control,
  resetCount,
}: {
  readonly control: TransmissionControl;
  readonly resetCount: number;
}) {
  const { field, fieldState } = useController({ control, name: 'description' });
  const message = fieldState.error?.message;
  return (
    <Box
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
      }}
    >
      <RichTextEditor
        key={resetCount}
        label="Description"
        required
        initialValue={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        error={message}
      />
    </Box>
  );
}

function DisabledCheckbox({ control }: { readonly control: TransmissionControl }) {
  const { field } = useController({ control, name: 'isDisabled' });
  return (
    <FormControlLabel
      label="Disabled (left out of recommendations)"
      control={
        <Checkbox
          checked={field.value === true}
          slotProps={{ input: { ref: field.ref } }}
          onChange={(event) => {
            field.onChange(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/** SPEC 5: name, link, description, image, rank and the disabled flag. */
export function GeneralSection({
  control,
  resetCount,
  image,
}: {
  readonly control: TransmissionControl;
  /** Starts the description editor afresh when an add clears the form. */
  readonly resetCount: number;
  readonly image: {
    readonly current: string | null;
    readonly file: File | null;
    readonly error: string | null;
    /** Changes to clear the file input after the server refused its file. */
    readonly inputKey: number;
    readonly set: (file: File | null, error: string | null) => void;
  };
}) {
  return (
    <FormSection title="General">
      <Stack spacing={3}>
        <TrimmedTextField control={control} name="name" label="Name" required />
        <TrimmedTextField
          control={control}
          name="learnMoreUrl"
          label="Learn more URL"
          required
          helperText="Including http:// or https://"
        />
        <DescriptionField control={control} resetCount={resetCount} />
        <ImageField
          key={image.inputKey}
          currentImage={image.current}
          file={image.file}
          error={image.error}
          onChange={image.set}
        />
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <NumberField
            control={control}
            name="rank"
            label="Rank"
            range={{ min: 1, max: Number.MAX_SAFE_INTEGER, step: 1 }}
            empty={undefined}
            helperText="Empty puts a new family last"
            sx={{ maxWidth: 240 }}
          />
          <DisabledCheckbox control={control} />
        </Stack>
      </Stack>
    </FormSection>
  );
}
