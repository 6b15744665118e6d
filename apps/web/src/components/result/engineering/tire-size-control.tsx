import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  REVS_PER_KM_RANGE,
  REVS_PER_MILE_RANGE,
  RESULT_DETAIL_LABELS,
  RevsPerKilometreSchema,
  RevsPerMileSchema,
  TIRE_SIZES,
  parseNumericInput,
  revsPerKilometre,
  revsPerMileFromKilometre,
  tireSizeOptionText,
  type TireChoice,
  type UnitSystem,
} from '@transmission-spec/domain';
import { useState } from 'react';

/** The select's value for a free revolutions entry. */
const OTHER = 'other';

/** The tire's revolutions in the visitor's unit: per mile, or per kilometre in Metric (issue 25). */
function shownRevs(revsPerMile: number, units: UnitSystem): string {
  return String(units === 'Metric' ? revsPerKilometre(revsPerMile) : revsPerMile);
}

/**
 * The tire the figures use: a common size, or any revolutions per mile (per kilometre for a Metric
 * visitor: the choice and the check stay in rev/mi, the field converts). A valid entry changes the
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
  const metric = units === 'Metric';
  const [typed, setTyped] = useState(() => shownRevs(tire.revsPerMile, units));
  const [typedUnits, setTypedUnits] = useState(units);
  const [error, setError] = useState<string | null>(null);
  // A switch of units shows the same tire in the new unit (what was typed was in the old one).
  if (typedUnits !== units) {
    setTypedUnits(units);
    setTyped(shownRevs(tire.revsPerMile, units));
    setError(null);
  }

  const chooseSize = (size: string) => {
    const listed = TIRE_SIZES.find((entry) => entry.size === size);
    if (listed === undefined) {
      onChange({ size: null, revsPerMile: tire.revsPerMile });
      return;
    }
    setTyped(shownRevs(listed.revsPerMile, units));
    setError(null);
    onChange({ size: listed.size, revsPerMile: listed.revsPerMile });
  };

  const typeRevs = (text: string) => {
    setTyped(text);
    const parsed = (metric ? RevsPerKilometreSchema : RevsPerMileSchema).safeParse(
      parseNumericInput(text),
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    // The listed size stays chosen (with its own rev/mi) while its own figure is typed; any other
    // figure is a free one.
    const listed = TIRE_SIZES.find(
      (entry) =>
        entry.size === tire.size && shownRevs(entry.revsPerMile, units) === String(parsed.data),
    );
    if (listed !== undefined) {
      onChange({ size: listed.size, revsPerMile: listed.revsPerMile });
      return;
    }
    onChange({
      size: null,
      revsPerMile: metric ? revsPerMileFromKilometre(parsed.data) : parsed.data,
    });
  };

  const range = metric ? REVS_PER_KM_RANGE : REVS_PER_MILE_RANGE;
  const hint =
    metric && error === null
      ? `${range.min} to ${range.max}; about ${tire.revsPerMile.toLocaleString('en-US')} per mile`
      : `${range.min} to ${range.max}`;

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
            {tireSizeOptionText(entry.size, entry.revsPerMile, units)}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>
          {metric ? RESULT_DETAIL_LABELS.otherTireSizeMetric : RESULT_DETAIL_LABELS.otherTireSize}
        </MenuItem>
      </TextField>
      <TextField
        label={metric ? RESULT_DETAIL_LABELS.revsPerKilometre : RESULT_DETAIL_LABELS.revsPerMile}
        value={typed}
        onChange={(event) => {
          typeRevs(event.target.value);
        }}
        error={error !== null}
        helperText={error ?? hint}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          ...(error === null ? {} : { formHelperText: { role: 'alert' } }),
        }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
    </Stack>
  );
}
