import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/builders.js';
import {
  FORWARD_GEARS_MAX,
  GEAR_RATIO_MAX,
  GearRatiosSchema,
  lowestGear,
  REVERSE_GEARS_MAX,
  topGear,
} from './gear-ratios.js';
import {
  gearRatioNotNumberMessage,
  gearRatioOrderMessage,
  gearRatioRangeMessage,
  MESSAGES,
  tooManyGearsMessage,
} from '../common/messages.js';
import { TransmissionFamilyInputSchema } from './transmission-family.js';
import { buildFamilyInput } from '../../test/builders.js';

/** Endurant HD's twelve forward gears as the sample catalogue lists them (top gear 0.77). */
const TWELVE_SPEED = [14.4, 11.0, 8.4, 6.4, 4.9, 3.7, 2.8, 2.2, 1.7, 1.3, 1.0, 0.77];

function errorsOf(forward: unknown[], reverse: unknown[] = [12.8]) {
  return fieldErrors(GearRatiosSchema, { forward, reverse });
}

describe('gear ratios', () => {
  it('accept a full 12-speed list and name its lowest and top gears', () => {
    const ratios = GearRatiosSchema.parse({ forward: TWELVE_SPEED, reverse: [12.8, 3.1] });
    expect(ratios.forward).toEqual(TWELVE_SPEED);
    expect(lowestGear(ratios)).toBe(14.4);
    expect(topGear(ratios)).toBe(0.77);
  });

  it('accept only the lowest and top gear, and no reverse ratios', () => {
    expect(errorsOf([14.8, 0.73], [])).toEqual({});
  });

  it('round each ratio to the thousandth before checking it', () => {
    const ratios = GearRatiosSchema.parse({
      forward: [14.80049, 0.7349999, 0.1 + 0.2],
      reverse: [12.9999],
    });
    expect(ratios).toEqual({ forward: [14.8, 0.735, 0.3], reverse: [13] });
    // 0.0004 rounds to 0, which no gear can be.
    expect(errorsOf([14.8, 0.0004])).toEqual({
      forward: gearRatioRangeMessage('forward', 1, GEAR_RATIO_MAX),
    });
  });

  it('refuse a ratio of 0 or less, or above the largest, naming the gear', () => {
    expect(errorsOf([14.8, 0, 0.73])).toEqual({
      forward: gearRatioRangeMessage('forward', 1, GEAR_RATIO_MAX),
    });
    expect(errorsOf([148, 10.95, 0.73])).toEqual({
      forward: gearRatioRangeMessage('forward', 0, GEAR_RATIO_MAX),
    });
    expect(errorsOf([14.8, 0.73], [12.9, -3])).toEqual({
      reverse: gearRatioRangeMessage('reverse', 1, GEAR_RATIO_MAX),
    });
    expect(gearRatioRangeMessage('reverse', 1, 100)).toBe(
      'The ratio of reverse gear 2 must be greater than 0 and at most 100',
    );
  });

  it('name the gear that is not a number, on its place in the list', () => {
    expect(errorsOf([14.8, '10,95x', 0.73])).toEqual({
      'forward.1': gearRatioNotNumberMessage('forward', 1),
    });
    expect(gearRatioNotNumberMessage('forward', 1)).toBe('Enter a number for gear 2');
    expect(errorsOf([14.8, 0.73], [null])).toEqual({
      'reverse.0': gearRatioNotNumberMessage('reverse', 0),
    });
  });

  it('refuse a lowest gear that is not larger than the top gear', () => {
    expect(errorsOf([0.77, 1.0, 14.4])).toEqual({ forward: MESSAGES.gearLowestNotAboveTop });
    expect(errorsOf([1, 1])).toEqual({ forward: MESSAGES.gearLowestNotAboveTop });
  });

  it('refuse a forward gear whose ratio is not below the one before it', () => {
    expect(errorsOf([14.8, 10.95, 10.95, 0.73])).toEqual({ forward: gearRatioOrderMessage(2) });
    expect(errorsOf([14.8, 8.09, 10.95, 0.73])).toEqual({ forward: gearRatioOrderMessage(2) });
    expect(gearRatioOrderMessage(2)).toBe(
      'The ratio of gear 3 must be smaller than that of gear 2. List the forward ratios from the lowest gear to the top gear.',
    );
  });

  it('need at least the lowest and top gear once any ratio is given', () => {
    expect(errorsOf([14.8])).toEqual({ forward: MESSAGES.gearRatiosTooFew });
    expect(errorsOf([], [12.9])).toEqual({ forward: MESSAGES.gearRatiosTooFew });
  });

  it(`allow at most ${FORWARD_GEARS_MAX} forward and ${REVERSE_GEARS_MAX} reverse gears`, () => {
    const descending = (count: number) => Array.from({ length: count }, (_, i) => count - i);
    expect(errorsOf(descending(20), descending(8))).toEqual({});
    expect(errorsOf(descending(21), descending(9))).toEqual({
      forward: tooManyGearsMessage('forward', FORWARD_GEARS_MAX),
      reverse: tooManyGearsMessage('reverse', REVERSE_GEARS_MAX),
    });
    expect(tooManyGearsMessage('forward', 20)).toBe('Cannot have more than 20 forward gears');
  });

  it('report a bad reverse list beside its field while the forward list is bad too', () => {
    expect(errorsOf([0.73, 14.8], ['R'])).toEqual({
      forward: MESSAGES.gearLowestNotAboveTop,
      'reverse.0': gearRatioNotNumberMessage('reverse', 0),
    });
  });
});

describe('a family’s gear ratios', () => {
  it('are null when the family leaves them out (the catalogue has none)', () => {
    const family = buildFamilyInput();
    delete family.gearRatios;
    expect(TransmissionFamilyInputSchema.parse(family).gearRatios).toBeNull();
    expect(
      TransmissionFamilyInputSchema.parse(buildFamilyInput({ gearRatios: null })).gearRatios,
    ).toBeNull();
  });

  it('are reported under gearRatios, where the admin form shows them', () => {
    const family = buildFamilyInput({ gearRatios: { forward: [0.77, 14.4], reverse: [] } });
    expect(fieldErrors(TransmissionFamilyInputSchema, family)).toEqual({
      'gearRatios.forward': MESSAGES.gearLowestNotAboveTop,
    });
    const typed = buildFamilyInput({
      gearRatios: { forward: [14.4, 'eleven' as unknown as number, 0.77], reverse: [] },
    });
    expect(fieldErrors(TransmissionFamilyInputSchema, typed)).toEqual({
      'gearRatios.forward.1': gearRatioNotNumberMessage('forward', 1),
    });
  });
});

/** Ratios on the stored grid of thousandths, from 0.001 to the largest allowed. */
const ratioArb = fc.integer({ min: 1, max: GEAR_RATIO_MAX * 1000 }).map((n) => n / 1000);

describe('gear ratio properties', () => {
  it('any strictly descending list of 2 to 20 positive ratios parses unchanged', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(ratioArb, { minLength: 2, maxLength: FORWARD_GEARS_MAX }),
        fc.array(ratioArb, { maxLength: REVERSE_GEARS_MAX }),
        (ratios, reverse) => {
          const forward = [...ratios].sort((a, b) => b - a);
          expect(GearRatiosSchema.parse({ forward, reverse })).toEqual({ forward, reverse });
        },
      ),
    );
  });

  it('any list whose lowest gear is not above its top gear is refused on the forward list', () => {
    fc.assert(
      fc.property(fc.array(ratioArb, { minLength: 2, maxLength: FORWARD_GEARS_MAX }), (ratios) => {
        const first = ratios[0] ?? 1;
        const last = ratios.at(-1) ?? 1;
        // Whatever lies between, the lowest gear is made no larger than the top gear.
        const forward = [Math.min(first, last), ...ratios.slice(1, -1), Math.max(first, last)];
        expect(errorsOf(forward)).toEqual({ forward: MESSAGES.gearLowestNotAboveTop });
      }),
    );
  });

  it('whatever numbers are sent, what parses runs strictly down, within range, in thousandths', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            { arbitrary: fc.double({ min: 0.0001, max: GEAR_RATIO_MAX, noNaN: true }), weight: 9 },
            { arbitrary: fc.double({ min: -10, max: 200, noNaN: true }), weight: 1 },
          ),
          { maxLength: 25 },
        ),
        fc.boolean(),
        (numbers, sorted) => {
          // Sorted half the time, so lists that pass are common and lists that fail are too.
          const forward = sorted ? [...numbers].sort((a, b) => b - a) : numbers;
          const result = GearRatiosSchema.safeParse({ forward, reverse: [] });
          if (!result.success) return;
          const parsed = result.data.forward;
          expect(parsed.length).toBeGreaterThanOrEqual(2);
          expect(parsed.length).toBeLessThanOrEqual(FORWARD_GEARS_MAX);
          parsed.forEach((ratio, index) => {
            expect(ratio).toBeGreaterThan(0);
            expect(ratio).toBeLessThanOrEqual(GEAR_RATIO_MAX);
            expect(Math.round(ratio * 1000) / 1000).toBe(ratio);
            if (index > 0) expect(ratio).toBeLessThan(parsed[index - 1] ?? 0);
          });
        },
      ),
    );
  });
});
