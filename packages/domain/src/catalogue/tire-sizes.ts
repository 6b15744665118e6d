import type { NumericRange } from '../common/limits.js';

// zod-free, so the pages that show tire figures without validating them (/help) load no zod
// (decision 075); the entry schemas are in tire-size-schemas.ts.

/**
 * Tire sizes for the engineering check (issue 14): how many times a loaded drive tire turns per
 * mile sets the engine speed at a road speed and the pull at the road. Typical published figures
 * (rounded) of common heavy-truck drive tires; a given tread and maker differs by 1 to 2 %, so the
 * result also takes a free revolutions-per-mile value. Sources and the cross-check from each size's
 * nominal diameter are in docs/engineering.md.
 */

export interface TireSize {
  /** The size as printed on the sidewall, e.g. "295/75R22.5". */
  readonly size: string;
  /** Loaded revolutions per mile. */
  readonly revsPerMile: number;
}

/** The size the check starts from: the most common linehaul drive tire. */
export const DEFAULT_TIRE_SIZE: TireSize = { size: '295/75R22.5', revsPerMile: 511 };

/** The sizes offered, the default first. */
export const TIRE_SIZES: readonly TireSize[] = [
  DEFAULT_TIRE_SIZE,
  { size: '275/80R22.5', revsPerMile: 513 },
  { size: '11R22.5', revsPerMile: 493 },
  { size: '285/75R24.5', revsPerMile: 492 },
  { size: '11R24.5', revsPerMile: 470 },
  { size: '315/80R22.5', revsPerMile: 482 },
  { size: '445/50R22.5', revsPerMile: 509 },
];

/**
 * Revolutions per mile a free entry may take: from a 48-inch flotation tire (about 420) to a
 * 19.5-inch tire (about 650), with a margin either side. Whole numbers, as data books print them.
 */
export const REVS_PER_MILE_RANGE: NumericRange = { min: 400, max: 700, step: 1 };

/** Kilometres per mile, for showing revolutions per kilometre to a Metric visitor. */
export const KM_PER_MILE = 1.609344;

/** Revolutions per kilometre for a revolutions-per-mile figure, rounded. */
export function revsPerKilometre(revsPerMile: number): number {
  return Math.round(revsPerMile / KM_PER_MILE);
}

/**
 * Revolutions per kilometre a Metric visitor may type (issue 25): the rev/km whose rev/mi, rounded,
 * falls within REVS_PER_MILE_RANGE (249 rev/km = 401 rev/mi, 435 rev/km = 700 rev/mi).
 */
export const REVS_PER_KM_RANGE: NumericRange = { min: 249, max: 435, step: 1 };

/**
 * Revolutions per mile for a revolutions-per-kilometre entry, rounded: the check and the stored
 * tire work in rev/mi, whatever unit the visitor typed.
 */
export function revsPerMileFromKilometre(revsPerKm: number): number {
  return Math.round(revsPerKm * KM_PER_MILE);
}
