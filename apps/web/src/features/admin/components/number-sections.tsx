import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import {
  AXLE_RATIO_LEVELS,
  AXLE_RATIO_RANGE,
  GOAL_POINTS_RANGE,
  PERFORMANCE_GOAL_LABELS,
  PERFORMANCE_GOALS,
  SUPPORT_GROUPS,
  SUPPORT_LEVEL_LABELS,
  SUPPORT_LEVELS,
} from '@transmission-spec/domain';
import type { FieldPath } from 'react-hook-form';

import { LEVEL_TITLES, LIMIT_FIELDS } from '../family-fields';
import { FormSection } from './form-section';
import { NumberField, SelectField } from './form-fields';
import type { FormValues, TransmissionControl } from './use-transmission-form';

type Name = FieldPath<FormValues>;

const LEVEL_OPTIONS = SUPPORT_LEVELS.map((level) => ({
  value: level,
  label: SUPPORT_LEVEL_LABELS[level],
}));

/** SPEC 5: the scores, thresholds, limits and support levels the engine recommends from. */
export function NumberSections({ control }: { readonly control: TransmissionControl }) {
  return (
    <>
      <FormSection title="Performance goal points (0 to 100)">
        <Grid container spacing={2}>
          {PERFORMANCE_GOALS.map((goal) => (
            <Grid key={goal} size={{ xs: 12, sm: 6, md: 'grow' }}>
              <NumberField
                control={control}
                name={`performanceGoalPoints.${goal}` as Name}
                label={PERFORMANCE_GOAL_LABELS[goal]}
                range={GOAL_POINTS_RANGE}
              />
            </Grid>
          ))}
        </Grid>
      </FormSection>

      <FormSection title="Axle ratio thresholds (2 to 7)">
        <Grid container spacing={2}>
          {AXLE_RATIO_LEVELS.map((level) => (
            <Grid key={level} size={{ xs: 12, sm: 6, md: 3 }}>
              <Stack spacing={2}>
                <NumberField
                  control={control}
                  name={`axleRatioThresholds.${level}Bottom` as Name}
                  label={`${LEVEL_TITLES[level]} minimum`}
                  range={AXLE_RATIO_RANGE}
                />
                <NumberField
                  control={control}
                  name={`axleRatioThresholds.${level}Top` as Name}
                  label={`${LEVEL_TITLES[level]} maximum`}
                  range={AXLE_RATIO_RANGE}
                />
              </Stack>
            </Grid>
          ))}
        </Grid>
      </FormSection>

      <FormSection title="Limits">
        <Grid container spacing={2}>
          {LIMIT_FIELDS.map(({ key, label, range }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <NumberField
                control={control}
                name={key}
                label={label}
                range={range}
                {...(key === 'maxSupportedGcw' ? { helperText: 'Empty means no limit' } : {})}
              />
            </Grid>
          ))}
        </Grid>
      </FormSection>

      {SUPPORT_GROUPS.map((group) => (
        <FormSection key={group.key} title={`Support: ${group.title}`}>
          <Grid container spacing={2}>
            {group.values.map((value) => (
              <Grid key={value} size={{ xs: 12, sm: 6, md: 4 }}>
                <SelectField
                  control={control}
                  name={`${group.key}.${value}` as Name}
                  label={group.labels[value] ?? value}
                  options={LEVEL_OPTIONS}
                />
              </Grid>
            ))}
          </Grid>
        </FormSection>
      ))}
    </>
  );
}
