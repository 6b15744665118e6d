import {
  AXLE_RATIO_GOALS,
  axleRatioRuleText,
  goalWeight,
  NOTICEABLE_GAP,
  type AxleRatioGoal,
  type AxleRatioRange,
  type CompletePreferenceRanking,
} from '@transmission-spec/domain';
import type { DutyCycleResult } from './types.js';

/**
 * Which axle ratios a result simulates and which one to order (issue 26). docs/duty-cycle-route.md
 * states both rules; the rule's user-facing sentence is the domain's axleRatioRuleText.
 */

/**
 * Axle ratios as North American drive-axle makers list them for heavy trucks: the fast ratios of
 * on-highway tandems (Meritor 14X / RT-40-145, Dana Spicer D40/D46 series: 2.47 to 4.88) and the
 * deeper ones of vocational, heavy-haul and off-road axles (to 7.17). A given axle model offers a
 * subset; the list is the issue's, in rising order.
 */
export const COMMON_AXLE_RATIOS = [
  2.47, 2.53, 2.64, 2.79, 2.93, 3.08, 3.25, 3.36, 3.55, 3.73, 3.91, 4.1, 4.33, 4.56, 4.88, 5.29,
  5.57, 5.86, 6.14, 6.43, 6.83, 7.17,
] as const;

/** Most ratios simulated per family: 2 families x 8 ratios stay within the 50 ms budget. */
export const MAX_SIMULATED_RATIOS = 8;

/** A ratio to the hundredth, as axle ratios are quoted: the key two ratios are alike by. */
function hundredths(ratio: number): number {
  return Math.round(ratio * 100);
}

/**
 * The ratios to simulate for a family: the engineering check's (its low, middle and high of the
 * duty class's range) and the common ratios inside the range, without repeats, in rising order, at
 * most MAX_SIMULATED_RATIOS. When more common ratios fit than places are left, the places go to
 * common ratios evenly spread over those inside the range (the first and last always among them),
 * so a wide range is sampled across its whole width.
 */
export function axleRatiosToSimulate(
  range: AxleRatioRange,
  checkRatios: readonly number[],
): number[] {
  if (!Number.isFinite(range.low) || range.low <= 0)
    throw new RangeError(`range.low ${range.low} is not a ratio`);
  if (!Number.isFinite(range.high) || range.high < range.low) {
    throw new RangeError(`range.high ${range.high} is below range.low ${range.low}`);
  }
  const taken = new Map<number, number>();
  for (const ratio of checkRatios) {
    if (!taken.has(hundredths(ratio))) taken.set(hundredths(ratio), ratio);
  }
  const inside = COMMON_AXLE_RATIOS.filter(
    (ratio) => ratio >= range.low && ratio <= range.high && !taken.has(hundredths(ratio)),
  );
  const places = Math.max(0, MAX_SIMULATED_RATIOS - taken.size);
  const chosen =
    inside.length <= places
      ? inside
      : places === 1
        ? [inside[Math.floor((inside.length - 1) / 2)] ?? inside[0]]
        : Array.from(
            { length: places },
            (_, index) => inside[Math.round((index * (inside.length - 1)) / (places - 1))],
          );
  return [...taken.values(), ...chosen.filter((ratio) => ratio !== undefined)].sort(
    (a, b) => a - b,
  );
}

/** One simulated ratio: the run and whether the family passes the gearing tier at this ratio. */
export interface AxleRatioCandidate {
  readonly axleRatio: number;
  readonly result: DutyCycleResult;
  readonly passesGearingTier: boolean;
}

/** A candidate's score: each goal from 0 (the worst ratio weighed) to 1 (the best), and the sum. */
export interface AxleRatioScore {
  readonly axleRatio: number;
  readonly goals: Readonly<Record<AxleRatioGoal, number>>;
  /** Sum of the goals' scores, each times its weight (6 - rank). */
  readonly score: number;
}

export interface AxleRatioChoice {
  readonly axleRatio: number;
  readonly candidate: AxleRatioCandidate;
  /** True when only ratios that pass the gearing tier were weighed (some did). */
  readonly passingOnly: boolean;
  /** The rule in one sentence, for the visitor. */
  readonly rule: string;
  /** The weighed candidates' scores, in the order given. */
  readonly scores: readonly AxleRatioScore[];
}

/**
 * Slowest climb speeds within this many mph count as alike: acceleration then reads from the ratio
 * itself (a deeper ratio multiplies the engine's torque at the wheels in every gear, so it pulls
 * away and climbs harder).
 */
export const CLIMB_SPEED_ALIKE_MPH = 0.1;

/**
 * Where each candidate stands on a figure: 0 for the worst, rising to 1 for the best when the best
 * is at least `noticeable` better (in part when the whole spread is smaller), 1 for all when alike.
 */
function standing(
  values: readonly number[],
  higherIsBetter: boolean,
  noticeable: number,
): number[] {
  const best = higherIsBetter ? Math.max(...values) : Math.min(...values);
  const worst = higherIsBetter ? Math.min(...values) : Math.max(...values);
  const spread = Math.max(Math.abs(best - worst), noticeable);
  return values.map((value) => (spread === 0 ? 1 : Math.abs(value - worst) / spread));
}

/**
 * The axle ratio to order: among the candidates at which the family passes the gearing tier (all
 * of them when none does), the one with the highest score, where fuel economy (mpg), trip time
 * (time over the route) and acceleration (the slowest climb speed, or the ratio itself where every
 * candidate climbs alike) each score 0 for the worst candidate to 1 for the best, times the weight
 * of the visitor's rank (1st 5, 5th 1, as the recommendation's goal score); a gap smaller than
 * NOTICEABLE_GAP counts only in part. Ties go to the better
 * fuel economy, then the lower ratio. Deterministic, whatever the candidates' order.
 */
export function chooseAxleRatio(
  candidates: readonly AxleRatioCandidate[],
  goals: Pick<CompletePreferenceRanking, AxleRatioGoal>,
): AxleRatioChoice {
  if (candidates.length === 0) throw new RangeError('candidates is empty: nothing to choose from');
  const passing = candidates.filter((candidate) => candidate.passesGearingTier);
  const passingOnly = passing.length > 0;
  const pool = passingOnly ? passing : candidates;
  const climbs = pool.map((candidate) => candidate.result.slowestClimbSpeedMph);
  const climbsAlike = Math.max(...climbs) - Math.min(...climbs) <= CLIMB_SPEED_ALIKE_MPH;
  const mpgs = pool.map((candidate) => candidate.result.mpg);
  const times = pool.map((candidate) => candidate.result.timeS);
  const ratios = pool.map((candidate) => candidate.axleRatio);
  const columns: Record<AxleRatioGoal, number[]> = {
    fuelEconomy: standing(mpgs, true, NOTICEABLE_GAP.fuelEconomyShare * Math.max(...mpgs)),
    tripTime: standing(times, false, NOTICEABLE_GAP.tripTimeShare * Math.min(...times)),
    acceleration: climbsAlike
      ? standing(ratios, true, NOTICEABLE_GAP.axleRatioShare * Math.min(...ratios))
      : standing(climbs, true, NOTICEABLE_GAP.climbSpeedMph),
  };
  const scores: AxleRatioScore[] = pool.map((candidate, index) => {
    const scored = Object.fromEntries(
      AXLE_RATIO_GOALS.map((goal) => [goal, columns[goal][index] ?? 0]),
    ) as Record<AxleRatioGoal, number>;
    return {
      axleRatio: candidate.axleRatio,
      goals: scored,
      score: AXLE_RATIO_GOALS.reduce(
        (sum, goal) => sum + goalWeight(goals[goal]) * scored[goal],
        0,
      ),
    };
  });
  let best = 0;
  for (let index = 1; index < pool.length; index += 1) {
    if (better(pool[index], scores[index], pool[best], scores[best])) best = index;
  }
  const candidate = pool[best] ?? pool[0];
  if (candidate === undefined) throw new RangeError('candidates is empty: nothing to choose from');
  return {
    axleRatio: candidate.axleRatio,
    candidate,
    passingOnly,
    rule: axleRatioRuleText(goals, passingOnly),
    scores,
  };
}

/** Scores this close are a tie (floating-point sums of the same figures in another order). */
const SCORE_TIE = 1e-9;

function better(
  a: AxleRatioCandidate | undefined,
  aScore: AxleRatioScore | undefined,
  b: AxleRatioCandidate | undefined,
  bScore: AxleRatioScore | undefined,
): boolean {
  if (a === undefined || aScore === undefined) return false;
  if (b === undefined || bScore === undefined) return true;
  if (Math.abs(aScore.score - bScore.score) > SCORE_TIE) return aScore.score > bScore.score;
  if (a.result.mpg !== b.result.mpg) return a.result.mpg > b.result.mpg;
  return a.axleRatio < b.axleRatio;
}
