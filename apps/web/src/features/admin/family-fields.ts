import {
  AXLE_RATIO_LEVELS,
  formatGearRatioList,
  HORSEPOWER_RANGE,
  PERFORMANCE_GOAL_LABELS,
  PERFORMANCE_GOALS,
  SUPPORT_GROUPS,
  SPEED_RANGE,
  SUPPORT_LEVEL_LABELS,
  WEIGHT_RANGE,
} from '@transmission-spec/domain';
import type {
  GearKind,
  GearRatios,
  NumericRange,
  SupportLevel,
  TransmissionFamily,
} from '@transmission-spec/domain';

const GEAR_KINDS: readonly GearKind[] = ['forward', 'reverse'];

/** A family written out as labelled lines, so two records can be compared line by line. */
export interface FamilyLine {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** The visible text of rich text, for comparing and reading descriptions in the log. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

export const LEVEL_TITLES: Record<(typeof AXLE_RATIO_LEVELS)[number], string> = {
  default: 'Default',
  medium: 'Medium',
  high: 'High',
  extreme: 'Extreme',
};

/** The family's four limits, as the form edits them and the log lists them. */
export const LIMIT_FIELDS = [
  { key: 'maxSupportedCruiseSpeed', label: 'Max cruise speed (mph)', range: SPEED_RANGE },
  { key: 'maxSupportedMaxSpeed', label: 'Max top speed (mph)', range: SPEED_RANGE },
  { key: 'maxSupportedEngineHp', label: 'Max engine power (HP)', range: HORSEPOWER_RANGE },
  { key: 'maxSupportedGcw', label: 'Max GCW (lbs)', range: WEIGHT_RANGE },
] as const satisfies readonly {
  key: keyof TransmissionFamily;
  label: string;
  range: NumericRange;
}[];

/**
 * The family's gear ratios as the form's two lists are typed; 'None' where the catalogue has none
 * (also for log records saved before families had ratios, which lack the key).
 */
function gearRatioLines(ratios: GearRatios | null | undefined): FamilyLine[] {
  return GEAR_KINDS.map((kind) => ({
    key: `gearRatios.${kind}`,
    label: `Gear ratios: ${kind}`,
    value: ratios == null || ratios[kind].length === 0 ? 'None' : formatGearRatioList(ratios[kind]),
  }));
}

export function familyLines(family: TransmissionFamily): FamilyLine[] {
  const lines: FamilyLine[] = [
    { key: 'name', label: 'Name', value: family.name },
    { key: 'description', label: 'Description', value: plainText(family.description) },
    { key: 'learnMoreUrl', label: 'Learn more URL', value: family.learnMoreUrl },
    { key: 'image', label: 'Image', value: family.image === null ? 'None' : 'Uploaded' },
    { key: 'rank', label: 'Rank', value: family.rank === undefined ? '' : String(family.rank) },
    { key: 'isDisabled', label: 'Disabled', value: family.isDisabled ? 'Yes' : 'No' },
    { key: 'isDeleted', label: 'Deleted', value: family.isDeleted ? 'Yes' : 'No' },
    {
      key: 'models',
      label: 'Models (max torque, lb-ft)',
      value: family.modelTorques
        .filter((model) => !model.isDeleted)
        .map((model) => `${model.name}: ${String(model.maxTorque)}`)
        .join(', '),
    },
    ...gearRatioLines(family.gearRatios),
  ];
  for (const goal of PERFORMANCE_GOALS) {
    lines.push({
      key: `goal.${goal}`,
      label: `Goal points: ${PERFORMANCE_GOAL_LABELS[goal]}`,
      value: String(family.performanceGoalPoints[goal]),
    });
  }
  for (const level of AXLE_RATIO_LEVELS) {
    const thresholds = family.axleRatioThresholds;
    lines.push({
      key: `axle.${level}`,
      label: `Axle ratio: ${LEVEL_TITLES[level]}`,
      value: `${thresholds[`${level}Bottom`].toFixed(1)} - ${thresholds[`${level}Top`].toFixed(1)}`,
    });
  }
  for (const { key, label } of LIMIT_FIELDS) {
    const value = family[key];
    // Only the GCW may be empty: no limit.
    lines.push({ key, label, value: value === null ? 'No limit' : String(value) });
  }
  for (const group of SUPPORT_GROUPS) {
    const levels = family[group.key] as Record<string, SupportLevel>;
    for (const value of group.values) {
      lines.push({
        key: `${group.key}.${value}`,
        label: `${group.title}: ${group.labels[value] ?? value}`,
        value: SUPPORT_LEVEL_LABELS[levels[value] ?? 'NotSupported'],
      });
    }
  }
  return lines;
}
