import fc from 'fast-check';
import {
  ENGINEERING_FIGURES,
  SLOW_CREEPING_MPH,
  REVS_PER_MILE_RANGE,
  WEIGHT_RANGE,
  type AxleRatioRange,
  type EngineeringCheck,
  type EngineeringPoint,
} from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { answersArb, catalogueArb, gearRatiosArb, steppedArb } from '../../test/arbitraries.js';
import { recommend } from '../recommend.js';
import { engineeringCheck, type EngineeringInputs } from './check.js';
import {
  CRUISE_RPM_BAND,
  GOVERNED_RPM,
  IDLE_RPM,
  TOP_GEAR_GRADEABILITY_TARGET,
} from './constants.js';
import { engineRpm, netGradePercent } from './formulas.js';

/**
 * The properties of docs/engineering.md over the whole answer space: every valid answer, any gear
 * ratios the catalogue may hold, any axle range an administrator may enter and every tire from 400
 * to 700 rev/mi.
 */

const revsArb = steppedArb(REVS_PER_MILE_RANGE);

/** An axle range in tenths from 2.0 to 7.0, low never above high (the admin form's rule). */
const axleRangeArb: fc.Arbitrary<AxleRatioRange> = fc
  .tuple(fc.integer({ min: 20, max: 70 }), fc.integer({ min: 20, max: 70 }))
  .map(([a, b]) => ({ low: Math.min(a, b) / 10, high: Math.max(a, b) / 10 }));

const inputsArb: fc.Arbitrary<EngineeringInputs> = fc.record({
  answers: answersArb,
  details: fc.record({ axleRatioRange: axleRangeArb, gearRatios: gearRatiosArb }),
});

function pointsOf(check: EngineeringCheck): readonly EngineeringPoint[] {
  if (check.kind !== 'figures') throw new Error('expected figures');
  return check.points;
}

/** Every verdict agrees with its figure and the check's own band, limits and target. */
function expectVerdictsAgree(check: EngineeringCheck): void {
  if (check.kind !== 'figures') return;
  const { assumptions } = check;
  for (const point of check.points) {
    const { cruiseRpm, maxSpeedRpm, startability, gradeability, speedAtGovernedRpm } = point;
    const inBand =
      cruiseRpm.value >= CRUISE_RPM_BAND.low && cruiseRpm.value <= CRUISE_RPM_BAND.high;
    expect(cruiseRpm.verdict === 'inBand').toBe(inBand);
    expect(maxSpeedRpm.verdict === 'withinGoverned').toBe(maxSpeedRpm.value <= GOVERNED_RPM);
    expect(startability.verdict === 'cannotStart').toBe(startability.value === 0);
    expect(startability.verdict === 'meetsSteepest').toBe(
      startability.value > 0 && startability.value >= assumptions.steepestGrade.percent,
    );
    expect(gradeability.verdict === 'cannotHold').toBe(gradeability.value === 0);
    expect(gradeability.verdict === 'meetsTarget').toBe(
      gradeability.value >= TOP_GEAR_GRADEABILITY_TARGET,
    );
    expect(speedAtGovernedRpm.verdict === 'reachesMaxSpeed').toBe(
      speedAtGovernedRpm.value >= assumptions.maxSpeed,
    );
  }
}

describe('engineering check properties', () => {
  it('engine rpm rises with the axle ratio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 80 }),
        fc.double({ min: 2, max: 7, noNaN: true }),
        fc.double({ min: 2, max: 7, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        revsArb,
        (mph, a, b, gear, revs) => {
          fc.pre(a < b);
          // Two ratios one or two doubles apart (6.999999999999995 and ...996, as CI drew once) can
          // round to the same product, so the rise is strict only beyond rounding.
          const lower = engineRpm(mph, a, gear, revs);
          const higher = engineRpm(mph, b, gear, revs);
          expect(lower).toBeLessThanOrEqual(higher);
          if (b - a > 1e-9) expect(lower).toBeLessThan(higher);
        },
      ),
      { examples: [[45, 6.999999999999995, 6.999999999999996, 0.5, 400]] },
    );
  });

  it('the low, middle and high columns rise in ratio and in rpm, strictly when the range is open', () => {
    fc.assert(
      fc.property(inputsArb, revsArb, (inputs, revs) => {
        const [low, middle, high] = pointsOf(engineeringCheck(inputs, revs));
        if (low === undefined || middle === undefined || high === undefined) throw new Error();
        expect(low.axleRatio).toBeLessThanOrEqual(middle.axleRatio);
        expect(middle.axleRatio).toBeLessThanOrEqual(high.axleRatio);
        const { low: bottom, high: top } = inputs.details.axleRatioRange;
        if (bottom < top) {
          expect(low.cruiseRpm.value).toBeLessThan(middle.cruiseRpm.value);
          expect(middle.cruiseRpm.value).toBeLessThan(high.cruiseRpm.value);
          expect(low.maxSpeedRpm.value).toBeLessThan(high.maxSpeedRpm.value);
        }
      }),
    );
  });

  it('startability falls as the weight rises (strictly while above 0)', () => {
    fc.assert(
      fc.property(
        inputsArb,
        revsArb,
        steppedArb(WEIGHT_RANGE),
        steppedArb(WEIGHT_RANGE),
        (inputs, revs, a, b) => {
          fc.pre(a < b);
          const at = (maxWeight: number) =>
            pointsOf(
              engineeringCheck({ ...inputs, answers: { ...inputs.answers, maxWeight } }, revs),
            );
          const lighter = at(a);
          const heavier = at(b);
          lighter.forEach((point, index) => {
            const heavy = heavier[index]?.startability.value ?? Number.NaN;
            if (point.startability.value > 0) expect(heavy).toBeLessThan(point.startability.value);
            else expect(heavy).toBe(0);
          });
        },
      ),
    );
  });

  it('net grade never rises with weight, for any torque, gear and resistance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2250 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: 2, max: 7, noNaN: true }),
        revsArb,
        fc.integer({ min: 33_000, max: 250_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(1.5, 3, 4),
        (torque, gear, axle, revs, weight, more, resistance) => {
          const before = netGradePercent(torque, gear, axle, revs, weight, resistance);
          const after = netGradePercent(torque, gear, axle, revs, weight + more, resistance);
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
    );
  });

  it('every figure is finite and never negative, and every verdict agrees with its figure', () => {
    fc.assert(
      fc.property(inputsArb, revsArb, (inputs, revs) => {
        const check = engineeringCheck(inputs, revs);
        for (const point of pointsOf(check)) {
          for (const figure of ENGINEERING_FIGURES) {
            expect(Number.isFinite(point[figure].value)).toBe(true);
            expect(point[figure].value).toBeGreaterThanOrEqual(0);
          }
        }
        expectVerdictsAgree(check);
      }),
    );
  });

  it('checks every recommendation: figures exactly when the family has gear ratios', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), revsArb, (answers, catalogue, revs) => {
        const result = recommend(answers, catalogue);
        for (const choice of [result.topChoice, result.runnerUp]) {
          if (choice === null) continue;
          const check = engineeringCheck({ answers, details: choice.details }, revs);
          expect(check.kind).toBe(choice.details.gearRatios === null ? 'noGearRatios' : 'figures');
          if (check.kind === 'figures') {
            expect(check.points.map((point) => point.axleRatio)[0]).toBe(
              choice.details.axleRatioRange.low,
            );
            for (const point of check.points) {
              for (const figure of ENGINEERING_FIGURES) {
                expect(Number.isFinite(point[figure].value)).toBe(true);
                expect(point[figure].value).toBeGreaterThanOrEqual(0);
              }
            }
          }
        }
      }),
    );
  });

  it('5. creep speed: present exactly when Slow creeping is chosen, falling with the axle ratio, idle/governed x top/lowest of the governed speed', () => {
    fc.assert(
      fc.property(inputsArb, revsArb, (inputs, revs) => {
        const check = engineeringCheck(inputs, revs);
        const creeping = inputs.answers.maneuvers?.includes('SlowCreeping') ?? false;
        if (check.kind !== 'figures') return;
        const { lowestGear, topGear } = check.assumptions;
        let previous = Number.POSITIVE_INFINITY;
        for (const point of check.points) {
          const creep = point.creepSpeed;
          expect(creep !== undefined).toBe(creeping);
          if (creep === undefined) continue;
          expect(creep.value).toBeCloseTo(
            point.speedAtGovernedRpm.value * (IDLE_RPM / GOVERNED_RPM) * (topGear / lowestGear),
            6,
          );
          expect(creep.value).toBeLessThanOrEqual(previous);
          previous = creep.value;
          expect(creep.verdict === 'atCreepSpeed').toBe(creep.value <= SLOW_CREEPING_MPH);
        }
      }),
    );
  });
});
