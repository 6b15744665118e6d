import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_SYSTEMS } from '../common/enums.js';
import { HORSEPOWER_RANGE, SPEED_RANGE, TORQUE_RANGE, WEIGHT_RANGE } from '../common/limits.js';
import { clampedBoundOf, clampNotice, normalizeQuantityInput } from './quantity-input.js';
import { formatQuantity, toImperial, type Quantity } from '../common/units.js';

const SURVEY_FIELDS = [
  { quantity: 'weight', range: WEIGHT_RANGE },
  { quantity: 'speed', range: SPEED_RANGE },
  { quantity: 'power', range: HORSEPOWER_RANGE },
  { quantity: 'torque', range: TORQUE_RANGE },
] as const satisfies readonly { quantity: Quantity; range: unknown }[];

describe('clamp notice (issue 25)', () => {
  it('names the bound in the visitor units', () => {
    expect(clampedBoundOf('weight', '300,000', 'Imperial', WEIGHT_RANGE)).toBe('max');
    expect(clampNotice('weight', 'max', 'Imperial', WEIGHT_RANGE)).toBe(
      'Set to 250,000 lbs, the most this tool covers',
    );
    expect(clampedBoundOf('speed', '95', 'Imperial', SPEED_RANGE)).toBe('max');
    expect(clampNotice('speed', 'max', 'Imperial', SPEED_RANGE)).toBe(
      'Set to 80 mph, the most this tool covers',
    );
    expect(clampedBoundOf('speed', '30', 'Metric', SPEED_RANGE)).toBe('min');
    expect(clampNotice('speed', 'min', 'Metric', SPEED_RANGE)).toBe(
      'Set to 72 kph, the least this tool covers',
    );
  });

  it('says nothing for an entry inside the range, an empty entry or text', () => {
    expect(clampedBoundOf('weight', '250000', 'Imperial', WEIGHT_RANGE)).toBeNull();
    // 129 kph is 80.1 mph, which the whole-number conversion reads as 80 mph: inside.
    expect(clampedBoundOf('speed', '129', 'Metric', SPEED_RANGE)).toBeNull();
    expect(clampedBoundOf('weight', '', 'Imperial', WEIGHT_RANGE)).toBeNull();
    expect(clampedBoundOf('weight', 'abc', 'Imperial', WEIGHT_RANGE)).toBeNull();
  });

  it('speaks exactly when the clamp changed the entry, and names the value settled on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SURVEY_FIELDS),
        fc.constantFrom(...UNIT_SYSTEMS),
        fc.oneof(fc.double({ noNaN: true }), fc.integer({ min: -1_000_000, max: 1_000_000 })),
        ({ quantity, range }, units, entry) => {
          const bound = clampedBoundOf(quantity, String(entry), units, range);
          const settled = normalizeQuantityInput(quantity, String(entry), units, range);
          if (bound === null) {
            const imperial = Number.isFinite(entry) ? toImperial(quantity, entry, units) : entry;
            expect(imperial).toBeGreaterThanOrEqual(range.min);
            expect(imperial).toBeLessThanOrEqual(range.max);
          } else {
            expect(settled).toBe(range[bound]);
            expect(clampNotice(quantity, bound, units, range)).toContain(
              formatQuantity(quantity, settled, units),
            );
          }
        },
      ),
    );
  });
});
