import type { UnitSystem } from './enums.js';
import type { NumericRange } from './limits.js';
import { normalizeNumericInput, parseNumericInput } from './numeric.js';
import { fromImperial, METRIC_FACTORS, toImperial, type Quantity } from './units.js';

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
  const value = parseNumericInput(raw);
  if (Number.isNaN(value)) return imperialRange.min;
  // Infinity has no meaningful conversion but clamps fine, so pass it straight through.
  const imperial = Number.isFinite(value) ? toImperial(quantity, value, units) : value;
  return normalizeNumericInput(imperial, imperialRange);
}
