import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateDutyCycle } from '../index.js';
import { UPSHIFT_RPM } from './constants.js';
import type {
  DutyCycleInput,
  DutyCycleResult,
  DutyCycleSegment,
  DutyCycleVehicle,
} from './types.js';

/**
 * The simulator's properties (issue 26, docs/engineering.md): short routes and modest run counts,
 * so the engine project stays fast. Gear sets are the sample catalogue's; axle ratios the common
 * ones axle makers list.
 */

const GEAR_SETS = [
  [14.4, 11.03, 8.45, 6.47, 4.96, 3.8, 2.91, 2.23, 1.71, 1.31, 1.0, 0.77],
  [
    14.4, 12.29, 8.56, 7.3, 6.05, 5.16, 4.38, 3.74, 3.2, 2.73, 2.29, 1.95, 1.62, 1.38, 1.17, 1.0,
    0.86, 0.73,
  ],
  [14.8, 10.57, 7.54, 5.38, 3.85, 2.74, 1.96, 1.4, 1.0, 0.8],
  [14.12, 10.15, 7.36, 5.34, 3.86, 2.79, 2.03, 1.47, 1.0, 0.73],
  [36.0, 14.8, 10.57, 7.54, 5.38, 3.85, 2.74, 1.96, 1.4, 1.0, 0.74],
] as const;
const AXLES = [2.47, 2.64, 2.79, 3.08, 3.36, 3.55, 3.73, 4.1, 4.33, 4.56, 4.88, 5.29] as const;

const vehicleArb: fc.Arbitrary<DutyCycleVehicle> = fc.record({
  gcwLbs: fc.integer({ min: 30, max: 120 }).map((thousands) => thousands * 1000),
  engineHp: fc.integer({ min: 30, max: 60 }).map((tens) => tens * 10),
  engineTorqueLbFt: fc.integer({ min: 100, max: 205 }).map((tens) => tens * 10),
  forwardGears: fc.constantFrom(...GEAR_SETS).map((gears) => [...gears]),
  axleRatio: fc.constantFrom(...AXLES),
  revsPerMile: fc.integer({ min: 470, max: 520 }),
  application: fc.constantFrom('Linehaul', 'Refuse', 'PickUpAndDelivery', 'Mixer', undefined),
});

const segmentArb: fc.Arbitrary<DutyCycleSegment> = fc.record({
  lengthMiles: fc.integer({ min: 1, max: 30 }).map((tenths) => tenths / 10),
  gradePercent: fc.integer({ min: -16, max: 16 }).map((halves) => halves / 2),
  speedLimitMph: fc.integer({ min: 5, max: 14 }).map((fives) => fives * 5),
  roadType: fc.constantFrom('Paved', 'MaintainedGravel', 'OffRoad', undefined),
  stopAtEnd: fc.boolean(),
  dwellS: fc.constantFrom(0, 0, 30, 300),
});

const routeArb = fc.array(segmentArb, { minLength: 1, maxLength: 5 });

const inputArb: fc.Arbitrary<DutyCycleInput> = fc
  .tuple(vehicleArb, routeArb)
  .map(([vehicle, segments]) => ({ vehicle, route: { segments } }));

const RUNS = { numRuns: Number(process.env.DUTY_CYCLE_RUNS ?? 40) };

/**
 * "Never costs less" holds to 1 %: the AMT's choices are discrete, and a gear taken a second
 * earlier or later on a short route, or a gear held at part load by the 5 % reserve, moves the
 * fuel by up to about 1 % either way.
 */
const MONOTONE_TOLERANCE = 0.01;
/**
 * Faster, 2 %: where the slower set speed keeps the AMT at part load in a gear at high rpm (the
 * next gear up lacks the 5 % reserve), a higher set speed takes the truck to full load, an
 * upshift at rated speed, and a lower rpm in the higher gear; the rpm penalty saved can then
 * outweigh the air drag added over a mile or two. Seen on gravel and 1-2 % grades at 40-45 mph.
 */
const FASTER_TOLERANCE = 0.02;

/**
 * Heavier and steeper cost more fuel where the engine lifts and rolls the weight: on flat roads and
 * climbs. On a descent the grade pulls every pound alike while air drag holds back a heavy truck
 * less, so a heavier truck may need a little less pull there (as a real one does), and on a steep
 * descent the brakes take the difference while the engine's no-load fuel follows the gear and
 * speed profile.
 */
const climbingInputArb: fc.Arbitrary<DutyCycleInput> = inputArb.map((input) => ({
  ...input,
  route: {
    segments: input.route.segments.map((segment) => ({
      ...segment,
      gradePercent: Math.abs(segment.gradePercent),
    })),
  },
}));

/**
 * Faster costs more fuel where air drag matters, at 40 mph and above on grades within 2 % and
 * segments of a mile or more. At town speeds, or on a steep climb where the grade takes nearly all
 * the power, the Willans line's idle fuel over the time saved can outweigh the air drag added (a
 * real engine's friction behaves the same way), so "faster" is held where the issue means it.
 */
const highwayInputArb: fc.Arbitrary<DutyCycleInput> = fc
  .tuple(
    vehicleArb,
    fc.array(
      segmentArb.map((segment) => ({
        ...segment,
        lengthMiles: segment.lengthMiles + 1,
        gradePercent: Math.max(-2, Math.min(2, segment.gradePercent)),
        speedLimitMph: Math.max(40, segment.speedLimitMph),
      })),
      { minLength: 1, maxLength: 4 },
    ),
  )
  .map(([vehicle, segments]) => ({ vehicle, route: { segments } }));

/**
 * Share of the cruise band's power, at the wheels, that road load may take at the faster set speed for the
 * property to hold. The AMT holds a gear whose rpm sits in the 1,050-1,500 rpm band only with 5 %
 * power to spare there, where the torque plateau gives some 60-75 % of rated power; near that, the
 * slower set speed can keep a lower gear at 1,800 rpm while the faster one, at full load, takes the
 * higher gear at 1,300 rpm, and the rpm penalty saved outweighs the air drag added (seen: 46,000
 * lbs, 320 HP, 2 % gravel climb, 40 mph in 9th at 1,799 rpm burnt 5 % more than 45 mph in 10th at
 * 1,340; and 85,000 lbs with 300 HP on a 2 % grade, where the truck climbs at full power at either
 * set speed). A real AMT's reserve rule does the same, so the property is held where air drag,
 * not the gear choice, decides: at half the cruise band's power or less.
 */
const POWER_TO_SPARE_SHARE = 0.5;

/**
 * Whether road load (m g (crr + grade) + air drag, on the simulator's own assumptions) at every
 * segment's speed limit takes at most POWER_TO_SPARE_SHARE of what the engine gives at the top of
 * its cruise band (peak torque at 1,500 rpm, or the rating if lower), at the wheels.
 */
function hasPowerToSpare(input: DutyCycleInput): boolean {
  const { assumptions } = simulateDutyCycle(input);
  const g = 9.80665;
  // The most the engine gives in the cruise band: its peak torque at the band's top, or its rating.
  const plateauW = input.vehicle.engineTorqueLbFt * 1.35582 * UPSHIFT_RPM * ((2 * Math.PI) / 60);
  const bandW = Math.min(input.vehicle.engineHp * 745.7, plateauW);
  const wheelW = bandW * assumptions.drivelineEfficiency * POWER_TO_SPARE_SHARE;
  return input.route.segments.every((segment) => {
    const v = segment.speedLimitMph * 0.44704;
    const crr = assumptions.crrByRoadType[segment.roadType ?? 'Paved'];
    const grade = Math.max(0, segment.gradePercent) / 100;
    const force =
      assumptions.massKg * g * (crr + grade) +
      0.5 * assumptions.airDensityKgM3 * assumptions.cdAM2 * v * v;
    return force * v <= wheelW;
  });
}

function fuelJoules(result: DutyCycleResult): number {
  return result.fuelLitres * result.assumptions.fuelEnergyMJPerLitre * 1e6;
}

// Generous timeouts: CI's two loaded cores run these several times slower than a quiet machine.
describe('duty-cycle simulator properties', { timeout: 30_000 }, () => {
  it('closes the energy split within 0.5 % of the tractive energy on every route', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { energyKWh: e } = simulateDutyCycle(input);
        const sum = e.rolling + e.aero + e.braking + e.potential + e.kinetic;
        expect(Math.abs(e.tractive - sum)).toBeLessThanOrEqual(0.005 * e.tractive + 1e-9);
      }),
      RUNS,
    );
  });

  it('gives every figure finite and not negative (potential energy is signed: m g x net rise)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDutyCycle(input);
        const { energyKWh, assumptions, trace, stalledAtMiles, ...figures } = result;
        const { potential, ...unsigned } = energyKWh;
        expect(Number.isFinite(potential)).toBe(true);
        for (const value of [...Object.values(figures), ...Object.values(unsigned)]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(trace.length).toBeLessThanOrEqual(300);
        const badPoint = trace.find(
          (point) =>
            !Object.values(point).every((value) => Number.isFinite(value)) || point.speedMph < 0,
        );
        expect(badPoint).toBeUndefined();
        expect(stalledAtMiles === null || stalledAtMiles >= 0).toBe(true);
        expect(Object.values(assumptions).length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('never burns less fuel than the tractive energy at 50 % engine efficiency', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDutyCycle(input);
        expect(fuelJoules(result)).toBeGreaterThanOrEqual(
          (result.energyKWh.tractive * 3.6e6) / 0.5,
        );
      }),
      RUNS,
    );
  });

  describe('heavier, steeper, faster or draggier never costs less fuel', () => {
    const more = (
      base: DutyCycleInput,
      changed: DutyCycleInput,
      tolerance = MONOTONE_TOLERANCE,
    ) => {
      const before = simulateDutyCycle(base);
      const after = simulateDutyCycle(changed);
      // Both must finish the route, or the fuel covers different distances.
      fc.pre(before.stalledAtMiles === null && after.stalledAtMiles === null);
      expect(after.fuelLitres).toBeGreaterThanOrEqual(before.fuelLitres * (1 - tolerance));
    };

    it('heavier, on routes that climb or run flat', () => {
      fc.assert(
        fc.property(climbingInputArb, fc.integer({ min: 1, max: 40 }), (input, extra) => {
          more(input, {
            ...input,
            vehicle: { ...input.vehicle, gcwLbs: input.vehicle.gcwLbs + extra * 1000 },
          });
        }),
        RUNS,
      );
    });

    it('steeper, on routes that climb or run flat', () => {
      fc.assert(
        fc.property(climbingInputArb, fc.integer({ min: 1, max: 6 }), (input, extra) => {
          const segments = input.route.segments.map((segment) => ({
            ...segment,
            gradePercent: Math.min(30, segment.gradePercent + extra / 2),
          }));
          more(input, { ...input, route: { segments } });
        }),
        RUNS,
      );
    });

    it('faster, where the engine has power to spare at the higher speed', () => {
      fc.assert(
        fc.property(highwayInputArb, fc.integer({ min: 1, max: 3 }), (input, extra) => {
          const segments = input.route.segments.map((segment) => ({
            ...segment,
            speedLimitMph: segment.speedLimitMph + extra * 5,
          }));
          const faster = { ...input, route: { segments } };
          fc.pre(hasPowerToSpare(faster));
          more(input, faster, FASTER_TOLERANCE);
        }),
        RUNS,
      );
    });

    it('draggier', () => {
      fc.assert(
        fc.property(inputArb, fc.integer({ min: 1, max: 30 }), (input, extra) => {
          const cdAM2 = input.vehicle.cdAM2 ?? 6;
          more(
            { ...input, vehicle: { ...input.vehicle, cdAM2 } },
            { ...input, vehicle: { ...input.vehicle, cdAM2: cdAM2 + extra / 10 } },
          );
        }),
        RUNS,
      );
    });
  });

  it('a longer route with the same profile scales time and fuel linearly (within 0.5 %)', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 2, max: 4 }), (input, times) => {
        // The profile ends at rest, so every repetition starts and ends the same way.
        const profile = input.route.segments.map((segment, index, all) =>
          index === all.length - 1 ? { ...segment, stopAtEnd: true } : segment,
        );
        const once = simulateDutyCycle({ ...input, route: { segments: profile } });
        const repeated = simulateDutyCycle({
          ...input,
          route: { segments: Array.from({ length: times }, () => profile).flat() },
        });
        fc.pre(once.stalledAtMiles === null);
        expect(Math.abs(repeated.timeS / (once.timeS * times) - 1)).toBeLessThan(0.005);
        expect(Math.abs(repeated.fuelLitres / (once.fuelLitres * times) - 1)).toBeLessThan(0.005);
      }),
      RUNS,
    );
  });

  it('a deeper (numerically higher) axle raises the cruise rpm', () => {
    // Both axles cruise in top gear between 1,100 and 1,500 rpm, so the AMT keeps the top gear;
    // below 1,050 rpm it would downshift, and a too-fast axle then turns the engine faster in a
    // lower gear (what the engineering check calls lugging); near the governor the truck no longer
    // reaches its set speed at all.
    const TOP = 0.77;
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 70 }),
        fc.integer({ min: 11, max: 13 }),
        fc.constantFrom(...AXLES),
        fc.constantFrom(...AXLES),
        (thousands, fives, first, second) => {
          const [low, high] = first < second ? [first, second] : [second, first];
          const mph = fives * 5;
          fc.pre(
            low < high &&
              (mph * low * TOP * 511) / 60 >= 1100 &&
              (mph * high * TOP * 511) / 60 <= 1500,
          );
          const run = (axleRatio: number) =>
            simulateDutyCycle({
              vehicle: {
                gcwLbs: thousands * 1000,
                engineHp: 500,
                engineTorqueLbFt: 1850,
                forwardGears: [...(GEAR_SETS[0] as readonly number[])],
                axleRatio,
                revsPerMile: 511,
                application: 'Linehaul',
              },
              route: { segments: [{ lengthMiles: 10, gradePercent: 0, speedLimitMph: mph }] },
            });
          const slow = run(low);
          const deep = run(high);
          expect(deep.averageCruiseRpm).toBeGreaterThan(slow.averageCruiseRpm);
        },
      ),
      RUNS,
    );
  });
});
