import type { UniqueIdentifier } from '@dnd-kit/core';
import { PERFORMANCE_GOAL_LABELS, PerformanceGoalSchema } from '@transmission-spec/domain';
import type { PerformanceGoal } from '@transmission-spec/domain';

/** Ids of the two drop areas; goals use their own value as id. */
export const OPTIONS_LIST = 'goal-options';
export const RANKED_LIST = 'goal-ranking';

export function toGoal(id: UniqueIdentifier | undefined): PerformanceGoal | null {
  const parsed = PerformanceGoalSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
}

export function goalLabel(id: UniqueIdentifier | undefined): string {
  const goal = toGoal(id);
  return goal === null ? 'The goal' : PERFORMANCE_GOAL_LABELS[goal];
}

/** Moves `goal` to `index` of the ranking, taking it from the options or from its old place. */
export function placeGoal(
  ranked: readonly PerformanceGoal[],
  goal: PerformanceGoal,
  index: number,
): PerformanceGoal[] {
  const rest = ranked.filter((entry) => entry !== goal);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), goal, ...rest.slice(at)];
}

export function removeGoal(
  ranked: readonly PerformanceGoal[],
  goal: PerformanceGoal,
): PerformanceGoal[] {
  return ranked.filter((entry) => entry !== goal);
}

/**
 * The ranking after dropping `goal` on `overId`: on a ranked goal it takes that goal's place, on the
 * ranking's empty space it goes last, and on the options list it leaves the ranking. Null when the
 * drop changes nothing.
 */
export function rankingAfterDrop(
  ranked: readonly PerformanceGoal[],
  goal: PerformanceGoal,
  overId: UniqueIdentifier | undefined,
): PerformanceGoal[] | null {
  if (overId === undefined || overId === goal) return null;
  if (overId === RANKED_LIST) return placeGoal(ranked, goal, ranked.length);
  const overGoal = toGoal(overId);
  if (overGoal !== null && ranked.includes(overGoal)) {
    return placeGoal(ranked, goal, ranked.indexOf(overGoal));
  }
  // Anything else is the options side.
  return ranked.includes(goal) ? removeGoal(ranked, goal) : null;
}

/** Where a dragged goal would land, in words. */
export function describeTarget(
  ranked: readonly PerformanceGoal[],
  overId: UniqueIdentifier | undefined,
): string {
  if (overId === undefined) return 'no drop area';
  if (overId === RANKED_LIST) return 'the end of your ranking';
  const overGoal = toGoal(overId);
  if (overGoal !== null && ranked.includes(overGoal)) {
    return `rank ${ranked.indexOf(overGoal) + 1} of your ranking`;
  }
  return 'the goals to rank';
}

/** What a screen reader hears after a move, e.g. "Price is now ranked 2 of 5." */
export function describeOutcome(
  ranked: readonly PerformanceGoal[],
  goal: PerformanceGoal,
  total: number,
): string {
  const label = PERFORMANCE_GOAL_LABELS[goal];
  const index = ranked.indexOf(goal);
  return index === -1
    ? `${label} is back in the goals to rank.`
    : `${label} is now ranked ${index + 1} of ${total}.`;
}
