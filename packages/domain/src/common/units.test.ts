import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HORSEPOWER_RANGE, SPEED_RANGE, TORQUE_RANGE, WEIGHT_RANGE } from './limits.js';
import { roundToStep } from './numeric.js';
import { normalizeQuantityInput, rangeInUnits } from '../survey/quantity-input.js';
import { formatQuantity, fromImperial, QUANTITIES, toImperial, type Quantity } from './units.js';

const RANGE_OF = {
  weight: WEIGHT_RANGE,
  speed: SPEED_RANGE,
  power: HORSEPOWER_RANGE,
  torque: TORQUE_RANGE,
} as const;

describe('unit conversion', () => {
  it('converts each quantity to Metric with the factors of SPEC section 9, as whole numbers', () => {
    expect(fromImperial('weight', 80_000, 'Metric')).toBe(36_287);
    expect(fromImperial('speed', 65, 'Metric')).toBe(105);
    expect(fromImperial('power', 450, 'Metric')).toBe(336);
    expect(fromImperial('torque', 1650, 'Metric')).toBe(2237);
  });

  it('converts Metric entries back to Imperial as whole numbers', () => {
    // 36,287 kg is 79,999.2 lbs: a round trip may be off by one, which settling on the step absorbs.
    expect(toImperial('weight', 36_287, 'Metric')).toBe(79_999);
    expect(toImperial('speed', 105, 'Metric')).toBe(65);
    expect(toImperial('power', 336, 'Metric')).toBe(451);
    expect(toImperial('torque', 2237, 'Metric')).toBe(1650);
  });

  it('leaves Imperial values as they are, rounded to whole numbers', () => {
    expect(fromImperial('weight', 80_000, 'Imperial')).toBe(80_000);
    expect(toImperial('speed', 64.6, 'Imperial')).toBe(65);
  });

  it('formats values with thousands separators and the unit label', () => {
    expect(formatQuantity('weight', 80_000, 'Imperial')).toBe('80,000 lbs');
    expect(formatQuantity('weight', 80_000, 'Metric')).toBe('36,287 kg');
    expect(formatQuantity('torque', 1650, 'Metric')).toBe('2,237 Nm');
  });

  it('always produces whole numbers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUANTITIES),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (q, v) => {
          expect(Number.isInteger(fromImperial(q, v, 'Metric'))).toBe(true);
          expect(Number.isInteger(toImperial(q, v, 'Metric'))).toBe(true);
        },
      ),
    );
  });

  it('round-trips Imperial to Metric and back within 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUANTITIES),
        fc.integer({ min: 0, max: 1_000_000 }),
        (q, v) => {
          const back = toImperial(q, fromImperial(q, v, 'Metric'), 'Metric');
          expect(Math.abs(back - v)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('round-trips Metric to Imperial and back within 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUANTITIES),
        fc.integer({ min: 0, max: 1_000_000 }),
        (q, v) => {
          const back = fromImperial(q, toImperial(q, v, 'Metric'), 'Metric');
          expect(Math.abs(back - v)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('entry in the visitor units', () => {
  it('shows the range in Metric with whole-number bounds and a step of at least 1', () => {
    expect(rangeInUnits('weight', WEIGHT_RANGE, 'Metric')).toEqual({
      min: 14_969,
      max: 113_398,
      step: 454,
    });
    expect(rangeInUnits('speed', SPEED_RANGE, 'Metric')).toEqual({ min: 72, max: 129, step: 2 });
    expect(rangeInUnits('weight', WEIGHT_RANGE, 'Imperial')).toBe(WEIGHT_RANGE);
  });

  it('settles a Metric entry on the Imperial grid', () => {
    expect(normalizeQuantityInput('weight', '36,287', 'Metric', WEIGHT_RANGE)).toBe(80_000);
    expect(normalizeQuantityInput('weight', '', 'Metric', WEIGHT_RANGE)).toBe(33_000);
    expect(normalizeQuantityInput('speed', 500, 'Metric', SPEED_RANGE)).toBe(80);
    expect(normalizeQuantityInput('power', 'x', 'Imperial', HORSEPOWER_RANGE)).toBe(330);
  });

  it('gives back the same Imperial answer after it is shown in Metric and left alone', () => {
    const quantityAndValue = fc.constantFrom<Quantity>(...QUANTITIES).chain((q) => {
      const range = RANGE_OF[q];
      const count = (range.max - range.min) / range.step;
      return fc.tuple(
        fc.constant(q),
        fc
          .integer({ min: 0, max: count })
          .map((n) => roundToStep(range.min + n * range.step, range)),
      );
    });
    fc.assert(
      fc.property(quantityAndValue, ([q, value]) => {
        const shown = fromImperial(q, value, 'Metric');
        expect(normalizeQuantityInput(q, shown, 'Metric', RANGE_OF[q])).toBe(value);
      }),
    );
  });
});
