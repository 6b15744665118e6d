import { describe, expect, it } from 'vitest';
import type { EngineeringAssumptions, EngineeringPoint } from './engineering-check.js';
import {
  axleRatioText,
  ENGINEERING_FIGURE_LABELS,
  ENGINEERING_FORMULAS,
  engineeringAssumptionTexts,
  engineeringValueText,
  engineeringVerdictText,
} from './engineering-text.js';
import { ENGINEERING_FIGURES } from './engineering-check.js';

/** The engineering check in words (issue 14), in both unit systems. */

const assumptions: EngineeringAssumptions = {
  revsPerMile: 511,
  lowestGear: 14.4,
  topGear: 0.77,
  cruiseSpeed: 65,
  maxSpeed: 70,
  engineTorque: 1650,
  gcw: 80_000,
  cruiseBand: { low: 1050, high: 1500 },
  governedRpm: 2100,
  steepestGrade: { terrain: 'HillyRolling', percent: 6 },
  startRoad: { roadType: 'MaintainedGravel', rollingResistance: 3 },
  cruiseRoad: { roadType: 'Paved', rollingResistance: 1.5 },
  tractiveConstant: 10.7,
  impliedEfficiency: 0.7853627,
  gradeabilityTarget: 0.5,
};

const point: EngineeringPoint = {
  position: 'middle',
  axleRatio: 2.64,
  cruiseRpm: { value: 1125.3242, verdict: 'inBand' },
  maxSpeedRpm: { value: 1211.8876, verdict: 'withinGoverned' },
  startability: { value: 35.9453, verdict: 'meetsSteepest' },
  gradeability: { value: 0.5023, verdict: 'meetsTarget' },
  speedAtGovernedRpm: { value: 121.2984, verdict: 'reachesMaxSpeed' },
};

describe('engineering values and verdicts', () => {
  it('shows each figure in Imperial units with its verdict', () => {
    const rows = ENGINEERING_FIGURES.map((figure) => [
      ENGINEERING_FIGURE_LABELS[figure],
      engineeringValueText(point, figure, 'Imperial'),
      engineeringVerdictText(point, figure, assumptions, 'Imperial'),
    ]);
    expect(rows).toEqual([
      ['Engine speed at cruise, top gear', '1,125 rpm', 'Inside the 1,050-1,500 rpm cruise band'],
      ['Engine speed at max road speed, top gear', '1,212 rpm', 'Within the governed 2,100 rpm'],
      ['Startability at full weight', '35.9%', 'Starts on your steepest grade (6.0%)'],
      ['Top-gear gradeability at cruise', '0.5%', 'At least the 0.5% a spec aims for'],
      ['Road speed at governed rpm, top gear', '121 mph', 'Reaches your 70 mph max road speed'],
    ]);
  });

  it('shows speeds in kph for a Metric visitor', () => {
    expect(engineeringValueText(point, 'speedAtGovernedRpm', 'Metric')).toBe('195 kph');
    expect(engineeringVerdictText(point, 'speedAtGovernedRpm', assumptions, 'Metric')).toBe(
      'Reaches your 113 kph max road speed',
    );
  });

  it('words every other verdict', () => {
    const worse: EngineeringPoint = {
      ...point,
      cruiseRpm: { value: 900, verdict: 'belowBand' },
      maxSpeedRpm: { value: 2300, verdict: 'overGoverned' },
      startability: { value: 4, verdict: 'levelOnly' },
      gradeability: { value: 0.2, verdict: 'belowTarget' },
      speedAtGovernedRpm: { value: 62, verdict: 'shortOfMaxSpeed' },
    };
    const verdicts = ENGINEERING_FIGURES.map((figure) =>
      engineeringVerdictText(worse, figure, assumptions, 'Imperial'),
    );
    expect(verdicts).toEqual([
      'Below the 1,050-1,500 rpm cruise band: the engine lugs at cruise',
      'Over the governed 2,100 rpm: your max road speed is out of reach in top gear',
      'Starts on level ground but not on your steepest grade (6.0%)',
      'Under the 0.5% a spec aims for: expect more downshifts',
      'Short of your 70 mph max road speed',
    ]);
    const none: EngineeringPoint = {
      ...point,
      cruiseRpm: { value: 1600, verdict: 'aboveBand' },
      startability: { value: 0, verdict: 'cannotStart' },
      gradeability: { value: 0, verdict: 'cannotHold' },
    };
    expect(
      (['cruiseRpm', 'startability', 'gradeability'] as const).map((figure) =>
        engineeringVerdictText(none, figure, assumptions, 'Imperial'),
      ),
    ).toEqual([
      'Above the 1,050-1,500 rpm cruise band: more fuel for the same work',
      'Cannot start at full weight, even on level ground',
      'Cannot hold cruise speed in top gear, even on level road',
    ]);
  });

  it('gives every figure a formula and shows ratios to two decimals', () => {
    for (const figure of ENGINEERING_FIGURES) expect(ENGINEERING_FORMULAS[figure]).toMatch(/=/);
    expect(axleRatioText(4.1)).toBe('4.10');
  });
});

describe('engineeringAssumptionTexts', () => {
  it('states the tire, gears, weight, roads, grade, efficiency and band, in Metric units', () => {
    expect(engineeringAssumptionTexts(assumptions, 'Metric')).toEqual([
      'Tire: 511 revolutions per mile.',
      'Gears: lowest 14.40, top 0.77.',
      'Full weight 36,287 kg and peak torque 2,237 Nm, from your answers.',
      'Starting on maintained gravel roads: 3.0% rolling resistance; cruising on paved roads: 1.5% (Caterpillar Performance Handbook).',
      'Steepest grade: 6.0%, for Hilly/Rolling (2-6% grade).',
      'The constant 10.7 allows for a driveline efficiency of about 79%; air drag is not counted separately.',
      'Cruise band 1,050 rpm to 1,500 rpm; governed at 2,100 rpm; peak torque assumed available at cruise.',
    ]);
  });
});

describe('characters the PDF can print', () => {
  it('keeps every fixed engineering text within WinAnsi, the standard PDF fonts’ encoding', () => {
    // Latin-1 plus the few WinAnsi extras the texts might want (curly quotes, dashes).
    const printable = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d]*$/;
    const texts = [
      ...Object.values(ENGINEERING_FORMULAS),
      ...Object.values(ENGINEERING_FIGURE_LABELS),
      ...engineeringAssumptionTexts(assumptions, 'Metric'),
      ...ENGINEERING_FIGURES.map((figure) =>
        engineeringVerdictText(point, figure, assumptions, 'Imperial'),
      ),
    ];
    for (const text of texts) expect(text).toMatch(printable);
  });
});
