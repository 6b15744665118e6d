import type {
  CheckEntry,
  FamilyStatus,
  GoalContribution,
  ModelTorque,
  SurveyAnswers,
  TransmissionFamily,
} from '@transmission-spec/domain';
import { checkEligibility, tallyEligibility } from './eligibility.js';
import { fitScore, fitScoreOf, goalBreakdown, goalScore } from './scoring.js';

/**
 * One family's whole evaluation: its checks, whether it may be offered, and its scores. Scores are
 * worked out for every family, eligible or not, so the log can show an admin how close a family came.
 */

/** What ranking and picking the closest family need of one family: figures, no log. */
export interface FamilyScore {
  readonly family: TransmissionFamily;
  readonly id: number;
  readonly name: string;
  readonly rank: number | undefined;
  readonly status: FamilyStatus;
  readonly eligible: boolean;
  readonly failedChecks: number;
  readonly total: number;
}

/** Everything the engine learned about one family. */
export interface FamilyEvaluation extends FamilyScore {
  readonly checks: readonly CheckEntry[];
  readonly model: ModelTorque | null;
  readonly goalScore: number;
  readonly goalContributions: readonly GoalContribution[];
  readonly fitScore: number;
}

/**
 * Deleted before disabled: a deleted family is gone whatever its flag says. Neither may be offered
 * even if it passes every check; the server already leaves them out, but the engine must not rely on it.
 */
function statusOf(family: TransmissionFamily, passedAll: boolean): FamilyStatus {
  if (family.isDeleted) return 'deleted';
  if (family.isDisabled) return 'disabled';
  return passedAll ? 'eligible' : 'ineligible';
}

/** Checks and scores one family against the answers. */
export function evaluateFamily(
  answers: SurveyAnswers,
  family: TransmissionFamily,
): FamilyEvaluation {
  const eligibility = checkEligibility(answers, family);
  const status = statusOf(family, eligibility.passedAll);
  const goal = goalBreakdown(answers.preferenceRanking, family.performanceGoalPoints);
  const fit = fitScore(eligibility.checks);
  return {
    family,
    id: family.id,
    name: family.name,
    rank: family.rank,
    status,
    eligible: status === 'eligible',
    checks: eligibility.checks,
    failedChecks: eligibility.failedChecks,
    model: eligibility.model,
    goalScore: goal.score,
    goalContributions: goal.contributions,
    fitScore: fit,
    total: goal.score + fit,
  };
}

/**
 * The figures of evaluateFamily without the check log and goal breakdown: the same status and total
 * (bit for bit), for one small object per family. recommend() scores every family this way and
 * evaluates in full only what it shows, unless the log was asked for.
 */
export function scoreFamily(answers: SurveyAnswers, family: TransmissionFamily): FamilyScore {
  const tally = tallyEligibility(answers, family);
  const status = statusOf(family, tally.failedChecks === 0);
  return {
    family,
    id: family.id,
    name: family.name,
    rank: family.rank,
    status,
    eligible: status === 'eligible',
    failedChecks: tally.failedChecks,
    total:
      goalScore(answers.preferenceRanking, family.performanceGoalPoints) +
      fitScoreOf(tally.supportChecked, tally.supportRecommended),
  };
}
