import {
  noTransmissionText,
  type DutyClass,
  type NoTransmissionReason,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { formatAxleRatio } from './axle-ratio.js';
import { buildDebugLog } from './debug-log.js';
import { buildDetails } from './details.js';
import { assessDuty, dutyClassOf } from './duty-class.js';
import {
  evaluateFamily,
  scoreFamily,
  type FamilyEvaluation,
  type FamilyScore,
} from './evaluate-family.js';
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
  dutyClass: DutyClass,
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
    axleRatio: formatAxleRatio(family.axleRatioThresholds, dutyClass),
    details: buildDetails(answers, evaluation, dutyClass, ahead),
  };
}

/** Why nothing is eligible, from the offerable family that came closest (its checks name what). */
function explainNoTransmission<T extends FamilyScore>(
  scores: readonly T[],
  evaluate: (score: T) => FamilyEvaluation,
): NoTransmissionReason {
  const offerable = scores.filter(
    (score) => score.status !== 'deleted' && score.status !== 'disabled',
  );
  const closest = closestFamily(offerable);
  return noTransmissionReason(closest === null ? null : evaluate(closest).checks);
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
  if (options.explain === true) {
    // The log shows every family with every check, so every family is evaluated in full.
    const duty = assessDuty(answers);
    const evaluations = catalogue.map((family) => evaluateFamily(answers, family));
    const ranked = rankCandidates(evaluations.filter((evaluation) => evaluation.eligible));
    const debug = buildDebugLog(evaluations, ranked, duty);
    // Left out rather than set to undefined, so the public JSON carries no trace of the log.
    return { ...outcome(answers, evaluations, ranked, duty.dutyClass, (item) => item), debug };
  }
  // Without the log (decision 064), ranking needs only each family's figures; the checks are
  // built (as the log would show them) for the two families shown, or the closest when none fits.
  const scores = catalogue.map((family) => scoreFamily(answers, family));
  const ranked = rankCandidates(scores.filter((score) => score.eligible));
  return outcome(answers, scores, ranked, dutyClassOf(answers), (score) =>
    evaluateFamily(answers, score.family),
  );
}

/** The result from the ranked families; `evaluate` gives the full evaluation of one that is shown. */
function outcome<T extends FamilyScore>(
  answers: SurveyAnswers,
  scores: readonly T[],
  ranked: readonly T[],
  dutyClass: DutyClass,
  evaluate: (score: T) => FamilyEvaluation,
): Recommendation {
  const [top, second] = ranked;
  if (top === undefined) return noTransmission(explainNoTransmission(scores, evaluate));
  const topChoice = evaluate(top);
  return {
    type: 'Transmission',
    topChoice: toResult(answers, topChoice, dutyClass, null),
    runnerUp:
      second === undefined ? null : toResult(answers, evaluate(second), dutyClass, topChoice),
    message: '',
    reason: null,
  };
}
