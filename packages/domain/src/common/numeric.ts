import type { NumericRange } from './limits.js';

/**
 * Numeric input rules of SPEC section 5: values are clamped between min and max, rounded to the
 * nearest step, and an empty entry becomes the min. Sliders, number fields and the server share
 * these functions so a value the UI settles on is always one the API accepts.
 */

/** Number of digits after the decimal point needed to write `value` exactly (1e-7 counts as 7). */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  const shift = exponent === undefined ? 0 : Number(exponent);
  return Math.max(0, fraction - shift);
}

/**
 * Removes binary floating-point noise (2 + 3 * 0.1 is 2.3000000000000003) by rounding to the
 * precision of the range's min and step, which are the only sources of fractional digits.
 */
function toRangePrecision(value: number, range: NumericRange): number {
  return Number(value.toFixed(rangeDigits(range)));
}

/** Ranges are a handful of constants checked on every request: their precision is worked out once. */
const digitsOfRange = new WeakMap<NumericRange, number>();

function rangeDigits(range: NumericRange): number {
  let digits = digitsOfRange.get(range);
  if (digits === undefined) {
    digits = Math.min(20, Math.max(decimalPlaces(range.min), decimalPlaces(range.step)));
    digitsOfRange.set(range, digits);
  }
  return digits;
}

/** Limits `value` to [range.min, range.max]. */
export function clampToRange(value: number, range: NumericRange): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * Rounds `value` to the nearest multiple of the step counted from the min (so a range starting at
 * 33,000 with step 1000 lands on 33,000, 34,000, ...). Halves round up. Does not clamp.
 */
export function roundToStep(value: number, range: NumericRange): number {
  if (range.step <= 0) return value;
  const steps = Math.round((value - range.min) / range.step);
  return toRangePrecision(range.min + steps * range.step, range);
}

/** True when `value` sits on the step grid of the range, tolerating binary float noise only. */
export function isOnStep(value: number, range: NumericRange): boolean {
  if (!Number.isFinite(value)) return false;
  // A millionth of a step is far below any real input yet far above float error.
  return Math.abs(roundToStep(value, range) - value) <= range.step * 1e-6;
}

/** True when `value` is a finite number within [range.min, range.max] and on the step grid. */
export function isInRangeAndOnStep(value: number, range: NumericRange): boolean {
  return value >= range.min && value <= range.max && isOnStep(value, range);
}

/**
 * Parses a user's entry: surrounding spaces and thousands separators ("80,000") are ignored so a
 * pasted or formatted figure is read as the user meant it. Returns NaN when nothing usable is left.
 */
export function parseNumericInput(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined) return Number.NaN;
  if (typeof raw === 'number') return raw;
  const cleaned = raw.replace(/[\s,]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/**
 * Settles a numeric entry on blur (SPEC section 5): empty or not a number becomes the min; otherwise
 * the value is clamped and rounded to the nearest step. If the max is not itself on the step grid,
 * rounding could overshoot it, so the result then steps back down inside the range.
 */
export function normalizeNumericInput(
  raw: string | number | null | undefined,
  range: NumericRange,
): number {
  const value = parseNumericInput(raw);
  if (Number.isNaN(value)) return range.min;
  const rounded = roundToStep(clampToRange(value, range), range);
  return rounded > range.max ? toRangePrecision(rounded - range.step, range) : rounded;
}
