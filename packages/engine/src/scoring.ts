import {
  GOAL_COUNT,
  PERFORMANCE_GOALS,
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

/**
 * Goal score: sum over the five goals of (6 - rank) x points / 100; 0 to 15. The goal ranked 1st
 * weighs 5 and the one ranked 5th weighs 1. The weighted sum is divided once, at the end, so that
 * with whole points two families with the same weighted sum get bit-identical scores (ties must be
 * exact).
 */
export function goalScore(
  ranking: SurveyAnswers['preferenceRanking'],
  points: PerformanceGoalPoints,
): number {
  let weighted = 0;
  for (const goal of PERFORMANCE_GOALS) weighted += (GOAL_COUNT + 1 - ranking[goal]) * points[goal];
  return weighted / 100;
}

/**
 * What each goal added to the goal score, the user's most important goal first: the log and the
 * card's why read them, so they are worked out only for a family shown or logged. Each term divides
 * by 100 on its own, so their sum may differ from goalScore in the last bits only.
 */
export function goalContributions(
  ranking: SurveyAnswers['preferenceRanking'],
  points: PerformanceGoalPoints,
): GoalContribution[] {
  // A complete ranking gives each goal its own rank from 1 to 5, so each entry has its place and
  // nothing needs sorting; a ranking built in code that repeats a rank is sorted, stably.
  const inOrder: GoalContribution[] = [];
  const byRank: (GoalContribution | undefined)[] = [];
  let placed = 0;
  for (const goal of PERFORMANCE_GOALS) {
    const rank = ranking[goal];
    const weight = GOAL_COUNT + 1 - rank;
    const entry = {
      goal,
      rank,
      weight,
      points: points[goal],
      contribution: (weight * points[goal]) / 100,
    };
    inOrder.push(entry);
    if (
      Number.isInteger(rank) &&
      rank >= 1 &&
      rank <= GOAL_COUNT &&
      byRank[rank - 1] === undefined
    ) {
      byRank[rank - 1] = entry;
      placed += 1;
    }
  }
  return placed === GOAL_COUNT
    ? (byRank as GoalContribution[])
    : inOrder.sort((a, b) => a.rank - b.rank);
}

/**
 * Fit score: 3 x (answers the family Recommends) / (answers checked for support); 0 to 3. Each
 * selected terrain, road type and maneuver counts; application, PTO and engine make count one each.
 * Terrain and road types always hold a choice, so the denominator is never 0; the guard is for
 * answers built in code.
 */
export function fitScore(checked: number, recommended: number): number {
  return checked === 0 ? 0 : (MAX_FIT_SCORE * recommended) / checked;
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
