import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { buildDebugLog } from './debug-log.js';
import { assessDuty } from './duty-class.js';
import { evaluateFamily } from './evaluate-family.js';
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
  const evaluations = families.map((family) => evaluateFamily(answers, family));
  const ranked = rankCandidates(evaluations.filter((evaluation) => evaluation.eligible));
  const log = buildDebugLog(evaluations, ranked, assessDuty(answers));

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

  it('gives the same log whatever the order of the evaluations', () => {
    const reversed = buildDebugLog([...evaluations].reverse(), ranked, assessDuty(answers));
    expect(reversed).toEqual(log);
  });
});
