import type { SurveyAnswers, TransmissionFamily } from '@transmission-spec/domain';
import { dutyClassOf } from '../src/duty-class.js';
import {
  checksOf,
  evaluateFamily,
  surveyContext,
  type FamilyEvaluation,
  type SurveyContext,
} from '../src/evaluate-family.js';

/** One family evaluated as recommend() does, with the checks its log page would show. */
export function checkFamily(answers: SurveyAnswers, family: TransmissionFamily) {
  const context: SurveyContext = surveyContext(answers, dutyClassOf(answers));
  const evaluation: FamilyEvaluation = evaluateFamily(context, family);
  return {
    context,
    evaluation,
    checks: checksOf(context, evaluation),
    failedChecks: evaluation.failedChecks,
    passedAll: evaluation.failedChecks === 0,
    model: evaluation.model,
  };
}
