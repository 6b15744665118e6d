import type { UnitSystem } from '../common/enums.js';
import type { NumericRange } from '../common/limits.js';
import { clampedValueMessage, type ClampedBound } from '../common/messages.js';
import { normalizeNumericInput, parseNumericInput } from '../common/numeric.js';
import {
  formatQuantity,
  fromImperial,
  METRIC_FACTORS,
  toImperial,
  type Quantity,
} from '../common/units.js';

/**
 * Numeric entry in the visitor's unit system. Answers are canonical in Imperial (SPEC section 9), so
 * a Metric entry is converted back and then settled on the Imperial grid: that way the server always
 * receives a value on the step, and a value shown in Metric and left alone never drifts.
 */

/**
 * The range to show for a quantity in the given unit system: min and max converted and rounded to
 * whole numbers, the step converted and rounded but never below 1 (e.g. 1000 lbs becomes 454 kg).
 */
export function rangeInUnits(
  quantity: Quantity,
  range: NumericRange,
  units: UnitSystem,
): NumericRange {
  if (units === 'Imperial') return range;
  return {
    min: fromImperial(quantity, range.min, units),
    max: fromImperial(quantity, range.max, units),
    step: Math.max(1, Math.round(range.step * METRIC_FACTORS[quantity])),
  };
}

/**
 * Settles an entry typed in `units` and returns the canonical Imperial value: empty becomes the
 * Imperial min; otherwise the value is converted to Imperial, clamped and rounded to the Imperial step.
 */
export function normalizeQuantityInput(
  quantity: Quantity,
  raw: string | number | null | undefined,
  units: UnitSystem,
  imperialRange: NumericRange,
): number {
  const imperial = enteredImperial(quantity, raw, units);
  if (Number.isNaN(imperial)) return imperialRange.min;
  return normalizeNumericInput(imperial, imperialRange);
}

/** An entry typed in `units` as Imperial, before any clamping; NaN when it is no number. */
function enteredImperial(
  quantity: Quantity,
  raw: string | number | null | undefined,
  units: UnitSystem,
): number {
  const value = parseNumericInput(raw);
  // Infinity has no meaningful conversion but clamps fine, so pass it straight through.
  return Number.isFinite(value) ? toImperial(quantity, value, units) : value;
}

/**
 * Which bound the clamp of normalizeQuantityInput pulls an entry to, or null when the entry lies
 * within the range (or is empty: SPEC 5's "empty becomes the min" is a default, not a change).
 * Measured after conversion to Imperial, as the clamp is, so the two always agree.
 */
export function clampedBoundOf(
  quantity: Quantity,
  raw: string | number | null | undefined,
  units: UnitSystem,
  imperialRange: NumericRange,
): ClampedBound | null {
  const imperial = enteredImperial(quantity, raw, units);
  if (imperial > imperialRange.max) return 'max';
  if (imperial < imperialRange.min) return 'min';
  return null;
}

/**
 * What the field says after a clamp, in the visitor's units: "Set to 250,000 lbs, the most this
 * tool covers". Worked out from the bound rather than kept as text, so it follows a switch of units.
 */
export function clampNotice(
  quantity: Quantity,
  bound: ClampedBound,
  units: UnitSystem,
  imperialRange: NumericRange,
): string {
  return clampedValueMessage(bound, formatQuantity(quantity, imperialRange[bound], units));
}
