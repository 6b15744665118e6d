import { DEFAULT_TIRE_SIZE, type UnitSystem } from '@transmission-spec/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buildDetails,
  buildSurveyAnswers,
  buildTransmission,
} from '../../../testing/survey-builders';
import {
  NEAR_LIMIT_SHARE,
  compareGroups,
  figuresAlike,
  limitNearness,
  splitCompareRows,
  type DetailedResult,
} from './compare-rows';

/** An Endurant-like top choice (2.50-2.90, 0.77 top gear). */
const top = buildTransmission({
  axleRatio: '2.5 - 2.9',
  details: buildDetails(),
}) as DetailedResult;

/** A Fuller-like runner-up: a lower axle range (2.40-2.80) with a taller 0.80 top gear. */
const runnerUp = buildTransmission({
  name: 'Fuller Advantage',
  modelName: 'FAO-16810C-EC3',
  axleRatio: '2.4 - 2.8',
  details: buildDetails({
    modelMaxTorque: 1650,
    axleRatioRange: { low: 2.4, high: 2.8 },
    gearRatios: {
      forward: [14.8, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.0, 0.8],
      reverse: [13.86, 3.06],
    },
    limits: {
      maxSupportedGcw: 80_000,
      maxSupportedEngineHp: 500,
      maxSupportedCruiseSpeed: 68,
      maxSupportedMaxSpeed: 80,
    },
  }),
}) as DetailedResult;

function rows(units: UnitSystem = 'Imperial', answers = buildSurveyAnswers()) {
  return compareGroups(top, runnerUp, answers, DEFAULT_TIRE_SIZE, units).flatMap(
    (group) => group.rows,
  );
}

function findRow(label: string, units: UnitSystem = 'Imperial', answers = buildSurveyAnswers()) {
  const row = rows(units, answers).find((r) => r.label === label);
  if (row === undefined) throw new Error(`no row ${label}`);
  return row;
}

describe('the compare rows of the engineering check', () => {
  it('mark a figure the two families reach alike as the same, whatever their axle ratios', () => {
    // 2,100 x 60 / (2.50 x 0.77 x 511) = 128.1 mph and 2,100 x 60 / (2.40 x 0.80 x 511) = 128.4
    // mph: both 128 mph, both reach the 70 mph max road speed. The axle ratios differ, and have
    // their own row.
    const row = findRow('Road speed at governed rpm, top gear, low end of the axle range');
    expect(row.top).toBe('128 mph at 2.50: Reaches your 70 mph max road speed');
    expect(row.runnerUp).toBe('128 mph at 2.40: Reaches your 70 mph max road speed');
    expect(row.differs).toBe(false);
  });

  it('compare the figures themselves, not their rounding in the visitor units', () => {
    // The same two speeds are 206.1 and 206.7 kph: shown 206 and 207, still the same figure.
    const row = findRow(
      'Road speed at governed rpm, top gear, low end of the axle range',
      'Metric',
    );
    expect(row.top).toMatch(/^206 kph at 2\.50/);
    expect(row.runnerUp).toMatch(/^207 kph at 2\.40/);
    expect(row.differs).toBe(false);
  });

  it('mark no difference between two engine speeds inside the same cruise band', () => {
    // 65 x 2.50 x 0.77 x 511 / 60 = 1,065.6 rpm against 65 x 2.40 x 0.80 x 511 / 60 = 1,062.9:
    // both inside the 1,050-1,500 rpm band.
    const row = findRow('Engine speed at cruise, top gear, low end of the axle range');
    expect(row.top).toMatch(/^1,066 rpm at 2\.50: Inside/);
    expect(row.runnerUp).toMatch(/^1,063 rpm at 2\.40: Inside/);
    expect(row.differs).toBe(false);
  });

  it('mark a figure whose verdict differs and which is more than 1% apart', () => {
    const tall = buildTransmission({
      name: 'Tall',
      details: buildDetails({ axleRatioRange: { low: 2.0, high: 2.2 } }),
    }) as DetailedResult;
    const groups = compareGroups(top, tall, buildSurveyAnswers(), DEFAULT_TIRE_SIZE, 'Imperial');
    const row = groups
      .flatMap((group) => group.rows)
      .find((r) => r.label === 'Engine speed at cruise, top gear, low end of the axle range');
    // 65 x 2.00 x 0.77 x 511 / 60 = 852.5 rpm, below the band; the top choice's 1,066 is inside.
    expect(row?.runnerUp).toMatch(/^853 rpm at 2\.00: Below/);
    expect(row?.differs).toBe(true);
  });
});

describe('the rule of a difference that matters', () => {
  it('holds figures within 1% of each other, or with the same verdict, the same', () => {
    expect(
      figuresAlike({ value: 1000, verdict: 'inBand' }, { value: 1300, verdict: 'inBand' }),
    ).toBe(true);
    expect(
      figuresAlike({ value: 1499, verdict: 'inBand' }, { value: 1510, verdict: 'aboveBand' }),
    ).toBe(true);
    expect(
      figuresAlike({ value: 1400, verdict: 'inBand' }, { value: 1600, verdict: 'aboveBand' }),
    ).toBe(false);
  });

  it('is symmetric and reflexive', () => {
    const figure = fc.record({
      value: fc.double({ min: 0, max: 5000, noNaN: true }),
      verdict: fc.constantFrom('inBand', 'aboveBand', 'belowBand'),
    });
    fc.assert(
      fc.property(figure, figure, (a, b) => {
        expect(figuresAlike(a, b)).toBe(figuresAlike(b, a));
        expect(figuresAlike(a, a)).toBe(true);
      }),
    );
  });

  it('marks the same rows in either unit system and whichever family comes first', () => {
    const ratio = fc.double({ min: 1.8, max: 4.5, noNaN: true });
    fc.assert(
      fc.property(
        ratio,
        ratio,
        fc.double({ min: 0.6, max: 1, noNaN: true }),
        fc.integer({ min: 45, max: 80 }),
        fc.integer({ min: 330, max: 625 }),
        (low, high, topGearRatio, speed, power) => {
          const other = buildTransmission({
            name: 'Other',
            details: buildDetails({
              axleRatioRange: { low: Math.min(low, high), high: Math.max(low, high) },
              gearRatios: { forward: [12.5, 3, 1, topGearRatio], reverse: [12] },
              limits: {
                maxSupportedGcw: null,
                maxSupportedEngineHp: power,
                maxSupportedCruiseSpeed: speed,
                maxSupportedMaxSpeed: 80,
              },
            }),
          }) as DetailedResult;
          const answers = buildSurveyAnswers({ cruiseSpeed: Math.min(speed, 70) });
          const marks = (a: DetailedResult, b: DetailedResult, units: UnitSystem) =>
            compareGroups(a, b, answers, DEFAULT_TIRE_SIZE, units)
              .flatMap((group) => group.rows)
              .map((r) => `${r.label}: ${r.differs}`)
              .sort();
          const imperial = marks(top, other, 'Imperial');
          expect(marks(top, other, 'Metric')).toEqual(imperial);
          expect(marks(other, top, 'Imperial')).toEqual(imperial);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the compare rows of the limits', () => {
  it('flag a limit the answer sits at', () => {
    const row = findRow('Engine power limit', 'Imperial', buildSurveyAnswers({ engineHp: 500 }));
    expect(row.runnerUp).toBe('500 HP');
    expect(row.runnerUpLimit).toEqual({ kind: 'at', text: 'Your 500 HP is at this limit' });
    expect(row.topLimit).toBeNull();
  });

  it('flag a limit the answer is near, in the visitor units', () => {
    // 65 mph is 95.6% of the 68 mph limit.
    const row = findRow('Cruise speed limit', 'Metric');
    expect(row.runnerUpLimit).toEqual({
      kind: 'near',
      text: 'Your 105 kph is within 5% of this limit',
    });
    expect(findRow('Model torque rating').runnerUpLimit?.kind).toBe('at');
    expect(findRow('Gross combined weight limit').runnerUpLimit?.kind).toBe('at');
    expect(findRow('Max road speed limit').runnerUpLimit).toBeNull();
  });

  it('define near as within 5% of the limit, in one place', () => {
    expect(NEAR_LIMIT_SHARE).toBe(0.95);
    expect(limitNearness(500, 500)).toBe('at');
    expect(limitNearness(475, 500)).toBe('near');
    expect(limitNearness(474, 500)).toBeNull();
  });
});

describe('the order of the compare rows', () => {
  it('leads with the rows that differ or sit near a limit and holds back the rest', () => {
    const { lead, alike } = splitCompareRows(
      compareGroups(top, runnerUp, buildSurveyAnswers(), DEFAULT_TIRE_SIZE, 'Imperial'),
    );
    const leadRows = lead.flatMap((group) => group.rows);
    const alikeRows = alike.flatMap((group) => group.rows);
    expect(
      leadRows.every((r) => r.differs || r.topLimit !== null || r.runnerUpLimit !== null),
    ).toBe(true);
    expect(
      alikeRows.every((r) => !r.differs && r.topLimit === null && r.runnerUpLimit === null),
    ).toBe(true);
    expect(leadRows.map((r) => r.label)).toContain('Model torque rating');
    expect(alikeRows.map((r) => r.label)).toContain('Max road speed limit');
    expect(leadRows.length + alikeRows.length).toBe(rows().length);
  });
});
