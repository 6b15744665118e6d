import {
  noTransmissionText,
  type NoTransmissionReason,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { formatAxleRatio } from './axle-ratio.js';
import { buildDebugLog } from './debug-log.js';
import { buildDetails } from './details.js';
import { assessDuty, dutyClassOf } from './duty-class.js';
import {
  checksOf,
  evaluateFamily,
  isEligible,
  surveyContext,
  type EligibleEvaluation,
  type FamilyEvaluation,
  type SurveyContext,
} from './evaluate-family.js';
import { gearingWarning } from './gearing-tier.js';
import { closestFamily, noTransmissionReason } from './no-transmission-message.js';
import { rankCandidates } from './scoring.js';
import type { Recommendation, RecommendedTransmission, RecommendOptions } from './types.js';

/**
 * recommend(): the recommendation model of RECOMMENDATION.md. A pure function: no I/O, no clock, no
 * randomness, and nothing read from the environment, so the same answers and catalogue always give
 * the same result whatever the catalogue's order. Answers are complete and Imperial (the API has
 * already refused invalid ones with 400), so the engine does not validate them again.
 */

/**
 * A recommended family as the result shows it, with its details. `ahead` is the top choice when
 * this is the runner-up, null for the top choice.
 */
function toResult(
  context: SurveyContext,
  evaluation: EligibleEvaluation,
  ahead: EligibleEvaluation | null,
): RecommendedTransmission {
  const { family, model } = evaluation;
  const warning = gearingWarning(evaluation.gearing);
  return {
    name: family.name,
    learnMoreUrl: family.learnMoreUrl,
    description: family.description,
    image: family.image,
    // An eligible family passed the torque check, which is exactly "a model was chosen".
    modelName: model?.name ?? '',
    axleRatio: formatAxleRatio(family.axleRatioThresholds, context.dutyClass),
    details: buildDetails(context, evaluation, ahead),
    // Left out when the family passes or is unknown, so such a card's JSON is as it was.
    ...(warning === undefined ? {} : { gearingWarning: warning }),
  };
}

/** Why nothing is eligible, from the offerable family that came closest (its checks name what). */
function explainNoTransmission(
  context: SurveyContext,
  evaluations: readonly FamilyEvaluation[],
): NoTransmissionReason {
  const offerable = evaluations.filter(
    (evaluation) => evaluation.status !== 'deleted' && evaluation.status !== 'disabled',
  );
  const closest = closestFamily(offerable);
  return noTransmissionReason(closest === null ? null : checksOf(context, closest));
}

/** NoTransmission with its reason, and the reason's Imperial sentence for API clients. */
function noTransmission(reason: NoTransmissionReason): Recommendation {
  return {
    type: 'NoTransmission',
    topChoice: null,
    runnerUp: null,
    message: noTransmissionText(reason, 'Imperial'),
    reason,
  };
}

/**
 * Recommends a transmission for complete survey answers from a catalogue of families. Each family
 * is evaluated once (evaluate-family.ts): checked, scored and, when eligible, given its gearing
 * tier. The eligible ones are ranked; the cards' details are built for the two shown only, and the
 * log, when asked for, is written from the same evaluations.
 *
 * @param answers complete survey answers, Imperial units
 * @param catalogue the families to choose from; deleted and disabled ones are logged, never offered
 * @param options `explain: true` fills `debug` with the Transmission Logic Log
 * @returns Transmission with a top choice and maybe a runner-up, or NoTransmission with its reason
 *   and the reason's Imperial message
 */
export function recommend(
  answers: SurveyAnswers,
  catalogue: readonly TransmissionFamily[],
  options: RecommendOptions = {},
): Recommendation {
  const explain = options.explain === true;
  // The duty class's reasons are log text (formatted numbers): phrased only for the log.
  const duty = explain ? assessDuty(answers) : null;
  const context = surveyContext(answers, duty?.dutyClass ?? dutyClassOf(answers));
  const evaluations = catalogue.map((family) => evaluateFamily(context, family));
  const ranked = rankCandidates(evaluations.filter(isEligible));
  const result = outcome(context, evaluations, ranked);
  // Left out rather than set to undefined, so the public JSON carries no trace of the log.
  return duty === null
    ? result
    : { ...result, debug: buildDebugLog(context, evaluations, ranked, duty) };
}

/** The result from the ranked families (eligible, with their tiers, best first). */
function outcome(
  context: SurveyContext,
  evaluations: readonly FamilyEvaluation[],
  ranked: readonly EligibleEvaluation[],
): Recommendation {
  const [top, second] = ranked;
  if (top === undefined) return noTransmission(explainNoTransmission(context, evaluations));
  return {
    type: 'Transmission',
    topChoice: toResult(context, top, null),
    runnerUp: second === undefined ? null : toResult(context, second, top),
    message: '',
    reason: null,
  };
}
