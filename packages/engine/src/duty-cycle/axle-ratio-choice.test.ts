import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankingArb } from '../../test/arbitraries.js';
import {
  axleRatiosToSimulate,
  chooseAxleRatio,
  COMMON_AXLE_RATIOS,
  MAX_SIMULATED_RATIOS,
  type AxleRatioCandidate,
} from './axle-ratio-choice.js';
import { simulateDutyCycle } from './simulate.js';
import type { DutyCycleResult } from './types.js';

/** Which axle ratios are simulated, and which one to order (issue 26), on results with figures set by hand. */

/**
 * A simulator result whose figures the test sets: the base is a real run of a short flat trip, so
 * every field the contract grows is filled; only the figures the choice reads are then overridden.
 */
const BASE_RESULT = simulateDutyCycle({
  vehicle: {
    gcwLbs: 80_000,
    engineHp: 450,
    engineTorqueLbFt: 1650,
    forwardGears: [14.4, 10.6, 7.8, 5.9, 4.5, 3.3, 2.5, 1.9, 1.4, 1.0, 0.73],
    axleRatio: 3.08,
    revsPerMile: 512,
  },
  route: { segments: [{ lengthMiles: 5, gradePercent: 0, speedLimitMph: 60 }] },
});

function result(figures: Partial<DutyCycleResult>): DutyCycleResult {
  return { ...BASE_RESULT, ...figures };
}

function candidate(
  axleRatio: number,
  figures: Partial<DutyCycleResult>,
  passesGearingTier = true,
): AxleRatioCandidate {
  return { axleRatio, result: result(figures), passesGearingTier };
}

/** Deeper ratios: less fuel economy, shorter trips, faster climbs, as a real sweep reads. */
const sweep = [
  candidate(2.64, { mpg: 7.4, timeS: 6100, slowestClimbSpeedMph: 38 }),
  candidate(3.08, { mpg: 7.2, timeS: 6000, slowestClimbSpeedMph: 42 }),
  candidate(3.55, { mpg: 6.9, timeS: 5950, slowestClimbSpeedMph: 47 }),
];

/** The golden linehaul's ranking: fuel economy 1st, acceleration 3rd, trip time 4th. */
const FUEL_FIRST = { fuelEconomy: 1, tripTime: 4, acceleration: 3, price: 2, lowSpeedManeuvers: 5 };
/** Acceleration 1st, fuel economy 4th, trip time 5th. */
const ACCELERATION_THEN_FUEL = {
  acceleration: 1,
  fuelEconomy: 4,
  tripTime: 5,
  price: 2,
  lowSpeedManeuvers: 3,
};
/** Fuel economy 1st, trip time 4th, acceleration 5th. */
const FUEL_ONLY = { fuelEconomy: 1, tripTime: 4, acceleration: 5, price: 2, lowSpeedManeuvers: 3 };
const TIME_FIRST = { tripTime: 1, fuelEconomy: 5, acceleration: 4, price: 2, lowSpeedManeuvers: 3 };
const ACCELERATION_FIRST = {
  acceleration: 1,
  fuelEconomy: 5,
  tripTime: 4,
  price: 2,
  lowSpeedManeuvers: 3,
};

describe('COMMON_AXLE_RATIOS', () => {
  it('rises and lies within the catalogue ratios an admin may enter', () => {
    expect([...COMMON_AXLE_RATIOS].sort((a, b) => a - b)).toEqual([...COMMON_AXLE_RATIOS]);
    expect(COMMON_AXLE_RATIOS[0]).toBe(2.47);
    expect(COMMON_AXLE_RATIOS).toContain(4.1);
    expect(COMMON_AXLE_RATIOS.at(-1)).toBeLessThanOrEqual(7.2);
  });
});

describe('axleRatiosToSimulate', () => {
  it("adds the common ratios inside the range to the check's low, middle and high", () => {
    expect(axleRatiosToSimulate({ low: 3.4, high: 3.9 }, [3.4, 3.65, 3.9])).toEqual([
      3.4, 3.55, 3.65, 3.73, 3.9,
    ]);
  });

  it('drops a common ratio the check already has, and thins a wide range evenly to 8', () => {
    const ratios = axleRatiosToSimulate({ low: 2.4, high: 7.2 }, [2.4, 4.8, 7.2]);
    expect(ratios).toHaveLength(MAX_SIMULATED_RATIOS);
    // 22 common ratios inside; 5 places: indices 0, 5.25, 10.5, 15.75, 21, rounded: 0, 5, 11, 16, 21.
    expect(ratios).toEqual([2.4, 2.47, 3.08, 4.1, 4.8, 5.57, 7.17, 7.2]);
    expect(axleRatiosToSimulate({ low: 3.1, high: 4.1 }, [3.1, 3.6, 4.1])).toEqual([
      3.1, 3.25, 3.36, 3.55, 3.6, 3.73, 3.91, 4.1,
    ]);
  });

  it('stays inside the range, keeps the check ratios, at most 8, sorted and distinct', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 70 }), fc.integer({ min: 20, max: 70 }), (a, b) => {
        const low = Math.min(a, b) / 10;
        const high = Math.max(a, b) / 10;
        const middle = Math.round(((low + high) / 2) * 100) / 100;
        const check = [low, middle, high];
        const ratios = axleRatiosToSimulate({ low, high }, check);
        expect(ratios.length).toBeLessThanOrEqual(MAX_SIMULATED_RATIOS);
        for (const ratio of check) expect(ratios).toContain(ratio);
        for (const ratio of ratios) {
          expect(ratio).toBeGreaterThanOrEqual(low);
          expect(ratio).toBeLessThanOrEqual(high);
        }
        expect([...ratios].sort((x, y) => x - y)).toEqual(ratios);
        expect(new Set(ratios).size).toBe(ratios.length);
      }),
    );
  });

  it('refuses a range that is no range', () => {
    expect(() => axleRatiosToSimulate({ low: 4, high: 3 }, [])).toThrow(RangeError);
    expect(() => axleRatiosToSimulate({ low: Number.NaN, high: 3 }, [])).toThrow(/low/);
  });
});

describe('chooseAxleRatio', () => {
  it("follows the visitor's ranking of fuel economy, trip time and acceleration", () => {
    expect(chooseAxleRatio(sweep, FUEL_ONLY).axleRatio).toBe(2.64);
    expect(chooseAxleRatio(sweep, TIME_FIRST).axleRatio).toBe(3.55);
    expect(chooseAxleRatio(sweep, ACCELERATION_FIRST).axleRatio).toBe(3.55);
  });

  it('weighs the goals 5 to 1 by rank, each scored from the worst ratio (0) to the best (1)', () => {
    // Fuel 1st (weight 5), acceleration 3rd (3), trip time 4th (2). Fuel: 7.4, 7.2, 6.9 mpg score
    // 1, 0.6, 0; time: 6100, 6000, 5950 s score 0, 2/3, 1; slowest climb 38, 42, 47 mph 0, 4/9, 1.
    // 2.64: 5; 3.08: 3 + 4/3 + 4/3 = 5.67; 3.55: 0 + 2 + 3 = 5. The middle ratio wins: the 2nd and
    // 3rd goals together outweigh the 1st when the fuel lost is small.
    const choice = chooseAxleRatio(sweep, FUEL_FIRST);
    expect(choice.scores.map((score) => score.score)).toEqual([
      expect.closeTo(5, 9),
      expect.closeTo(3 + 4 / 3 + 4 / 3, 9),
      expect.closeTo(5, 9),
    ]);
    expect(choice.axleRatio).toBe(3.08);
  });

  it('lets a gap no one would notice count only in part, so it cannot outweigh a higher rank', () => {
    // The golden linehaul's top choice as the simulator returned it: every ratio takes the same
    // 1 h 40 min to a few seconds, and climbs within half a mile per hour, while fuel economy, ranked
    // 1st, is best at 2.50. Scored from worst to best in full, those seconds and tenths gave 2.79.
    const nearlyAlike = [
      candidate(2.5, { mpg: 6.03, timeS: 6012, slowestClimbSpeedMph: 39.6 }),
      candidate(2.79, { mpg: 5.99, timeS: 6000, slowestClimbSpeedMph: 40 }),
      candidate(2.9, { mpg: 5.96, timeS: 5998, slowestClimbSpeedMph: 39.9 }),
    ];
    // Fuel: gaps of 0.07 and 0.03 mpg against a noticeable 2 % of 6.03 (0.1206) score 0.58 and
    // 0.25 (x 5); time: 12 and 14 s against 2 % of 5998 s (120 s) score 0 to 0.12 (x 2); climb:
    // 0.4 and 0.3 mph against 2 mph score 0 to 0.2 (x 3). 2.50: 2.90; 2.79: 1.85; 2.90: 0.68.
    const choice = chooseAxleRatio(nearlyAlike, FUEL_FIRST);
    expect(choice.axleRatio).toBe(2.5);
    expect(choice.scores.map((score) => score.score)).toEqual([
      expect.closeTo((5 * 0.07) / 0.1206, 6),
      expect.closeTo((5 * 0.03) / 0.1206 + (2 * 12) / (0.02 * 5998) + (3 * 0.4) / 2, 6),
      expect.closeTo((2 * 14) / (0.02 * 5998) + (3 * 0.3) / 2, 6),
    ]);
  });

  it('breaks a tie by fuel economy, then by the lower ratio', () => {
    const tie = [
      candidate(3.55, { mpg: 6.9, timeS: 5950, slowestClimbSpeedMph: 47 }),
      candidate(2.64, { mpg: 7.4, timeS: 6100, slowestClimbSpeedMph: 38 }),
    ];
    // Fuel (5) against acceleration (3) + trip time (2): 5 each.
    expect(chooseAxleRatio(tie, FUEL_FIRST).axleRatio).toBe(2.64);
  });

  it('reads acceleration from the ratio itself where every ratio climbs alike', () => {
    const flat = sweep.map((item) => ({
      ...item,
      result: { ...item.result, slowestClimbSpeedMph: 65 },
    }));
    const choice = chooseAxleRatio(flat, ACCELERATION_THEN_FUEL);
    expect(choice.axleRatio).toBe(3.55);
  });

  it('orders a ratio at which the family passes the gearing tier whenever there is one', () => {
    const failingBest = [
      candidate(2.64, { mpg: 7.4, timeS: 6100, slowestClimbSpeedMph: 38 }, false),
      ...sweep.slice(1),
    ];
    const choice = chooseAxleRatio(failingBest, FUEL_ONLY);
    expect(choice.axleRatio).toBe(3.08);
    expect(choice.passingOnly).toBe(true);
    expect(choice.rule).toContain('passes the gearing check');
  });

  it('weighs every ratio, and says so, when none passes', () => {
    const none = sweep.map((item) => ({ ...item, passesGearingTier: false }));
    const choice = chooseAxleRatio(none, FUEL_ONLY);
    expect(choice.axleRatio).toBe(2.64);
    expect(choice.passingOnly).toBe(false);
    expect(choice.rule).toContain('no ratio');
  });

  it('refuses an empty list', () => {
    expect(() => chooseAxleRatio([], FUEL_FIRST)).toThrow(RangeError);
  });

  const candidatesArb = fc
    .uniqueArray(fc.integer({ min: 200, max: 720 }), { minLength: 1, maxLength: 8 })
    .chain((hundredths) =>
      fc.tuple(
        ...hundredths.map((ratio) =>
          fc
            .record({
              mpg: fc.double({ min: 1, max: 12, noNaN: true }),
              timeS: fc.double({ min: 600, max: 20_000, noNaN: true }),
              slowestClimbSpeedMph: fc.double({ min: 0, max: 80, noNaN: true }),
              passes: fc.boolean(),
            })
            .map(({ passes, ...figures }) => candidate(ratio / 100, figures, passes)),
        ),
      ),
    );

  it('always returns one of the candidates, a passing one whenever one exists, whatever their order', () => {
    fc.assert(
      fc.property(candidatesArb, rankingArb, fc.boolean(), (candidates, ranking, reverse) => {
        const choice = chooseAxleRatio(candidates, ranking);
        expect(candidates).toContain(choice.candidate);
        expect(choice.candidate.axleRatio).toBe(choice.axleRatio);
        if (candidates.some((item) => item.passesGearingTier)) {
          expect(choice.candidate.passesGearingTier).toBe(true);
        }
        const reordered = reverse
          ? [...candidates].reverse()
          : [...candidates].slice(1).concat(candidates.slice(0, 1));
        expect(chooseAxleRatio(reordered, ranking).axleRatio).toBe(choice.axleRatio);
      }),
    );
  });
});
