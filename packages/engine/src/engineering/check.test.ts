import { describe, expect, it } from 'vitest';
import type { EngineeringCheck, EngineeringPoint } from '@transmission-spec/domain';
import { engineeringCheck, type EngineeringInputs } from './check.js';

/**
 * Worked examples 2 and 3 of docs/engineering.md through engineeringCheck(): every figure and
 * verdict at the low, middle and high end of the axle range, as worked out by hand there.
 */

function figures(check: EngineeringCheck): readonly EngineeringPoint[] {
  if (check.kind !== 'figures') throw new Error('expected figures');
  return check.points;
}

/** Example 2: a dump truck, 1,850 lb-ft at 120,000 lbs, hilly and steep, paved and off-road. */
const dumpTruck: EngineeringInputs = {
  answers: {
    cruiseSpeed: 55,
    maxSpeed: 65,
    engineTorque: 1850,
    maxWeight: 120_000,
    terrain: ['HillyRolling', 'SteepGrade'],
    roadTypes: ['Paved', 'OffRoad'],
  },
  details: {
    axleRatioRange: { low: 4.1, high: 4.6 },
    gearRatios: { forward: [14.4, 10.2, 7.1, 5.1, 3.7, 2.7, 1.9, 1.4, 1], reverse: [13.1] },
  },
};

/** Example 3: heavy haul, 1,450 lb-ft at 250,000 lbs, frequent mountain passes on gravel. */
const heavyHaul: EngineeringInputs = {
  answers: {
    cruiseSpeed: 50,
    maxSpeed: 60,
    engineTorque: 1450,
    maxWeight: 250_000,
    terrain: ['FrequentMountain'],
    roadTypes: ['MaintainedGravel'],
  },
  details: {
    axleRatioRange: { low: 2.9, high: 3.3 },
    gearRatios: { forward: [14.4, 0.77], reverse: [] },
  },
};

describe('engineeringCheck (worked example 2: dump truck on 11R22.5)', () => {
  const check = engineeringCheck(dumpTruck, 493);

  it('works from the steepest terrain, the hardest road to start and the easiest to cruise', () => {
    expect(check).toMatchObject({
      kind: 'figures',
      assumptions: {
        revsPerMile: 493,
        lowestGear: 14.4,
        topGear: 1,
        gcw: 120_000,
        steepestGrade: { terrain: 'SteepGrade', percent: 20 },
        startRoad: { roadType: 'OffRoad', rollingResistance: 4 },
        cruiseRoad: { roadType: 'Paved', rollingResistance: 1.5 },
        cruiseBand: { low: 1050, high: 1500 },
        governedRpm: 2100,
        gradeabilityTarget: 0.5,
      },
    });
  });

  it('gives the hand-worked figures at 4.1, 4.35 and 4.6', () => {
    const points = figures(check);
    expect(points.map((point) => [point.position, point.axleRatio])).toEqual([
      ['low', 4.1],
      ['middle', 4.35],
      ['high', 4.6],
    ]);
    const values = points.map((point) => [
      point.cruiseRpm.value,
      point.maxSpeedRpm.value,
      point.speedAtGovernedRpm.value,
      point.startability.value,
      point.gradeability.value,
    ]);
    const expected = [
      [1852.8583, 2189.7417, 62.3361, 37.9373, 1.4123],
      [1965.8375, 2323.2625, 58.7536, 40.4944, 1.5899],
      [2078.8167, 2456.7833, 55.5605, 43.0516, 1.7675],
    ];
    values.forEach((row, index) => {
      row.forEach((value, column) => {
        expect(value).toBeCloseTo(expected[index]?.[column] ?? Number.NaN, 3);
      });
    });
  });

  it('says the engine runs above the band and cannot reach 65 mph, but starts on 20 %', () => {
    for (const point of figures(check)) {
      expect(point.cruiseRpm.verdict).toBe('aboveBand');
      expect(point.maxSpeedRpm.verdict).toBe('overGoverned');
      expect(point.speedAtGovernedRpm.verdict).toBe('shortOfMaxSpeed');
      expect(point.startability.verdict).toBe('meetsSteepest');
      expect(point.gradeability.verdict).toBe('meetsTarget');
    }
  });
});

describe('engineeringCheck (worked example 3: heavy haul on 11R24.5)', () => {
  const [low, middle, high] = figures(engineeringCheck(heavyHaul, 470));

  it('lugs below the band at 874.6 rpm and starts on level ground only at 2.9', () => {
    expect(low?.cruiseRpm).toEqual({
      value: expect.closeTo(874.5917, 3) as number,
      verdict: 'belowBand',
    });
    expect(low?.maxSpeedRpm).toEqual({
      value: expect.closeTo(1049.51, 3) as number,
      verdict: 'withinGoverned',
    });
    expect(low?.speedAtGovernedRpm).toEqual({
      value: expect.closeTo(120.056, 3) as number,
      verdict: 'reachesMaxSpeed',
    });
    expect(low?.startability).toEqual({
      value: expect.closeTo(7.639, 3) as number,
      verdict: 'levelOnly',
    });
  });

  it('starts on the 8 % grade from the middle, 3.1, up', () => {
    expect(middle?.axleRatio).toBe(3.1);
    expect(middle?.startability).toEqual({
      value: expect.closeTo(8.3728, 3) as number,
      verdict: 'meetsSteepest',
    });
    expect(high?.startability.verdict).toBe('meetsSteepest');
  });

  it('cannot hold cruise speed in top gear on gravel: 0 %, never negative', () => {
    for (const point of [low, middle, high]) {
      expect(point?.gradeability).toEqual({ value: 0, verdict: 'cannotHold' });
    }
  });
});

describe('engineeringCheck edges', () => {
  it('says so, rather than guess, when the catalogue has no gear ratios for the family', () => {
    const inputs = { ...heavyHaul, details: { ...heavyHaul.details, gearRatios: null } };
    expect(engineeringCheck(inputs)).toEqual({ kind: 'noGearRatios' });
  });

  it('uses 295/75R22.5 (511 rev/mi) when no tire is given', () => {
    expect(engineeringCheck(heavyHaul)).toMatchObject({ assumptions: { revsPerMile: 511 } });
  });

  it('refuses a tire outside 400 to 700 rev/mi, which the domain schema reports to the user', () => {
    for (const revs of [399, 701, Number.NaN]) {
      expect(() => engineeringCheck(heavyHaul, revs)).toThrow(RangeError);
    }
    expect(() => engineeringCheck(heavyHaul, 400)).not.toThrow();
    expect(() => engineeringCheck(heavyHaul, 700)).not.toThrow();
  });

  it('puts the middle ratio to two decimals, as ratios are quoted', () => {
    const inputs = {
      ...heavyHaul,
      details: { ...heavyHaul.details, axleRatioRange: { low: 2.4, high: 2.8 } },
    };
    expect(figures(engineeringCheck(inputs))[1]?.axleRatio).toBe(2.6);
  });

  it('counts the band and the governed rpm as inside, and the steepest grade as met, at the boundary', () => {
    // rpm = mph x 2 x 1.05 x 500 / 60 = 17.5 x mph: 60 mph gives 1,050 rpm and 120 mph 2,100 rpm.
    const inputs: EngineeringInputs = {
      answers: { ...heavyHaul.answers, cruiseSpeed: 60, maxSpeed: 120 },
      details: {
        axleRatioRange: { low: 2, high: 2 },
        gearRatios: { forward: [3, 1.05], reverse: [] },
      },
    };
    const [point] = figures(engineeringCheck(inputs, 500));
    expect(point?.cruiseRpm).toEqual({ value: 1050, verdict: 'inBand' });
    expect(point?.maxSpeedRpm).toEqual({ value: 2100, verdict: 'withinGoverned' });
    expect(point?.speedAtGovernedRpm).toEqual({ value: 120, verdict: 'reachesMaxSpeed' });
  });
});

describe('engineeringCheck (worked example 4: creep speed, issue 25)', () => {
  /** Example 1's truck, lowest gear 14.4 and axle 2.64 on 511 rev/mi, with Slow creeping chosen. */
  const linehaul: EngineeringInputs = {
    answers: {
      cruiseSpeed: 65,
      maxSpeed: 70,
      engineTorque: 1650,
      maxWeight: 80_000,
      terrain: ['Flat', 'HillyRolling'],
      roadTypes: ['Paved'],
      maneuvers: ['SlowCreeping'],
    },
    details: {
      axleRatioRange: { low: 2.64, high: 4.1 },
      gearRatios: { forward: [14.4, 0.77], reverse: [] },
    },
  };

  it('works out the creep speed at 600 rpm idle in the lowest gear: 1.85 mph, above 0.5 mph', () => {
    const check = engineeringCheck(linehaul, 511);
    if (check.kind !== 'figures') throw new Error('expected figures');
    expect(check.assumptions).toMatchObject({ idleRpm: 600, creepSpeed: 0.5 });
    expect(check.points[0]?.creepSpeed?.value).toBeCloseTo(1.8532, 3);
    expect(check.points[0]?.creepSpeed?.verdict).toBe('aboveCreepSpeed');
  });

  it('gives 1.24 mph with a 4.10 axle on 11R22.5 (493 rev/mi)', () => {
    const check = engineeringCheck(linehaul, 493);
    if (check.kind !== 'figures') throw new Error('expected figures');
    expect(check.points[2]?.creepSpeed?.value).toBeCloseTo(1.2368, 3);
  });

  it('leaves creep speed out when Slow creeping is not chosen', () => {
    const check = engineeringCheck(
      { ...linehaul, answers: { ...linehaul.answers, maneuvers: [] } },
      511,
    );
    expect(figures(check).every((point) => point.creepSpeed === undefined)).toBe(true);
  });

  it('creeps on its own with a 36:1 creeper gear and a 4.10 axle (0.48 mph)', () => {
    const check = engineeringCheck(
      {
        ...linehaul,
        details: {
          axleRatioRange: { low: 4.1, high: 4.1 },
          gearRatios: { forward: [36, 0.77], reverse: [] },
        },
      },
      511,
    );
    expect(figures(check)[0]?.creepSpeed?.verdict).toBe('atCreepSpeed');
  });
});
