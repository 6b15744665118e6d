import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { checkFamily } from '../test/evaluate.js';

describe('evaluateFamily', () => {
  const answers = linehaulAnswers();

  it('marks a family that passes every check eligible, with its model and scores', () => {
    const evaluation = checkFamily(answers, buildFamily({}, 'Recommended')).evaluation;
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
    const evaluation = checkFamily(answers, buildFamily({ maxSupportedEngineHp: 400 })).evaluation;
    expect(evaluation).toMatchObject({
      status: 'ineligible',
      eligible: false,
      failedChecks: 1,
      goalScore: 7.5,
      fitScore: 0,
    });
  });

  it('never makes a disabled or deleted family eligible, and deleted wins over disabled', () => {
    expect(checkFamily(answers, buildFamily({ isDisabled: true })).evaluation).toMatchObject({
      status: 'disabled',
      eligible: false,
      failedChecks: 0,
    });
    expect(
      checkFamily(answers, buildFamily({ isDisabled: true, isDeleted: true })).evaluation,
    ).toMatchObject({ status: 'deleted', eligible: false });
  });
});
