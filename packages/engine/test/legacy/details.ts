import type {
  AnswerSupport,
  DutyClass,
  TransmissionDetails,
  SurveyAnswers,
} from '@transmission-spec/domain';
import { axleRatioBounds } from '../../src/axle-ratio.js';
import type { FamilyEvaluation } from './evaluate-family.js';
import type { Tiered } from './gearing-tier.js';
import { whyFacts } from './why.js';

/**
 * A recommended family's details (domain TransmissionDetailsSchema, issue 14): what the card's why,
 * the compare view and the engineering check read. Everything here is the family's own published
 * data or the user's answers; the scores stay in the admin's log.
 */

/** The family's level of each of the user's answers, in the eligibility checks' order. */
function answerSupport(evaluation: FamilyEvaluation): AnswerSupport[] {
  return evaluation.checks.flatMap((entry) =>
    entry.kind === 'support'
      ? entry.value.map((value, index) => ({
          check: entry.check,
          value,
          level: entry.limit[index] ?? 'NotSupported',
        }))
      : [],
  );
}

/**
 * The details of an eligible family. `ahead` is the top choice when this family is the runner-up
 * (its why then says what made it second), null for the top choice.
 */
export function buildDetails(
  answers: SurveyAnswers,
  evaluation: Tiered<FamilyEvaluation>,
  dutyClass: DutyClass,
  ahead: Tiered<FamilyEvaluation> | null,
): TransmissionDetails {
  const { family } = evaluation;
  const { bottom, top } = axleRatioBounds(family.axleRatioThresholds, dutyClass);
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
    support: answerSupport(evaluation),
    why: whyFacts(answers, evaluation, ahead),
  };
}
