import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { GEARING_WARNING_TITLE, gearingWarningText } from '@transmission-spec/domain';
import type { GearingWarning } from '@transmission-spec/domain';
import { useId } from 'react';

import { useUnits } from '../../lib/units/units-context';

/**
 * A card's warning that its family fails the gearing tier (RECOMMENDATION.md section 2), in the
 * visitor's units. A note, not an alert: it is part of the card, there from the start, so it is
 * not announced over whatever the screen reader is reading; its heading names it.
 */
export function GearingWarningNote({ warning }: { readonly warning: GearingWarning }) {
  const { units } = useUnits();
  const headingId = useId();
  return (
    <Alert severity="warning" role="note" aria-labelledby={headingId} variant="outlined">
      <AlertTitle id={headingId} component="h3" sx={{ fontWeight: 700 }}>
        {GEARING_WARNING_TITLE}
      </AlertTitle>
      {gearingWarningText(warning, units)}
    </Alert>
  );
}
