import type { Application, Pto, RoadType, Terrain } from '@transmission-spec/domain';

/**
 * The rules of a route like yours (issue 26), each figure with its source and how sure it is;
 * docs/duty-cycle-route.md sets them out for a reader. The route is one representative trip, not a
 * day: fuel per mile on it stands for the year (the yearly figure scales it by the annual miles),
 * and a trip of an hour or two of driving keeps the simulator fast (2 families x 8 ratios < 50 ms).
 */

/** How one application drives, before the terrain, road and maneuver answers. */
export interface ApplicationDuty {
  /** Length of the representative trip, miles. */
  readonly lengthMiles: number;
  /** Stops on the way (traffic, deliveries, pick-ups), per mile of the whole trip; the end adds one. */
  readonly stopsPerMile: number;
  /** Share of the miles driven on local streets, where the stops are; the rest is open road. */
  readonly localShare: number;
  /** Speed limit on those local streets, mph (capped at the cruise speed). */
  readonly localSpeedMph: number;
  /** Seconds at rest at each stop on the way (engine idling), before any PTO time. */
  readonly stopDwellS: number;
}

/**
 * By application. Sources: NREL's Fleet DNA drive-cycle statistics and the vocational cycles built
 * from them (Duran et al., SAE 2018-01-1199: 913 vocational vehicles, 16,250 days; the NREL
 * Neighborhood Refuse Truck Cycle), the EPA Phase 2 duty-cycle weightings (40 CFR 1037.510: a
 * sleeper-cab tractor is weighed 86 % on the 65 mph cruise, 9 % at 55 mph and 5 % transient; a
 * day cab 64/17/19; an urban vocational truck 0/8/92), transit cycles (Manhattan Bus Cycle: 6.8 mph
 * average, stops every few hundred metres), and, for residential refuse, SWANA's 700-800 lifts a day
 * on a dense route. These give ranges, not one number: each figure below is a round value inside
 * its range, and the uncertainty is about a factor of two on stops per mile.
 */
export const APPLICATION_DUTY: Readonly<Record<Application, ApplicationDuty>> = {
  // Long haul: almost all open road, a stop (fuel, rest, a junction) every 100 miles or so.
  Linehaul: {
    lengthMiles: 100,
    stopsPerMile: 0.01,
    localShare: 0.05,
    localSpeedMph: 35,
    stopDwellS: 60,
  },
  Recreational: {
    lengthMiles: 100,
    stopsPerMile: 0.02,
    localShare: 0.05,
    localSpeedMph: 35,
    stopDwellS: 60,
  },
  // Regional tractors (EPA's day-cab weighting): more in-town miles and stops.
  HeavyHaul: {
    lengthMiles: 60,
    stopsPerMile: 0.05,
    localShare: 0.1,
    localSpeedMph: 35,
    stopDwellS: 30,
  },
  Logging: {
    lengthMiles: 60,
    stopsPerMile: 0.05,
    localShare: 0.1,
    localSpeedMph: 35,
    stopDwellS: 30,
  },
  OilField: {
    lengthMiles: 40,
    stopsPerMile: 0.1,
    localShare: 0.2,
    localSpeedMph: 35,
    stopDwellS: 30,
  },
  Agriculture: {
    lengthMiles: 30,
    stopsPerMile: 0.1,
    localShare: 0.2,
    localSpeedMph: 35,
    stopDwellS: 30,
  },
  // Vocational trucks between sites (EPA's multi-purpose weighting is about half transient).
  Construction: {
    lengthMiles: 40,
    stopsPerMile: 0.3,
    localShare: 0.3,
    localSpeedMph: 35,
    stopDwellS: 20,
  },
  Mixer: { lengthMiles: 30, stopsPerMile: 0.3, localShare: 0.3, localSpeedMph: 35, stopDwellS: 20 },
  // Pick-up and delivery within a 100-mile radius (SPEC's help): Fleet DNA's delivery trucks stop
  // about once every mile or two, counting signals.
  PickUpAndDelivery: {
    lengthMiles: 50,
    stopsPerMile: 0.5,
    localShare: 0.3,
    localSpeedMph: 35,
    stopDwellS: 20,
  },
  Fire: { lengthMiles: 20, stopsPerMile: 0.5, localShare: 0.5, localSpeedMph: 35, stopDwellS: 20 },
  Rescue: {
    lengthMiles: 20,
    stopsPerMile: 0.5,
    localShare: 0.5,
    localSpeedMph: 35,
    stopDwellS: 20,
  },
  // Commercial refuse (front-load, roll-off): a container every mile or so, signals between.
  Refuse: {
    lengthMiles: 30,
    stopsPerMile: 1.5,
    localShare: 0.5,
    localSpeedMph: 30,
    stopDwellS: 20,
  },
  // Residential collection: a stop every 250-300 ft on the route, plus the drive to and from it.
  DoorToDoorRefuse: {
    lengthMiles: 10,
    stopsPerMile: 10,
    localShare: 0.6,
    localSpeedMph: 20,
    stopDwellS: 15,
  },
  // City bus: a stop every quarter mile, signals included.
  Transit: { lengthMiles: 15, stopsPerMile: 4, localShare: 0.8, localSpeedMph: 30, stopDwellS: 20 },
};

/** One stretch of a terrain's repeating pattern: grade % over a length, miles. */
export interface GradeStep {
  readonly gradePercent: number;
  readonly lengthMiles: number;
}

/**
 * Each terrain's pattern, always climbing and descending alike so the trip ends at the height it
 * started (potential energy nets about 0, and no terrain pays or earns fuel by where it ends).
 * Grades are the survey's words (SPEC 3) and the engineering check's: flat "up to 2 %" (we take
 * 1 % rises), hilly or rolling "2-6 %", an occasional mountain pass "6 % or smaller" (one long 6 %
 * climb, 5 miles or 1,580 ft, a typical Interstate pass), a frequent one "6 % or larger" (6 and 8 %
 * climbs of 2 miles), steep grade "20 % or larger" (a short ramp at a quarry or landfill).
 */
export const TERRAIN_PATTERNS: Readonly<Record<Terrain, readonly GradeStep[]>> = {
  Flat: [
    { gradePercent: 0, lengthMiles: 2 },
    { gradePercent: 1, lengthMiles: 1 },
    { gradePercent: 0, lengthMiles: 2 },
    { gradePercent: -1, lengthMiles: 1 },
  ],
  HillyRolling: [
    { gradePercent: 2, lengthMiles: 1 },
    { gradePercent: -2, lengthMiles: 1 },
    { gradePercent: 0, lengthMiles: 1 },
    { gradePercent: 6, lengthMiles: 0.5 },
    { gradePercent: -6, lengthMiles: 0.5 },
  ],
  OccasionalMountain: [
    { gradePercent: 6, lengthMiles: 5 },
    { gradePercent: -6, lengthMiles: 5 },
  ],
  FrequentMountain: [
    { gradePercent: 6, lengthMiles: 2 },
    { gradePercent: -6, lengthMiles: 2 },
    { gradePercent: 8, lengthMiles: 2 },
    { gradePercent: -8, lengthMiles: 2 },
  ],
  SteepGrade: [
    { gradePercent: 20, lengthMiles: 0.1 },
    { gradePercent: -20, lengthMiles: 0.1 },
  ],
};

/**
 * The occasional mountain pass takes at most this share of the open-road miles (one climb and its
 * descent): "occasional" means most miles are not on it.
 */
export const OCCASIONAL_MOUNTAIN_MAX_SHARE = 0.4;

/** Speed limit on the steep ramps, mph: loaded trucks take 20 % ramps in a low gear. */
export const STEEP_RAMP_MPH = 10;

/** Share of the open-road miles at the occasional max road speed (the rest at cruise speed). */
export const MAX_SPEED_SHARE = 0.1;

/**
 * Share of the miles on each chosen road type, as a weight normalized over the types chosen. The
 * survey asks which road types, not how much of each: we assume paved roads carry most miles
 * wherever they are chosen (a dump truck or logger reaches its site by road), maintained gravel
 * about a fifth, off-road a tenth. Our assumption, not a published statistic.
 */
export const ROAD_TYPE_WEIGHT: Readonly<Record<RoadType, number>> = {
  Paved: 0.7,
  MaintainedGravel: 0.2,
  OffRoad: 0.1,
};

/**
 * Speed caps by road type, mph (paved: none). Gravel roads are commonly posted 35-45 mph; haul roads
 * off-road run 10-20 mph. Our assumption within those ranges.
 */
export const ROAD_TYPE_SPEED_CAP_MPH: Readonly<Record<RoadType, number>> = {
  Paved: Number.POSITIVE_INFINITY,
  MaintainedGravel: 45,
  OffRoad: 20,
};

/**
 * Minutes at rest with the engine idling for the PTO over the trip, spread over its stops (a
 * refuse packer cycles at each stop, a tanker pumps at its delivery). Our assumption: about a
 * quarter of an hour per PTO, fewer per PTO as they add up (they often run together).
 */
export const PTO_IDLE_MINUTES: Readonly<Record<Pto, number>> = {
  NoPTO: 0,
  OnePTO: 15,
  TwoPTO: 25,
  ThreeOrMorePTO: 35,
};

/**
 * Urban stop-and-go, where chosen: a stretch of signals and traffic, 20 mph at most with a stop
 * every 0.2 mile and 10 s at rest, for a tenth of the trip up to 2 miles.
 */
export const STOP_AND_GO = {
  maxMiles: 2,
  share: 0.1,
  speedMph: 20,
  spacingMiles: 0.2,
  dwellS: 10,
} as const;

/**
 * Slow creeping, where chosen: 0.05 mile (264 ft) at the survey's creep speed (SLOW_CREEPING_MPH,
 * 0.5 mph: six minutes), ending at rest, as a paver or a trench job moves.
 */
export const CREEP_MILES = 0.05;
