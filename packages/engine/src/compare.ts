/**
 * The tie-breaking orders the engine shares. They never consult the locale or the input order, so
 * the same catalogue gives the same answer on every machine and in every order.
 */

/** Two totals closer than this count as equal: sums of fractions should not split a tie by an ulp. */
export const SCORE_TOLERANCE = 1e-9;

/**
 * Orders names case-insensitively, then by code units so distinct names never tie. Deliberately not
 * localeCompare: its answer depends on the runtime's ICU data, and the engine must be repeatable.
 */
export function compareNames(a: string, b: string): number {
  return compareLowered(a.toLowerCase(), a, b.toLowerCase(), b);
}

/** compareNames with both names already in lower case. */
function compareLowered(lowerA: string, a: string, lowerB: string, b: string): number {
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  if (a !== b) return a < b ? -1 : 1;
  return 0;
}

/** A family as far as tie-breaking is concerned. */
export interface RankedItem {
  readonly id: number;
  readonly name: string;
  readonly rank?: number | undefined;
  /**
   * The name in lower case, worked out once per family (evaluate-family.ts) so that a sort does not
   * allocate a string per comparison; an item without it is lowered at each comparison.
   */
  readonly sortName?: string;
}

/** Rank for ordering: a family the administrator has not ranked yet goes after every ranked one. */
export function effectiveRank(rank: number | undefined): number {
  return rank ?? Number.POSITIVE_INFINITY;
}

/**
 * RECOMMENDATION.md's fallback order: the administrator's rank (1 first), then name, then id. The id
 * is not in RECOMMENDATION.md; it only separates two families sharing rank and name, which the admin
 * list allows, so that the order stays total and independent of the catalogue's order.
 */
export function compareByRankThenName(a: RankedItem, b: RankedItem): number {
  const rankA = effectiveRank(a.rank);
  const rankB = effectiveRank(b.rank);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  const lowerA = a.sortName ?? a.name.toLowerCase();
  const lowerB = b.sortName ?? b.name.toLowerCase();
  return compareLowered(lowerA, a.name, lowerB, b.name) || a.id - b.id;
}

/** Higher total first, treating totals within SCORE_TOLERANCE as a tie (0). */
export function compareTotalsDescending(a: number, b: number): number {
  if (Math.abs(a - b) <= SCORE_TOLERANCE) return 0;
  return a > b ? -1 : 1;
}
