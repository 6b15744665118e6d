import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREVIEW_DEBOUNCE_MS } from '@transmission-spec/domain';
import { useWatch } from 'react-hook-form';

import { RichText } from '../../../components/rich-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FormSection } from './form-section';
import type { TransmissionControl } from './use-transmission-form';

/** SPEC 9: the name, description and link as a visitor will see them, two seconds behind typing. */
export function FormPreview({ control }: { readonly control: TransmissionControl }) {
  const [name, description, url] = useWatch({
    control,
    name: ['name', 'description', 'learnMoreUrl'],
  });
  const shown = useDebouncedValue({ name, description, url }, PREVIEW_DEBOUNCE_MS);
  return (
    <FormSection title="Preview">
      <Stack spacing={1} aria-live="polite">
        <Typography variant="h5" component="p" data-testid="name-preview">
          {shown.name}
        </Typography>
        <RichText html={shown.description} />
        {shown.url !== '' && (
          <Link href={shown.url} target="_blank" rel="noopener noreferrer">
            {shown.url}
          </Link>
        )}
      </Stack>
    </FormSection>
  );
}
