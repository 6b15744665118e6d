import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNIT_SYSTEMS, isUnitSystem } from '@transmission-spec/domain';
import { useId } from 'react';

import { useUnits } from '../lib/units/units-context';

/** A labelled two-way toggle between Imperial and Metric; the pressed button is the current choice. */
export function UnitSwitcher() {
  const { units, setUnits } = useUnits();
  const labelId = useId();

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        Units
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={units}
        aria-labelledby={labelId}
        onChange={(_event, next: unknown) => {
          // A click on the already pressed button reports null: keep the current choice.
          if (isUnitSystem(next)) setUnits(next);
        }}
      >
        {UNIT_SYSTEMS.map((system) => (
          <ToggleButton key={system} value={system} sx={{ px: 1.5, py: 0.5 }}>
            {system}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
