import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { buildDebugLog } from './debug-log.js';
import { assessDuty } from './duty-class.js';
import { evaluateFamily, isEligible, surveyContext } from './evaluate-family.js';
import { rankCandidates } from './scoring.js';

describe('buildDebugLog', () => {
  const answers = linehaulAnswers();
  const families = [
    buildFamily({ id: 1, name: 'Hidden', rank: 1, isDisabled: true }, 'Recommended'),
    buildFamily({
      id: 2,
      name: 'Two fails',
      rank: 1,
      maxSupportedEngineHp: 400,
      maxSupportedGcw: 40_000,
    }),
    buildFamily({ id: 3, name: 'Second', rank: 1 }),
    buildFamily({ id: 4, name: 'One fail', rank: 9, maxSupportedCruiseSpeed: 60 }),
    buildFamily({ id: 5, name: 'First', rank: 2 }, 'Recommended'),
  ];
  const duty = assessDuty(answers);
  const context = surveyContext(answers, duty.dutyClass);
  const evaluations = families.map((family) => evaluateFamily(context, family));
  const ranked = rankCandidates(evaluations.filter(isEligible));
  const log = buildDebugLog(context, evaluations, ranked, duty);

  it('lists eligible families by position, then the rest by fewest failures, hidden ones last', () => {
    expect(log.families.map((family) => [family.name, family.position])).toEqual([
      ['First', 1],
      ['Second', 2],
      ['One fail', null],
      ['Two fails', null],
      ['Hidden', null],
    ]);
  });

  it('carries the duty class, its reasons and each family’s axle range for it', () => {
    expect(log.dutyClass).toBe('medium');
    expect(log.dutyClassReasons).toEqual(['Hilly/Rolling (2-6% grade) terrain']);
    expect(new Set(log.families.map((family) => family.axleRatio))).toEqual(new Set(['2.5 - 2.9']));
  });

  it('gives each eligible family its gearing tier with the figures, and null to the rest', () => {
    // Medium duty, axle 2.5 - 2.9 on 511 rev/mi, 1,650 lb-ft at 80,000 lbs (10.7 x GCW = 856,000):
    // top gear 0.77 at 2.5 holds 1,650 x 0.77 x 2.5 x 511 / 856,000 - 1.5 = 0.396 % on paved road,
    // and 14.4 starts on 1,650 x 14.4 x 2.5 x 511 / 856,000 - 1.5 = 33.96 % >= 6 %: passes.
    const first = log.families.find((family) => family.name === 'First');
    expect(first?.gearing).toMatchObject({
      tier: 'passes',
      revsPerMile: 511,
      topGear: 0.77,
      lowestGear: 14.4,
      cruiseRoad: { roadType: 'Paved', rollingResistance: 1.5 },
      startRoad: { roadType: 'Paved', rollingResistance: 1.5 },
      steepestGrade: { terrain: 'HillyRolling', percent: 6 },
    });
    expect(first?.gearing?.points.map((point) => point.axleRatio)).toEqual([2.5, 2.7, 2.9]);
    expect(first?.gearing?.points[0]?.gradeability).toBeCloseTo(0.3961, 3);
    expect(first?.gearing?.points[0]?.startability).toBeCloseTo(33.9597, 3);
    expect(first?.gearing?.points.every((point) => point.passes)).toBe(true);
    for (const family of log.families) {
      expect(family.gearing === null).toBe(family.status !== 'eligible');
    }
  });

  it('says unknown, with no figures, for a family without gear ratios', () => {
    const family = buildFamily({ id: 7, name: 'No ratios', gearRatios: null });
    const evaluation = evaluateFamily(context, family);
    const single = buildDebugLog(
      context,
      [evaluation],
      rankCandidates([evaluation].filter(isEligible)),
      duty,
    );
    expect(single.families[0]?.gearing).toMatchObject({
      tier: 'unknown',
      points: [],
      topGear: null,
    });
  });

  it('gives the same log whatever the order of the evaluations', () => {
    const reversed = buildDebugLog(context, [...evaluations].reverse(), ranked, duty);
    expect(reversed).toEqual(log);
  });
});
