import type {
  CheckEntry,
  FamilyStatus,
  GoalContribution,
  ModelTorque,
  SurveyAnswers,
  TransmissionFamily,
} from '@transmission-spec/domain';
import { checkEligibility } from './eligibility.js';
import { fitScore, goalBreakdown } from './scoring.js';

/**
 * One family's whole evaluation: its checks, whether it may be offered, and its scores. Scores are
 * worked out for every family, eligible or not, so the log can show an admin how close a family came.
 */

/** Everything the engine learned about one family. */
export interface FamilyEvaluation {
  readonly family: TransmissionFamily;
  readonly id: number;
  readonly name: string;
  readonly rank: number | undefined;
  readonly status: FamilyStatus;
  readonly eligible: boolean;
  readonly checks: readonly CheckEntry[];
  readonly failedChecks: number;
  readonly model: ModelTorque | null;
  readonly goalScore: number;
  readonly goalContributions: readonly GoalContribution[];
  readonly fitScore: number;
  readonly total: number;
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
