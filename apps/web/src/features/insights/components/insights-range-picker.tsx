import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  INSIGHTS_PRESET_LABELS,
  INSIGHTS_PRESETS,
  InsightsQuerySchema,
  presetRange,
  utcDay,
  type InsightsPreset,
} from '@transmission-spec/domain';
import { useState } from 'react';

export interface InsightsRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The range of the Insights: a preset (last 7/30/90 days, this year, counted in UTC days up to
 * today) or two days typed in, checked by the API's own rule before they are asked for.
 */
export function InsightsRangePicker({
  range,
  onChange,
}: {
  readonly range: InsightsRange;
  readonly onChange: (range: InsightsRange) => void;
}) {
  const [preset, setPreset] = useState<InsightsPreset>('last30');
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});

  function choose(next: InsightsPreset) {
    setPreset(next);
    setErrors({});
    const chosen = presetRange(next, utcDay(new Date()));
    if (chosen) onChange(chosen);
    else setDraft(range);
  }

  function apply() {
    const parsed = InsightsQuerySchema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      onChange(parsed.data);
      return;
    }
    const found: Partial<Record<'from' | 'to', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
  }

  return (
    <Stack sx={{ gap: 2, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={preset}
        aria-label="Range"
        onChange={(_event, next: InsightsPreset | null) => {
          if (next) choose(next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {INSIGHTS_PRESETS.map((value) => (
          <ToggleButton key={value} value={value}>
            {INSIGHTS_PRESET_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' ? (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {(['from', 'to'] as const).map((field) => (
            <TextField
              key={field}
              label={field === 'from' ? 'From (UTC day)' : 'To (UTC day)'}
              type="date"
              size="small"
              value={draft[field]}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(event) => {
                setDraft((current) => ({ ...current, [field]: event.target.value }));
              }}
            />
          ))}
          <Button type="submit" variant="contained">
            Show
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
