import { describe, expect, it } from 'vitest';
import type { EngineeringAssumptions, EngineeringPoint } from './engineering-check.js';
import {
  axleRatioText,
  ENGINEERING_FIGURE_LABELS,
  engineeringAssumptionTexts,
  engineeringFormulaText,
  engineeringMeaningText,
  engineeringValueText,
  engineeringVerdictText,
} from './engineering-text.js';
import { ENGINEERING_FIGURES, type EngineeringRowName } from './engineering-check.js';

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
  idleRpm: 600,
  creepSpeed: 0.5,
};

const point: EngineeringPoint = {
  position: 'middle',
  axleRatio: 2.64,
  cruiseRpm: { value: 1125.3242, verdict: 'inBand' },
  maxSpeedRpm: { value: 1211.8876, verdict: 'withinGoverned' },
  startability: { value: 35.9453, verdict: 'meetsSteepest' },
  gradeability: { value: 0.5023, verdict: 'meetsTarget' },
  speedAtGovernedRpm: { value: 121.2984, verdict: 'reachesMaxSpeed' },
  creepSpeed: { value: 1.8532, verdict: 'aboveCreepSpeed' },
};

const ROWS: readonly EngineeringRowName[] = [...ENGINEERING_FIGURES, 'creepSpeed'];

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
    for (const row of ROWS)
      expect(engineeringFormulaText(row, assumptions, 'Imperial')).toMatch(/=/);
    expect(axleRatioText(4.1)).toBe('4.10');
  });

  it('writes the formulas in Metric units for a Metric visitor, with the constant for Nm, rev/km and kg', () => {
    expect(engineeringFormulaText('cruiseRpm', assumptions, 'Metric')).toBe(
      'rpm = cruise kph × axle ratio × top gear ratio × tire revs per km ÷ 60',
    );
    expect(engineeringFormulaText('startability', assumptions, 'Metric')).toBe(
      'grade % = torque Nm × lowest gear ratio × axle ratio × tire revs per km ÷ (19.87 × GCW kg) - rolling resistance %',
    );
    for (const row of ROWS) {
      expect(engineeringFormulaText(row, assumptions, 'Metric')).not.toMatch(/mile|mph|lb/);
    }
  });

  it('words creep speed, two decimals, against slow creeping’s 0.5 mph / 0.8 kph', () => {
    expect(engineeringValueText(point, 'creepSpeed', 'Imperial')).toBe('1.85 mph');
    expect(engineeringValueText(point, 'creepSpeed', 'Metric')).toBe('2.98 kph');
    expect(engineeringVerdictText(point, 'creepSpeed', assumptions, 'Imperial')).toBe(
      'Faster than the 0.5 mph slow creeping needs: the clutch must slip to go slower, or ask for a creeper gear',
    );
    const creeper = { ...point, creepSpeed: { value: 0.48, verdict: 'atCreepSpeed' as const } };
    expect(engineeringVerdictText(creeper, 'creepSpeed', assumptions, 'Metric')).toBe(
      'Creeps at the 0.8 kph slow creeping needs, without slipping the clutch',
    );
  });

  it('never says a speed is reached where top gear cannot hold even the cruise speed (issue 25)', () => {
    const stalls: EngineeringPoint = {
      ...point,
      gradeability: { value: 0, verdict: 'cannotHold' },
      speedAtGovernedRpm: { value: 128, verdict: 'reachesMaxSpeed' },
    };
    const texts = ENGINEERING_FIGURES.map((figure) =>
      engineeringVerdictText(stalls, figure, assumptions, 'Imperial'),
    );
    expect(texts.join(' ')).not.toMatch(/Reaches your/);
    expect(texts).toEqual([
      'Inside the 1,050-1,500 rpm cruise band, but at full weight top gear cannot hold this speed',
      'Within the governed 2,100 rpm if the truck got there, but at full weight it cannot in top gear',
      'Starts on your steepest grade (6.0%)',
      'Cannot hold cruise speed in top gear, even on level road',
      'Geared for your 70 mph max road speed, but at full weight the engine cannot pull the truck there in top gear',
    ]);
  });

  it('says in one sentence what each figure means for this truck, in its units', () => {
    for (const row of ROWS) {
      const text = engineeringMeaningText(row, assumptions, 'Imperial');
      expect(text.match(/\. /g)).toBeNull();
      expect(text).toMatch(/\.$/);
    }
    expect(engineeringMeaningText('gradeability', assumptions, 'Imperial')).toBe(
      "The grade the truck can climb at 65 mph in top gear at 80,000 lbs; a spec aims for at least 0.5%, enough to hold cruise speed over a highway's gentle rises without a downshift.",
    );
    expect(engineeringMeaningText('startability', assumptions, 'Metric')).toMatch(
      /at 36,287 kg .*beyond about 30-40% the tires' grip and the clutch, not the gearing, set the limit\.$/,
    );
    expect(engineeringMeaningText('creepSpeed', assumptions, 'Imperial')).toBe(
      'How slowly the truck rolls in its lowest gear with the engine at an assumed 600 rpm idle; slow creeping needs about 0.5 mph.',
    );
  });
});

describe('engineeringAssumptionTexts', () => {
  it('states the tire, gears, weight, roads, grade, efficiency and band, in Metric units', () => {
    expect(engineeringAssumptionTexts(assumptions, 'Metric')).toEqual([
      'Tire: 317.5 revolutions per kilometre.',
      'Gears: lowest 14.40, top 0.77.',
      'Full weight 36,287 kg and peak torque 2,237 Nm, from your answers.',
      'Starting on maintained gravel roads: 3.0% rolling resistance; cruising on paved roads: 1.5% (Caterpillar Performance Handbook).',
      'Steepest grade: 6.0%, for Hilly/Rolling (2-6% grade).',
      'The constant 19.87 allows for a driveline efficiency of about 79%; air drag is not counted separately.',
      'Cruise band 1,050 rpm to 1,500 rpm; governed at 2,100 rpm; peak torque assumed available at cruise.',
    ]);
  });

  it('keeps the Imperial tire and constant for an Imperial visitor, and names the idle when creeping', () => {
    const texts = engineeringAssumptionTexts(assumptions, 'Imperial', { creeping: true });
    expect(texts[0]).toBe('Tire: 511 revolutions per mile.');
    expect(texts).toContain(
      'The constant 10.7 allows for a driveline efficiency of about 79%; air drag is not counted separately.',
    );
    expect(texts.at(-1)).toBe(
      'Idle at 600 rpm, the usual factory low idle of a heavy-duty diesel (600 to 700 rpm); slow creeping at about 0.5 mph.',
    );
  });
});

describe('characters the PDF can print', () => {
  it('keeps every fixed engineering text within WinAnsi, the standard PDF fonts’ encoding', () => {
    // Latin-1 plus the few WinAnsi extras the texts might want (curly quotes, dashes).
    const printable = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d]*$/;
    const texts = [
      ...ROWS.map((row) => engineeringFormulaText(row, assumptions, 'Metric')),
      ...ROWS.map((row) => engineeringMeaningText(row, assumptions, 'Imperial')),
      ...Object.values(ENGINEERING_FIGURE_LABELS),
      ...engineeringAssumptionTexts(assumptions, 'Metric', { creeping: true }),
      ...ENGINEERING_FIGURES.map((figure) =>
        engineeringVerdictText(point, figure, assumptions, 'Imperial'),
      ),
    ];
    for (const text of texts) expect(text).toMatch(printable);
  });
});
