import {
  PERFORMANCE_GOAL_LABELS,
  TERRAINS,
  type Application,
  type RoadType,
  type Terrain,
  type UnitSystem,
} from '../common/enums.js';
import type { CompletePreferenceRanking } from '../survey/survey.js';
import { KM_PER_MILE } from '../catalogue/tire-sizes.js';
import { formatQuantity } from '../common/units.js';

// zod-free, like engineering-text.ts: the result's cards read these words without loading schemas.

/**
 * A route like yours (issue 26) as the buyer reads it: the engine builds the route from the answers
 * (packages/engine/src/duty-cycle/route-from-answers.ts, docs/duty-cycle-route.md) and returns this
 * summary beside it; the words here turn it into the one line the result shows.
 */
export interface DutyRouteSummary {
  readonly application: Application;
  /** Total length, miles. */
  readonly lengthMiles: number;
  /** Times the truck comes to rest, the end of the trip included. */
  readonly stops: number;
  /** The chosen terrains, in the survey's order. */
  readonly terrains: readonly Terrain[];
  /** Speed of most of the miles, mph. */
  readonly cruiseMph: number;
  /** The occasional max road speed some miles run at, mph. */
  readonly maxMph: number;
  /** The steepest grade on the route, %, up or down. */
  readonly maxGradePercent: number;
  /** Total climbing, ft (the route descends as much). */
  readonly climbFt: number;
  /** Share of the miles on each road type, 0-1, adding up to 1. */
  readonly roadShares: Readonly<Record<RoadType, number>>;
  /** Minutes at rest with the engine idling for the PTO. */
  readonly ptoIdleMinutes: number;
  readonly stopAndGo: boolean;
  readonly creeping: boolean;
  /** Segments handed to the simulator. */
  readonly segments: number;
}

/** How the route's line names each terrain's hills. */
export const DUTY_ROUTE_TERRAIN_WORDS: Readonly<Record<Terrain, string>> = {
  Flat: 'flat',
  HillyRolling: 'rolling hills',
  OccasionalMountain: 'a long 6% climb',
  FrequentMountain: 'frequent 6-8% climbs',
  SteepGrade: 'short 20% ramps',
};

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

function lengthText(miles: number, units: UnitSystem): string {
  if (units === 'Metric') {
    return `${Math.round(miles * KM_PER_MILE).toLocaleString('en-US')} km`;
  }
  const shown = Math.round(miles);
  return `${shown.toLocaleString('en-US')} ${shown === 1 ? 'mile' : 'miles'}`;
}

/**
 * The route in one line, e.g. "100 miles, rolling hills, 2 stops, 65 mph" or, Metric,
 * "161 km, rolling hills, 2 stops, 105 kph" (the speed in the unit the rest of the result uses).
 */
export function describeDutyRoute(summary: DutyRouteSummary, units: UnitSystem): string {
  const terrains = TERRAINS.filter((terrain) => summary.terrains.includes(terrain)).map(
    (terrain) => DUTY_ROUTE_TERRAIN_WORDS[terrain],
  );
  const stops = `${summary.stops.toLocaleString('en-US')} ${summary.stops === 1 ? 'stop' : 'stops'}`;
  return [
    lengthText(summary.lengthMiles, units),
    ...(terrains.length > 0 ? [joinWords(terrains)] : []),
    stops,
    formatQuantity('speed', summary.cruiseMph, units),
  ].join(', ');
}

/** 1st, 2nd, 3rd, 4th, 5th. */
function ordinal(rank: number): string {
  const suffix = rank === 1 ? 'st' : rank === 2 ? 'nd' : rank === 3 ? 'rd' : 'th';
  return `${String(rank)}${suffix}`;
}

/** The goals the axle ratio is chosen on, in the order the rule names them. */
export const AXLE_RATIO_GOALS = ['fuelEconomy', 'tripTime', 'acceleration'] as const;
export type AxleRatioGoal = (typeof AXLE_RATIO_GOALS)[number];

/** A goal ranked `rank` (1-5) weighs 6 - rank, as the recommendation's goal score does. */
export function goalWeight(rank: number): number {
  return 6 - rank;
}

/**
 * The smallest gaps between two ratios that count in full (docs/duty-cycle-route.md; the engine's chooseAxleRatio weighs by it): a smaller gap
 * counts only in proportion, so a difference no driver or fuel bill would notice (a few seconds
 * over a 100-minute trip, a tenth of a mile per hour on a climb) cannot outweigh a goal ranked
 * higher. Fuel economy and trip time as a share of the best figure; climb speed in mph; the ratio
 * itself (where every candidate climbs alike) as a share of the lowest ratio weighed.
 */
export const NOTICEABLE_GAP = {
  fuelEconomyShare: 0.02,
  tripTimeShare: 0.02,
  climbSpeedMph: 2,
  axleRatioShare: 0.2,
} as const;

/**
 * The axle-ratio choice's rule in one sentence (issue 26), naming the visitor's own ranks:
 * packages/engine/src/duty-cycle/axle-ratio-choice.ts applies it. `passingOnly` is whether any
 * simulated ratio passes the gearing check (then only those were weighed).
 */
export function axleRatioRuleText(
  ranking: Pick<CompletePreferenceRanking, AxleRatioGoal>,
  passingOnly: boolean,
): string {
  const goals = joinWords(
    AXLE_RATIO_GOALS.map(
      (goal) =>
        `${PERFORMANCE_GOAL_LABELS[goal].toLowerCase()} (ranked ${ordinal(ranking[goal])}, weight ${String(goalWeight(ranking[goal]))})`,
    ),
  );
  const among = passingOnly
    ? 'among the ratios at which this transmission passes the gearing check'
    : 'among all the ratios simulated, since at no ratio of its range does this transmission pass the gearing check';
  return `The axle ratio to order is the one that scores best on ${goals}, each scored from the worst ratio on your route to the best (acceleration from the slowest climb speed, or the deeper ratio where they climb alike), where a gap smaller than one you would notice (${String(NOTICEABLE_GAP.fuelEconomyShare * 100)} % in fuel economy, ${String(NOTICEABLE_GAP.tripTimeShare * 100)} % in trip time, ${String(NOTICEABLE_GAP.climbSpeedMph)} mph in climb speed) counts only in part, ${among}.`;
}
