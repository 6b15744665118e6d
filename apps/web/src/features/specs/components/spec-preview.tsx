import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PREVIEW_DEBOUNCE_MS } from '@transmission-spec/domain';

import { RichText } from '../../../components/rich-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * SPEC 8: the title and notes as the PDF will print them, refreshed once typing pauses for two
 * seconds rather than on every key.
 */
export function SpecPreview({ title, notes }: { readonly title: string; readonly notes: string }) {
  const shown = useDebouncedValue({ title, notes }, PREVIEW_DEBOUNCE_MS);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Preview"
      sx={{ p: 3, bgcolor: '#fafbfc' }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Preview
      </Typography>
      <Typography variant="h3" component="p" data-testid="preview-title" sx={{ mb: 1 }}>
        {shown.title.trim()}
      </Typography>
      <RichText html={shown.notes} />
    </Paper>
  );
}
