import type {
  CheckEntry,
  DutyClass,
  FamilyStatus,
  GearingTier,
  GoalContribution,
  ModelTorque,
  SurveyAnswers,
  TransmissionFamily,
} from '@transmission-spec/domain';
import {
  askAnswers,
  checkEligibility,
  checkEntries,
  type AskedAnswers,
  type Eligibility,
} from './eligibility.js';
import { assessGearing, type GearingAssessment, type Tiered } from './gearing-tier.js';
import { fitScore, goalContributions, goalScore } from './scoring.js';

/**
 * One family's evaluation, worked out once per recommend() call: its checks, whether it may be
 * offered, its scores and, when it is eligible, its gearing tier. Scores are worked out for every
 * family, eligible or not, so the log can show an admin how close a family came. What only a card
 * or the log shows (the check entries, the goal breakdown) is written from the evaluation when it
 * is asked for, never worked out again from the answers.
 */

/** The answers of one recommend() call, with what every family's evaluation reads of them. */
export interface SurveyContext {
  readonly answers: SurveyAnswers;
  readonly asked: AskedAnswers;
  readonly dutyClass: DutyClass;
}

export function surveyContext(answers: SurveyAnswers, dutyClass: DutyClass): SurveyContext {
  return { answers, asked: askAnswers(answers), dutyClass };
}

/** Everything the engine learned about one family. */
export interface FamilyEvaluation {
  readonly family: TransmissionFamily;
  readonly id: number;
  readonly name: string;
  /** The name in lower case, for ordering without a string per comparison (compare.ts). */
  readonly sortName: string;
  readonly rank: number | undefined;
  readonly status: FamilyStatus;
  readonly eligible: boolean;
  readonly eligibility: Eligibility;
  readonly failedChecks: number;
  readonly model: ModelTorque | null;
  readonly goalScore: number;
  readonly fitScore: number;
  readonly total: number;
  /** The gearing tier (RECOMMENDATION.md section 2) of an eligible family; null for the others. */
  readonly tier: GearingTier | null;
  readonly gearing: GearingAssessment | null;
  /** The goal score's terms; null until contributionsOf is first asked (not every family needs them). */
  contributions: readonly GoalContribution[] | null;
}

/** An eligible family's evaluation, with its gearing tier. */
export type EligibleEvaluation = Tiered<FamilyEvaluation>;

export function isEligible(evaluation: FamilyEvaluation): evaluation is EligibleEvaluation {
  return evaluation.eligible && evaluation.gearing !== null;
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

/** Checks and scores one family against the answers; the tier only for an eligible family. */
export function evaluateFamily(
  context: SurveyContext,
  family: TransmissionFamily,
): FamilyEvaluation {
  const { answers } = context;
  const eligibility = checkEligibility(answers, context.asked, family);
  const status = statusOf(family, eligibility.failedChecks === 0);
  const eligible = status === 'eligible';
  const goal = goalScore(answers.preferenceRanking, family.performanceGoalPoints);
  const fit = fitScore(eligibility.levels.length, eligibility.recommended);
  const gearing = eligible ? assessGearing(answers, family, context.dutyClass) : null;
  return {
    family,
    id: family.id,
    name: family.name,
    sortName: family.name.toLowerCase(),
    rank: family.rank,
    status,
    eligible,
    eligibility,
    failedChecks: eligibility.failedChecks,
    model: eligibility.model,
    goalScore: goal,
    fitScore: fit,
    total: goal + fit,
    tier: gearing?.tier ?? null,
    gearing,
    contributions: null,
  };
}

/** The family's checks as the log and the NoTransmission message show them. */
export function checksOf(context: SurveyContext, evaluation: FamilyEvaluation): CheckEntry[] {
  return checkEntries(context.answers, context.asked, evaluation.family, evaluation.eligibility);
}

/**
 * What each goal added to the family's goal score, the user's most important goal first. Worked
 * out at most once per evaluation (the runner-up's why reads the top choice's too), and only for a
 * family a card or the log shows.
 */
export function contributionsOf(
  context: SurveyContext,
  evaluation: FamilyEvaluation,
): readonly GoalContribution[] {
  evaluation.contributions ??= goalContributions(
    context.answers.preferenceRanking,
    evaluation.family.performanceGoalPoints,
  );
  return evaluation.contributions;
}
