import type { UnitSystem } from '../common/enums.js';
import { revsPerKilometre } from '../catalogue/tire-sizes.js';

/**
 * Headings, labels and notes of the result's issue-14 parts (the why, the engineering check with
 * its tire size, and the side-by-side comparison), in one place so the result screen, the share
 * page and the PDF name them alike.
 */
export const RESULT_DETAIL_LABELS = {
  why: 'Why this transmission',
  engineeringCheck: 'Engineering check',
  howWorkedOut: 'How these figures are worked out',
  formulas: 'Formulas',
  assumptions: 'Assumptions',
  figure: 'Figure',
  tireSize: 'Tire size',
  otherTireSize: 'Other (enter revolutions per mile)',
  otherTireSizeMetric: 'Other (enter revolutions per kilometre)',
  revsPerMile: 'Tire revolutions per mile',
  revsPerKilometre: 'Tire revolutions per kilometre',
  checkHelp: 'How to read the engineering check',
  compareHelp: 'How to read this comparison',
  runnerUpCheck: 'Runner-up',
  compare: 'Compare side by side',
  differs: 'Differs',
  same: 'Same',
  noGcwLimit: 'No limit',
} as const;

/** The tire the figures use: a listed size, or a free revolutions-per-mile entry (size null). */
export interface TireChoice {
  readonly size: string | null;
  readonly revsPerMile: number;
}

/**
 * The tire the figures were worked out for, e.g. "Tire 295/75R22.5, 511 revolutions per mile";
 * Metric visitors read revolutions per kilometre first, with the per-mile figure data books print
 * (issue 25).
 */
export function tireChoiceText(tire: TireChoice, units: UnitSystem): string {
  const perMile = tire.revsPerMile.toLocaleString('en-US');
  const revs =
    units === 'Metric'
      ? `${revsPerKilometre(tire.revsPerMile).toLocaleString('en-US')} revolutions per km (${perMile} per mile)`
      : `${perMile} revolutions per mile`;
  return tire.size === null ? `Tire of ${revs}` : `Tire ${tire.size}, ${revs}`;
}

/** A listed tire size as the select shows it: "295/75R22.5 (511 rev/mi)" or "(318 rev/km)". */
export function tireSizeOptionText(size: string, revsPerMile: number, units: UnitSystem): string {
  return units === 'Metric'
    ? `${size} (${revsPerKilometre(revsPerMile)} rev/km)`
    : `${size} (${revsPerMile} rev/mi)`;
}

/** Where the catalogue has no gear ratios for the family, said instead of the figures. */
export function noGearRatiosText(familyName: string): string {
  return `The catalogue has no gear ratios for ${familyName} yet, so its engine speeds, startability and gradeability cannot be worked out here. Ask your representative for them.`;
}

/** The column heading of the figures at one axle ratio, e.g. "Low end, 2.64". */
export const AXLE_POSITION_LABELS = { low: 'Low end', middle: 'Middle', high: 'High end' } as const;

/** The compare view's row headings and group headings, beyond the labels above. */
export const COMPARE_LABELS = {
  modelAndRatios: 'Model and ratios',
  ratingsAndLimits: 'Ratings and limits',
  support: 'Support for your answers',
  model: 'Model',
  axleRatioRange: 'Axle ratio range',
  gears: 'Gears',
  lowestGear: 'Lowest gear ratio',
  topGear: 'Top gear ratio',
  modelTorque: 'Model torque rating',
  gcwLimit: 'Gross combined weight limit',
  engineHpLimit: 'Engine power limit',
  cruiseSpeedLimit: 'Cruise speed limit',
  maxSpeedLimit: 'Max road speed limit',
  noGearRatios: 'Not in the catalogue',
  notAsked: 'Not rated',
  nothingDiffers: 'No row differs in a way that matters: the two read alike on every row below.',
} as const;

/**
 * The compare view's rule, said above the table (the percentages come from the rule itself, in
 * apps/web/src/components/result/compare/compare-rows.ts).
 */
export function compareRuleText(alikePercent: number, nearPercent: number): string {
  return `Marked ${RESULT_DETAIL_LABELS.differs} only where it matters: engineering figures within ${alikePercent}% of each other or with the same verdict count as the same, and so do estimated fuel economy, trip time, climb speeds and axle ratios to order within ${alikePercent}%. A limit your answer is at or within ${nearPercent}% of is flagged.`;
}

/** A family's limit or rating the user's answer sits at or near, e.g. "Your 500 HP is at this limit". */
export function limitNearnessText(
  kind: 'at' | 'near',
  answerText: string,
  nearPercent: number,
): string {
  return kind === 'at'
    ? `Your ${answerText} is at this limit`
    : `Your ${answerText} is within ${nearPercent}% of this limit`;
}

/** The button that shows the rows the two families share, e.g. "Same for both (14 rows)". */
export function alikeRowsText(count: number): string {
  return `Same for both (${count} ${count === 1 ? 'row' : 'rows'})`;
}

/** "12 forward, 2 reverse". */
export function gearCountText(forward: number, reverse: number): string {
  return `${forward} forward, ${reverse} reverse`;
}
