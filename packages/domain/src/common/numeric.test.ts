import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AXLE_RATIO_RANGE,
  HORSEPOWER_RANGE,
  SPEED_RANGE,
  TORQUE_RANGE,
  WEIGHT_RANGE,
  type NumericRange,
} from './limits.js';
import {
  clampToRange,
  isInRangeAndOnStep,
  isOnStep,
  normalizeNumericInput,
  parseNumericInput,
  roundToStep,
} from './numeric.js';

const RANGES: NumericRange[] = [
  WEIGHT_RANGE,
  SPEED_RANGE,
  HORSEPOWER_RANGE,
  TORQUE_RANGE,
  AXLE_RATIO_RANGE,
];

describe('clampToRange', () => {
  it('keeps values inside the range and pulls outside values to the nearest bound', () => {
    expect(clampToRange(50, SPEED_RANGE)).toBe(50);
    expect(clampToRange(44, SPEED_RANGE)).toBe(45);
    expect(clampToRange(81, SPEED_RANGE)).toBe(80);
    expect(clampToRange(45, SPEED_RANGE)).toBe(45);
    expect(clampToRange(80, SPEED_RANGE)).toBe(80);
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest step counted from the min', () => {
    expect(roundToStep(33_499, WEIGHT_RANGE)).toBe(33_000);
    expect(roundToStep(33_500, WEIGHT_RANGE)).toBe(34_000);
    expect(roundToStep(332, HORSEPOWER_RANGE)).toBe(330);
    expect(roundToStep(333, HORSEPOWER_RANGE)).toBe(335);
    expect(roundToStep(1024, TORQUE_RANGE)).toBe(1000);
    expect(roundToStep(1025, TORQUE_RANGE)).toBe(1050);
  });

  it('counts steps from the min, not from zero', () => {
    expect(roundToStep(14, { min: 3, max: 100, step: 10 })).toBe(13);
  });

  it('returns decimal steps without floating-point noise', () => {
    expect(roundToStep(2.3, AXLE_RATIO_RANGE)).toBe(2.3);
    expect(roundToStep(2.34, AXLE_RATIO_RANGE)).toBe(2.3);
    expect(roundToStep(2.36, AXLE_RATIO_RANGE)).toBe(2.4);
    expect(roundToStep(6.96, AXLE_RATIO_RANGE)).toBe(7);
    expect(roundToStep(0.7, { min: 0, max: 1, step: 0.1 })).toBe(0.7);
  });
});

describe('isOnStep', () => {
  it('accepts grid values and refuses values between steps', () => {
    expect(isOnStep(34_000, WEIGHT_RANGE)).toBe(true);
    expect(isOnStep(34_500, WEIGHT_RANGE)).toBe(false);
    expect(isOnStep(2 + 3 * 0.1, AXLE_RATIO_RANGE)).toBe(true);
    expect(isOnStep(2.35, AXLE_RATIO_RANGE)).toBe(false);
    expect(isOnStep(Number.NaN, SPEED_RANGE)).toBe(false);
  });

  it('requires values to be inside the range as well when asked', () => {
    expect(isInRangeAndOnStep(80, SPEED_RANGE)).toBe(true);
    expect(isInRangeAndOnStep(81, SPEED_RANGE)).toBe(false);
    expect(isInRangeAndOnStep(44, SPEED_RANGE)).toBe(false);
  });
});

describe('normalizeNumericInput', () => {
  it('turns an empty entry into the min', () => {
    expect(normalizeNumericInput('', WEIGHT_RANGE)).toBe(33_000);
    expect(normalizeNumericInput('   ', WEIGHT_RANGE)).toBe(33_000);
    expect(normalizeNumericInput(null, SPEED_RANGE)).toBe(45);
    expect(normalizeNumericInput(undefined, SPEED_RANGE)).toBe(45);
  });

  it('turns text that is not a number into the min', () => {
    expect(normalizeNumericInput('abc', HORSEPOWER_RANGE)).toBe(330);
    expect(normalizeNumericInput(Number.NaN, HORSEPOWER_RANGE)).toBe(330);
  });

  it('clamps, then rounds to the step', () => {
    expect(normalizeNumericInput(10, SPEED_RANGE)).toBe(45);
    expect(normalizeNumericInput(1_000_000, WEIGHT_RANGE)).toBe(250_000);
    expect(normalizeNumericInput('64.6', SPEED_RANGE)).toBe(65);
    expect(normalizeNumericInput(Number.POSITIVE_INFINITY, SPEED_RANGE)).toBe(80);
  });

  it('reads figures typed with thousands separators', () => {
    expect(normalizeNumericInput('80,000', WEIGHT_RANGE)).toBe(80_000);
    expect(parseNumericInput(' 1,650 ')).toBe(1650);
  });

  it('never rounds past a max that is off the step grid', () => {
    expect(normalizeNumericInput(10, { min: 0, max: 10, step: 4 })).toBe(8);
  });

  it('always settles on an in-range, on-step value that normalizing again keeps', () => {
    const raw = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.string(),
      fc.constantFrom(null, undefined, ''),
    );
    fc.assert(
      fc.property(fc.constantFrom(...RANGES), raw, (range, input) => {
        const value = normalizeNumericInput(input, range);
        expect(isInRangeAndOnStep(value, range)).toBe(true);
        expect(normalizeNumericInput(value, range)).toBe(value);
      }),
    );
  });

  it('leaves a value already in range and on the step unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RANGES), fc.nat(10_000), (range, steps) => {
        const count = Math.floor((range.max - range.min) / range.step);
        const value = roundToStep(range.min + (steps % (count + 1)) * range.step, range);
        expect(normalizeNumericInput(value, range)).toBe(value);
        expect(normalizeNumericInput(String(value), range)).toBe(value);
      }),
    );
  });

  it('moves a value by at most half a step once it is inside the range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANGES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (range, t) => {
          const value = range.min + t * (range.max - range.min);
          const settled = normalizeNumericInput(value, range);
          expect(Math.abs(settled - value)).toBeLessThanOrEqual(range.step / 2 + 1e-9);
        },
      ),
    );
  });
});
