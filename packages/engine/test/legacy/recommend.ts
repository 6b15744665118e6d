import {
  noTransmissionText,
  type DutyClass,
  type NoTransmissionReason,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { formatAxleRatio } from '../../src/axle-ratio.js';
import { buildDebugLog } from './debug-log.js';
import { buildDetails } from './details.js';
import { assessDuty, dutyClassOf } from '../../src/duty-class.js';
import {
  evaluateFamily,
  scoreFamily,
  type FamilyEvaluation,
  type FamilyScore,
} from './evaluate-family.js';
import { gearingWarning, withTiers, type Tiered } from './gearing-tier.js';
import { closestFamily, noTransmissionReason } from './no-transmission-message.js';
import { rankCandidates } from './scoring.js';
import type { Recommendation, RecommendedTransmission, RecommendOptions } from '../../src/types.js';

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
  evaluation: Tiered<FamilyEvaluation>,
  dutyClass: DutyClass,
  ahead: Tiered<FamilyEvaluation> | null,
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
    axleRatio: formatAxleRatio(family.axleRatioThresholds, dutyClass),
    details: buildDetails(answers, evaluation, dutyClass, ahead),
    // Left out when the family passes or is unknown, so such a card's JSON is as it was.
    ...(warning === undefined ? {} : { gearingWarning: warning }),
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
    const eligible = evaluations.filter((evaluation) => evaluation.eligible);
    const ranked = rankCandidates(withTiers(answers, eligible, duty.dutyClass));
    const debug = buildDebugLog(evaluations, ranked, duty);
    // Left out rather than set to undefined, so the public JSON carries no trace of the log.
    return {
      ...outcome(answers, evaluations, ranked, duty.dutyClass, {
        shown: (item) => item,
        closest: (item) => item,
      }),
      debug,
    };
  }
  // Without the log (decision 064), ranking needs only each family's figures and, for eligible
  // families only, the gearing tier; the checks are built (as the log would show them) for the two
  // families shown, or the closest when none fits.
  const dutyClass = dutyClassOf(answers);
  const scores = catalogue.map((family) => scoreFamily(answers, family));
  const eligible = scores.filter((score) => score.eligible);
  const ranked = rankCandidates(withTiers(answers, eligible, dutyClass));
  return outcome(answers, scores, ranked, dutyClass, {
    // The tier worked out for ranking is carried over, never worked out twice.
    shown: (score) => ({
      ...evaluateFamily(answers, score.family),
      tier: score.tier,
      gearing: score.gearing,
    }),
    closest: (score) => evaluateFamily(answers, score.family),
  });
}

/** How `outcome` gets the full evaluation of a family it shows, or of the closest when none fits. */
interface Evaluators<T extends FamilyScore> {
  readonly shown: (score: Tiered<T>) => Tiered<FamilyEvaluation>;
  readonly closest: (score: T) => FamilyEvaluation;
}

/** The result from the ranked families (eligible, with their tiers, best first). */
function outcome<T extends FamilyScore>(
  answers: SurveyAnswers,
  scores: readonly T[],
  ranked: readonly Tiered<T>[],
  dutyClass: DutyClass,
  evaluate: Evaluators<T>,
): Recommendation {
  const [top, second] = ranked;
  if (top === undefined) return noTransmission(explainNoTransmission(scores, evaluate.closest));
  const topChoice = evaluate.shown(top);
  return {
    type: 'Transmission',
    topChoice: toResult(answers, topChoice, dutyClass, null),
    runnerUp:
      second === undefined ? null : toResult(answers, evaluate.shown(second), dutyClass, topChoice),
    message: '',
    reason: null,
  };
}
