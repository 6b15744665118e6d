import {
  GOAL_COUNT,
  PERFORMANCE_GOALS,
  type CheckEntry,
  type GearingTier,
  type GoalContribution,
  type PerformanceGoalPoints,
  type SurveyAnswers,
} from '@transmission-spec/domain';
import { compareByRankThenName, compareTotalsDescending, type RankedItem } from './compare.js';
import { compareTiers } from './gearing-tier.js';

/**
 * Ranking the eligible families (RECOMMENDATION.md section 2): how well a family serves the user's
 * goals, in the user's order of importance, plus how many of the user's answers it recommends.
 */

/** Most the fit score can add: a family that recommends every answer. */
export const MAX_FIT_SCORE = 3;

/** A family's goal score and what each goal added to it. */
export interface GoalBreakdown {
  /** Sum over the five goals of (6 - rank) x points / 100; 0 to 15. */
  readonly score: number;
  /** One entry per goal, the user's most important goal first; they add up to `score`. */
  readonly contributions: GoalContribution[];
}

/**
 * Goal score with its breakdown: the goal ranked 1st weighs 5 and the one ranked 5th weighs 1. Both
 * come from one loop so the log's contributions are the very terms of the score. The score divides
 * the weighted sum once, at the end, so that with whole points two families with the same weighted
 * sum get bit-identical scores (ties must be exact); the contributions divide term by term, so their
 * sum may differ from the score in the last bits only.
 */
export function goalBreakdown(
  ranking: SurveyAnswers['preferenceRanking'],
  points: PerformanceGoalPoints,
): GoalBreakdown {
  let weighted = 0;
  const contributions: GoalContribution[] = [];
  for (const goal of PERFORMANCE_GOALS) {
    const rank = ranking[goal];
    const weight = GOAL_COUNT + 1 - rank;
    weighted += weight * points[goal];
    contributions.push({
      goal,
      rank,
      weight,
      points: points[goal],
      contribution: (weight * points[goal]) / 100,
    });
  }
  contributions.sort((a, b) => a.rank - b.rank);
  return { score: weighted / 100, contributions };
}

/** Goal score alone: sum over the five goals of (6 - rank) x points / 100; 0 to 15. */
export function goalScore(
  ranking: SurveyAnswers['preferenceRanking'],
  points: PerformanceGoalPoints,
): number {
  // goalBreakdown's sum, in the same order, so the two agree to the bit; without its breakdown.
  let weighted = 0;
  for (const goal of PERFORMANCE_GOALS) weighted += (GOAL_COUNT + 1 - ranking[goal]) * points[goal];
  return weighted / 100;
}

/** Fit score from counts (see fitScore): the same division, so the two agree to the bit. */
export function fitScoreOf(checked: number, recommended: number): number {
  return checked === 0 ? 0 : (MAX_FIT_SCORE * recommended) / checked;
}

/**
 * Fit score: 3 x (answers the family Recommends) / (answers checked for support); 0 to 3. Each
 * selected terrain, road type and maneuver counts; application, PTO and engine make count one each.
 * Terrain and road types always hold a choice, so the denominator is never 0; the guard is for
 * answers built in code.
 */
export function fitScore(checks: readonly CheckEntry[]): number {
  let checked = 0;
  let recommended = 0;
  for (const entry of checks) {
    if (entry.kind !== 'support') continue;
    checked += entry.limit.length;
    recommended += entry.limit.filter((level) => level === 'Recommended').length;
  }
  return fitScoreOf(checked, recommended);
}

/** An eligible family with its gearing tier and scores, ready to be ordered. */
export interface ScoredItem extends RankedItem {
  readonly tier: GearingTier;
  readonly total: number;
}

/**
 * The order of RECOMMENDATION.md section 2: gearing tier (passes, unknown, fails: physics before
 * preference), then total (higher first, within SCORE_TOLERANCE a tie), then the administrator's
 * rank, then name (then id, so the order is total).
 */
export function compareScored(a: ScoredItem, b: ScoredItem): number {
  return (
    compareTiers(a.tier, b.tier) ||
    compareTotalsDescending(a.total, b.total) ||
    compareByRankThenName(a, b)
  );
}

/**
 * Sorts scored families best first. Tolerance makes "equal" non-transitive in principle (a ~ b ~ c
 * with a and c apart), and then a sort's answer can depend on its input order; so the input is first
 * put in a canonical order (rank, name, id), which makes the outcome independent of the catalogue's
 * order in every case.
 */
export function rankCandidates<T extends ScoredItem>(items: readonly T[]): T[] {
  return [...items].sort(compareByRankThenName).sort(compareScored);
}
