import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RESULT_DETAIL_LABELS, whySentences } from '@transmission-spec/domain';
import type { TransmissionDetails } from '@transmission-spec/domain';
import { useId } from 'react';

import { useUnits } from '../../lib/units/units-context';

/** "Why this transmission": the engine's facts as plain sentences, in the visitor's units. */
export function WhyList({ details }: { readonly details: Pick<TransmissionDetails, 'why'> }) {
  const { units } = useUnits();
  const headingId = useId();
  const sentences = whySentences(details, units);
  if (sentences.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {RESULT_DETAIL_LABELS.why}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', rowGap: 0.75 }}>
        {sentences.map((sentence) => (
          <Typography key={sentence} component="li" variant="body2">
            {sentence}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
