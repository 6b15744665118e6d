import {
  noTransmissionText,
  type NoTransmissionReason,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { formatAxleRatio } from './axle-ratio.js';
import { buildDebugLog } from './debug-log.js';
import { buildDetails } from './details.js';
import { assessDuty, type DutyAssessment } from './duty-class.js';
import { evaluateFamily, type FamilyEvaluation } from './evaluate-family.js';
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
  answers: SurveyAnswers,
  evaluation: FamilyEvaluation,
  duty: DutyAssessment,
  ahead: FamilyEvaluation | null,
): RecommendedTransmission {
  const { family, model } = evaluation;
  return {
    name: family.name,
    learnMoreUrl: family.learnMoreUrl,
    description: family.description,
    image: family.image,
    // An eligible family passed the torque check, which is exactly "a model was chosen".
    modelName: model?.name ?? '',
    axleRatio: formatAxleRatio(family.axleRatioThresholds, duty.dutyClass),
    details: buildDetails(answers, evaluation, duty, ahead),
  };
}

/** Why nothing is eligible, from the offerable family that came closest. */
function explainNoTransmission(evaluations: readonly FamilyEvaluation[]): NoTransmissionReason {
  const offerable = evaluations.filter(
    (evaluation) => evaluation.status !== 'deleted' && evaluation.status !== 'disabled',
  );
  return noTransmissionReason(closestFamily(offerable)?.checks ?? null);
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
 * Recommends a transmission for complete survey answers from a catalogue of families.
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
  const duty = assessDuty(answers);
  const evaluations = catalogue.map((family) => evaluateFamily(answers, family));
  const ranked = rankCandidates(evaluations.filter((evaluation) => evaluation.eligible));
  const [top, second] = ranked;
  const debug = options.explain === true ? buildDebugLog(evaluations, ranked, duty) : undefined;
  const outcome: Recommendation =
    top === undefined
      ? noTransmission(explainNoTransmission(evaluations))
      : {
          type: 'Transmission',
          topChoice: toResult(answers, top, duty, null),
          runnerUp: second === undefined ? null : toResult(answers, second, duty, top),
          message: '',
          reason: null,
        };
  // Left out rather than set to undefined, so the public JSON carries no trace of the log.
  return debug === undefined ? outcome : { ...outcome, debug };
}
