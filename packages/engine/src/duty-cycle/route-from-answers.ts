import {
  ROAD_TYPES,
  SLOW_CREEPING_MPH,
  TERRAINS,
  type DutyRouteSummary,
  type RoadType,
  type SurveyAnswers,
  type Terrain,
} from '@transmission-spec/domain';
import {
  APPLICATION_DUTY,
  CREEP_MILES,
  MAX_SPEED_SHARE,
  OCCASIONAL_MOUNTAIN_MAX_SHARE,
  PTO_IDLE_MINUTES,
  ROAD_TYPE_SPEED_CAP_MPH,
  ROAD_TYPE_WEIGHT,
  STEEP_RAMP_MPH,
  STOP_AND_GO,
  TERRAIN_PATTERNS,
  type GradeStep,
} from './route-rules.js';
import type { DutyCycleRoute, DutyCycleSegment } from './types.js';

/**
 * dutyRouteFromAnswers(): a route like yours (issue 26), built from the survey answers by the rules
 * of route-rules.ts, deterministic (the same answers always give the same route). The trip:
 *
 * 1. local streets out of the depot, with half the stops on the way;
 * 2. open road: a tenth at the occasional max road speed on the level, the rest at cruise speed
 *    over the chosen terrains' hills, each terrain an equal share (an occasional mountain pass one
 *    long climb and descent);
 * 3. local streets with the other half of the stops, then, where chosen, urban stop-and-go, the
 *    short 20 % ramps and slow creeping; the trip ends at rest.
 *
 * Unpaved roads, where chosen, take their share of the miles at the end of the trip (the site).
 * Every climb is matched by a descent of the same grade and length, so the trip ends at the height
 * it started. The stops' idle time carries the PTO time at idle, spread evenly over them.
 */

/** The answers a route is built from (Imperial). */
export type DutyRouteAnswers = Pick<
  SurveyAnswers,
  'application' | 'terrain' | 'roadTypes' | 'maneuvers' | 'cruiseSpeed' | 'maxSpeed' | 'pto'
>;

export interface DutyRoute {
  readonly route: DutyCycleRoute;
  readonly summary: DutyRouteSummary;
}

/** Lengths below this (miles, about 5 mm) are rounding left-overs, never a segment of their own. */
const EPSILON_MILES = 1e-9;

type Draft = Omit<DutyCycleSegment, 'roadType'> & { roadType?: RoadType };

function level(lengthMiles: number, speedLimitMph: number): Draft {
  return { lengthMiles, gradePercent: 0, speedLimitMph };
}

/** `miles` in `stops + 1` equal pieces, the first `stops` ending at rest for `dwellS`. */
function withStops(miles: number, stops: number, speedLimitMph: number, dwellS: number): Draft[] {
  if (miles <= EPSILON_MILES) return [];
  const piece = miles / (stops + 1);
  return Array.from({ length: stops + 1 }, (_, index) => ({
    ...level(piece, speedLimitMph),
    ...(index < stops && { stopAtEnd: true, dwellS }),
  }));
}

/** A terrain's pattern repeated a whole number of times to fill `miles` exactly (grades kept). */
function fillPattern(pattern: readonly GradeStep[], miles: number, speedLimitMph: number): Draft[] {
  const cycle = pattern.reduce((sum, step) => sum + step.lengthMiles, 0);
  const count = Math.max(1, Math.round(miles / cycle));
  const scale = miles / (count * cycle);
  const drafts: Draft[] = [];
  for (let repeat = 0; repeat < count; repeat += 1) {
    for (const step of pattern) {
      drafts.push({
        lengthMiles: step.lengthMiles * scale,
        gradePercent: step.gradePercent,
        speedLimitMph,
      });
    }
  }
  return drafts;
}

/** The open road's hills: each chosen terrain (Steep Grade aside) in the survey's order. */
function terrainBlocks(terrain: readonly Terrain[], miles: number, cruiseMph: number): Draft[] {
  const chosen = TERRAINS.filter((item) => terrain.includes(item) && item !== 'SteepGrade');
  const rolling = chosen.filter((item) => item !== 'OccasionalMountain');
  const [up, down] = TERRAIN_PATTERNS.OccasionalMountain;
  const climbMiles = chosen.includes('OccasionalMountain')
    ? Math.min(up?.lengthMiles ?? 0, (OCCASIONAL_MOUNTAIN_MAX_SHARE * miles) / 2)
    : 0;
  const rest = miles - 2 * climbMiles;
  const blocks: Draft[] = [];
  if (rolling.length === 0 && rest > EPSILON_MILES) blocks.push(level(rest, cruiseMph));
  for (const item of chosen) {
    if (item === 'OccasionalMountain') {
      blocks.push(
        { lengthMiles: climbMiles, gradePercent: up?.gradePercent ?? 6, speedLimitMph: cruiseMph },
        {
          lengthMiles: climbMiles,
          gradePercent: down?.gradePercent ?? -6,
          speedLimitMph: cruiseMph,
        },
      );
    } else {
      blocks.push(...fillPattern(TERRAIN_PATTERNS[item], rest / rolling.length, cruiseMph));
    }
  }
  return blocks;
}

/** Share of the miles on each road type: the chosen types' weights, normalized. */
function roadShares(roadTypes: readonly RoadType[]): Record<RoadType, number> {
  const chosen = ROAD_TYPES.filter((roadType) => roadTypes.includes(roadType));
  const types: readonly RoadType[] = chosen.length > 0 ? chosen : ['Paved'];
  const total = types.reduce((sum, roadType) => sum + ROAD_TYPE_WEIGHT[roadType], 0);
  return Object.fromEntries(
    ROAD_TYPES.map((roadType) => [
      roadType,
      types.includes(roadType) ? ROAD_TYPE_WEIGHT[roadType] / total : 0,
    ]),
  ) as Record<RoadType, number>;
}

/**
 * Road types from the end of the trip backwards: off-road first (the site), then gravel, then
 * paved; a segment across a boundary is split, its stop staying with the later piece. Each road
 * type's speed cap applies.
 */
function assignRoadTypes(
  drafts: readonly Draft[],
  totalMiles: number,
  shares: Record<RoadType, number>,
) {
  const order: RoadType[] = ['OffRoad', 'MaintainedGravel', 'Paved'];
  const budgets = order.map((roadType) => ({ roadType, miles: shares[roadType] * totalMiles }));
  const reversed: DutyCycleSegment[] = [];
  let budget = 0;
  const next = () => {
    while (budget < budgets.length - 1 && (budgets[budget]?.miles ?? 0) <= EPSILON_MILES)
      budget += 1;
    return budgets[budget] ?? { roadType: 'Paved' as RoadType, miles: Number.POSITIVE_INFINITY };
  };
  for (let index = drafts.length - 1; index >= 0; index -= 1) {
    const draft = drafts[index];
    if (draft === undefined) continue;
    let remaining = draft.lengthMiles;
    let tail = true;
    while (remaining > EPSILON_MILES) {
      const current = next();
      const isLast = budget === budgets.length - 1;
      const take = isLast || current.miles >= remaining - EPSILON_MILES ? remaining : current.miles;
      current.miles -= take;
      remaining -= take;
      const { stopAtEnd, dwellS, ...rest } = draft;
      reversed.push({
        ...rest,
        lengthMiles: take,
        roadType: current.roadType,
        speedLimitMph: Math.min(draft.speedLimitMph, ROAD_TYPE_SPEED_CAP_MPH[current.roadType]),
        ...(tail && stopAtEnd !== undefined && { stopAtEnd }),
        ...(tail && dwellS !== undefined && { dwellS }),
      });
      tail = false;
    }
  }
  return reversed.reverse();
}

/** The route for the answers, with the summary the result shows and describes. */
export function dutyRouteFromAnswers(answers: DutyRouteAnswers): DutyRoute {
  const duty = APPLICATION_DUTY[answers.application];
  const totalMiles = duty.lengthMiles;
  const cruiseMph = answers.cruiseSpeed;
  const maxMph = Math.max(answers.maxSpeed, cruiseMph);
  const stopAndGo = answers.maneuvers.includes('UrbanStopAndGo');
  const creeping = answers.maneuvers.includes('SlowCreeping');
  const steep = answers.terrain.includes('SteepGrade');

  const stopGoMiles = stopAndGo
    ? Math.min(STOP_AND_GO.maxMiles, STOP_AND_GO.share * totalMiles)
    : 0;
  const steepMiles = steep
    ? TERRAIN_PATTERNS.SteepGrade.reduce((sum, step) => sum + step.lengthMiles, 0)
    : 0;
  const creepMiles = creeping ? CREEP_MILES : 0;
  const localMiles = duty.localShare * totalMiles;
  const openMiles = totalMiles - localMiles - stopGoMiles - steepMiles - creepMiles;
  const localMph = Math.min(duty.localSpeedMph, cruiseMph);
  const wayStops = Math.round(totalMiles * duty.stopsPerMile);
  const startStops = Math.floor(wayStops / 2);

  const drafts: Draft[] = [
    ...withStops(localMiles / 2, startStops, localMph, duty.stopDwellS),
    level(MAX_SPEED_SHARE * openMiles, maxMph),
    ...terrainBlocks(answers.terrain, (1 - MAX_SPEED_SHARE) * openMiles, cruiseMph),
    ...withStops(localMiles / 2, wayStops - startStops, localMph, duty.stopDwellS),
  ];
  if (stopAndGo) {
    const stops = Math.max(1, Math.round(stopGoMiles / STOP_AND_GO.spacingMiles));
    // The last piece ends at rest too: its stop is the last of the stretch.
    drafts.push(
      ...withStops(
        stopGoMiles,
        stops - 1,
        Math.min(STOP_AND_GO.speedMph, cruiseMph),
        STOP_AND_GO.dwellS,
      ),
    );
    const last = drafts.at(-1);
    if (last) Object.assign(last, { stopAtEnd: true, dwellS: STOP_AND_GO.dwellS });
  }
  if (steep) {
    const rampMph = Math.min(STEEP_RAMP_MPH, cruiseMph);
    drafts.push(
      ...TERRAIN_PATTERNS.SteepGrade.map((step) => ({ ...step, speedLimitMph: rampMph })),
    );
  }
  if (creeping) drafts.push({ ...level(creepMiles, SLOW_CREEPING_MPH), stopAtEnd: true });
  // The trip ends at rest.
  const end = drafts.at(-1);
  if (end) Object.assign(end, { stopAtEnd: true, dwellS: end.dwellS ?? 0 });

  // The PTO's idle minutes, spread over every stop.
  const stops = drafts.filter((draft) => draft.stopAtEnd === true);
  const ptoIdleMinutes = PTO_IDLE_MINUTES[answers.pto];
  for (const stop of stops) stop.dwellS = (stop.dwellS ?? 0) + (ptoIdleMinutes * 60) / stops.length;

  const shares = roadShares(answers.roadTypes);
  const segments = assignRoadTypes(
    drafts.filter((draft) => draft.lengthMiles > EPSILON_MILES),
    totalMiles,
    shares,
  );
  return { route: { segments }, summary: summarize(answers, segments, totalMiles, ptoIdleMinutes) };
}

function summarize(
  answers: DutyRouteAnswers,
  segments: readonly DutyCycleSegment[],
  lengthMiles: number,
  ptoIdleMinutes: number,
): DutyRouteSummary {
  const miles = (roadType: RoadType) =>
    segments
      .filter((segment) => (segment.roadType ?? 'Paved') === roadType)
      .reduce((sum, segment) => sum + segment.lengthMiles, 0);
  return {
    application: answers.application,
    lengthMiles,
    stops: segments.filter((segment) => segment.stopAtEnd === true).length,
    terrains: TERRAINS.filter((terrain) => answers.terrain.includes(terrain)),
    cruiseMph: answers.cruiseSpeed,
    maxMph: Math.max(answers.maxSpeed, answers.cruiseSpeed),
    maxGradePercent: Math.max(0, ...segments.map((segment) => Math.abs(segment.gradePercent))),
    climbFt: segments.reduce(
      (sum, segment) =>
        sum + (Math.max(0, segment.gradePercent) / 100) * segment.lengthMiles * 5280,
      0,
    ),
    roadShares: Object.fromEntries(
      ROAD_TYPES.map((roadType) => [roadType, miles(roadType) / lengthMiles]),
    ) as Record<RoadType, number>,
    ptoIdleMinutes,
    stopAndGo: answers.maneuvers.includes('UrbanStopAndGo'),
    creeping: answers.maneuvers.includes('SlowCreeping'),
    segments: segments.length,
  };
}
