import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { evaluateFamily } from './evaluate-family.js';

describe('evaluateFamily', () => {
  const answers = linehaulAnswers();

  it('marks a family that passes every check eligible, with its model and scores', () => {
    const evaluation = evaluateFamily(answers, buildFamily({}, 'Recommended'));
    expect(evaluation).toMatchObject({
      status: 'eligible',
      eligible: true,
      failedChecks: 0,
      goalScore: 7.5,
      fitScore: 3,
      total: 10.5,
    });
    expect(evaluation.model?.name).toBe('T-1650');
  });

  it('marks a family that fails a check ineligible but still scores it for the log', () => {
    const evaluation = evaluateFamily(answers, buildFamily({ maxSupportedEngineHp: 400 }));
    expect(evaluation).toMatchObject({
      status: 'ineligible',
      eligible: false,
      failedChecks: 1,
      goalScore: 7.5,
      fitScore: 0,
    });
  });

  it('never makes a disabled or deleted family eligible, and deleted wins over disabled', () => {
    expect(evaluateFamily(answers, buildFamily({ isDisabled: true }))).toMatchObject({
      status: 'disabled',
      eligible: false,
      failedChecks: 0,
    });
    expect(
      evaluateFamily(answers, buildFamily({ isDisabled: true, isDeleted: true })),
    ).toMatchObject({ status: 'deleted', eligible: false });
  });
});
