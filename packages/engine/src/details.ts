import type { AnswerSupport, TransmissionDetails } from '@transmission-spec/domain';
import { axleRatioBounds } from './axle-ratio.js';
import type { EligibleEvaluation, FamilyEvaluation, SurveyContext } from './evaluate-family.js';
import { whyFacts } from './why.js';

/**
 * A recommended family's details (domain TransmissionDetailsSchema, issue 14): what the card's why,
 * the compare view and the engineering check read. Everything here is the family's own published
 * data or the user's answers; the scores stay in the admin's log.
 */

/** The family's level of each of the user's answers, in the eligibility checks' order. */
function answerSupport(context: SurveyContext, evaluation: FamilyEvaluation): AnswerSupport[] {
  const { levels } = evaluation.eligibility;
  return context.asked.answers.map(({ check, value }, index) => ({
    check,
    value,
    level: levels[index] ?? 'NotSupported',
  }));
}

/**
 * The details of an eligible family. `ahead` is the top choice when this family is the runner-up
 * (its why then says what made it second), null for the top choice.
 */
export function buildDetails(
  context: SurveyContext,
  evaluation: EligibleEvaluation,
  ahead: EligibleEvaluation | null,
): TransmissionDetails {
  const { family } = evaluation;
  const { bottom, top } = axleRatioBounds(family.axleRatioThresholds, context.dutyClass);
  return {
    // An eligible family passed the torque check, which is exactly "a model was chosen".
    modelMaxTorque: evaluation.model?.maxTorque ?? 0,
    axleRatioRange: { low: bottom, high: top },
    // A copy, so a caller that edits the result cannot reach into the catalogue.
    gearRatios:
      family.gearRatios === null
        ? null
        : { forward: [...family.gearRatios.forward], reverse: [...family.gearRatios.reverse] },
    limits: {
      maxSupportedGcw: family.maxSupportedGcw,
      maxSupportedEngineHp: family.maxSupportedEngineHp,
      maxSupportedCruiseSpeed: family.maxSupportedCruiseSpeed,
      maxSupportedMaxSpeed: family.maxSupportedMaxSpeed,
    },
    support: answerSupport(context, evaluation),
    why: whyFacts(context, evaluation, ahead),
  };
}
