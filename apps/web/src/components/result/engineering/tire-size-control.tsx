import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  REVS_PER_MILE_RANGE,
  RESULT_DETAIL_LABELS,
  RevsPerMileSchema,
  TIRE_SIZES,
  parseNumericInput,
  revsPerKilometre,
  type TireChoice,
  type UnitSystem,
} from '@transmission-spec/domain';
import { useState } from 'react';

/** The select's value for a free revolutions-per-mile entry. */
const OTHER = 'other';

/**
 * The tire the figures use: a common size, or any revolutions per mile. A valid entry changes the
 * figures at once; a wrong one says why beside the field, keeps what was typed, and leaves the
 * figures on the last valid tire (the table's caption names it).
 */
export function TireSizeControl({
  tire,
  onChange,
  units,
}: {
  readonly tire: TireChoice;
  readonly onChange: (tire: TireChoice) => void;
  readonly units: UnitSystem;
}) {
  const [typed, setTyped] = useState(String(tire.revsPerMile));
  const [error, setError] = useState<string | null>(null);

  const chooseSize = (size: string) => {
    const listed = TIRE_SIZES.find((entry) => entry.size === size);
    if (listed === undefined) {
      onChange({ size: null, revsPerMile: tire.revsPerMile });
      return;
    }
    setTyped(String(listed.revsPerMile));
    setError(null);
    onChange({ size: listed.size, revsPerMile: listed.revsPerMile });
  };

  const typeRevs = (text: string) => {
    setTyped(text);
    const parsed = RevsPerMileSchema.safeParse(parseNumericInput(text));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    // The listed size stays chosen while its own figure is typed; any other figure is a free one.
    const size = TIRE_SIZES.some((e) => e.size === tire.size && e.revsPerMile === parsed.data)
      ? tire.size
      : null;
    onChange({ size, revsPerMile: parsed.data });
  };

  const perKm =
    units === 'Metric' && error === null && !Number.isNaN(parseNumericInput(typed))
      ? `About ${revsPerKilometre(parseNumericInput(typed)).toLocaleString('en-US')} per kilometre`
      : `${REVS_PER_MILE_RANGE.min} to ${REVS_PER_MILE_RANGE.max}`;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label={RESULT_DETAIL_LABELS.tireSize}
        value={tire.size ?? OTHER}
        onChange={(event) => {
          chooseSize(event.target.value);
        }}
        sx={{ width: { xs: '100%', sm: 300 } }}
      >
        {TIRE_SIZES.map((entry) => (
          <MenuItem key={entry.size} value={entry.size}>
            {`${entry.size} (${entry.revsPerMile} rev/mi)`}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>{RESULT_DETAIL_LABELS.otherTireSize}</MenuItem>
      </TextField>
      <TextField
        label={RESULT_DETAIL_LABELS.revsPerMile}
        value={typed}
        onChange={(event) => {
          typeRevs(event.target.value);
        }}
        error={error !== null}
        helperText={error ?? perKm}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          ...(error === null ? {} : { formHelperText: { role: 'alert' } }),
        }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
    </Stack>
  );
}
