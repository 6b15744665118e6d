/**
 * The duty-cycle simulator's contract (issue 26): a truck, a route, and what the truck does on it.
 * Other tools and our own checks build routes by hand and call simulateDutyCycle with them, so
 * fields are added here, never renamed.
 */
import type { Application, RoadType } from '@transmission-spec/domain';

/** The truck as the simulator sees it. Optional fields default by application (docs/engineering.md). */
export interface DutyCycleVehicle {
  gcwLbs: number;
  engineHp: number;
  engineTorqueLbFt: number;
  /** As the catalogue stores them, lowest gear first (the largest ratio). */
  forwardGears: number[];
  axleRatio: number;
  revsPerMile: number;
  /** Picks the body defaults (frontal area and drag, accessory load). */
  application?: Application;
  /** Drag coefficient x frontal area, m². */
  cdAM2?: number;
  /** Rolling-resistance coefficient on paved road; other road types scale it. */
  crr?: number;
  /** Share of engine power that reaches the wheels, 0-1. */
  drivelineEfficiency?: number;
  /** Power drawn by accessories (fan, compressor, alternator, PTO at idle), kW. */
  accessoryKw?: number;
}

/** One stretch of road: constant grade and speed limit. */
export interface DutyCycleSegment {
  lengthMiles: number;
  /** Positive uphill, negative downhill, in %. */
  gradePercent: number;
  speedLimitMph: number;
  /** Paved when absent. */
  roadType?: RoadType;
  /** The truck comes to rest at the end of this segment (and launches again from rest). */
  stopAtEnd?: boolean;
  /**
   * Seconds spent at rest after the stop (idling, PTO work), 0 when absent. A dwell implies a stop:
   * the truck comes to rest at the end of this segment even without `stopAtEnd`.
   */
  dwellS?: number;
  /**
   * Power drawn through the PTO during the dwell (refuse packer, pump, crane), kW, 0 when absent;
   * the engine gives it on top of the accessories while the truck stands.
   */
  dwellPtoKw?: number;
}

export interface DutyCycleRoute {
  segments: DutyCycleSegment[];
}

export interface DutyCycleInput {
  vehicle: DutyCycleVehicle;
  route: DutyCycleRoute;
}

/**
 * Energy at the wheels over the trip, kWh: tractive = rolling + aero + braking + potential +
 * kinetic (docs/engineering.md defines each term). `potential` is signed (m g x net rise: below 0
 * on a route that ends lower than it starts); `kinetic` is the net change of kinetic energy, 0 for
 * a trip from rest to rest; the others are never below 0.
 */
export interface DutyCycleEnergy {
  tractive: number;
  rolling: number;
  aero: number;
  braking: number;
  potential: number;
  kinetic: number;
}

export interface DutyCycleAssumptions {
  massKg: number;
  cdAM2: number;
  crr: number;
  drivelineEfficiency: number;
  airDensityKgM3: number;
  accessoryKw: number;
  peakEngineEfficiency: number;
  idleFuelLitresPerHour: number;
  fuelEnergyMJPerLitre: number;
  fuelDensityKgPerLitre: number;
  timeStepS: number;
  torquePlateauRpm: { low: number; high: number };
  ratedRpm: number;
  governedRpm: number;
  upshiftRpm: number;
  downshiftRpm: number;
  /** Engine speed of the best brake efficiency; the fuel rate rises 1 % per 50 rpm above it. */
  bestEfficiencyRpm: number;
  /** Fuel penalty above the best-efficiency speed, % per 50 rpm. */
  rpmPenaltyPercentPer50Rpm: number;
  /** Willans-line slope: extra brake work per unit of extra fuel energy. */
  marginalEngineEfficiency: number;
  /** Deceleration of a stop, m/s². */
  brakingDecelerationMS2: number;
  /** The most acceleration asked for at a launch or to regain speed, m/s². */
  desiredAccelerationMS2: number;
  /** Rolling-resistance coefficient of each road type: the paved `crr` scaled as the check scales it. */
  crrByRoadType: { Paved: number; MaintainedGravel: number; OffRoad: number };
}

export interface DutyCycleTracePoint {
  distanceMiles: number;
  elevationFt: number;
  speedMph: number;
  gear: number;
  rpm: number;
}

export interface DutyCycleResult {
  timeS: number;
  distanceMiles: number;
  fuelGallons: number;
  fuelLitres: number;
  mpg: number;
  litresPer100Km: number;
  averageSpeedMph: number;
  /** Share of moving time in the top gear, 0-1. */
  topGearTimeShare: number;
  shifts: number;
  slowestClimbSpeedMph: number;
  averageCruiseRpm: number;
  energyKWh: DutyCycleEnergy;
  assumptions: DutyCycleAssumptions;
  /** Downsampled for charts (a few hundred points at most). */
  trace: DutyCycleTracePoint[];
  /**
   * Where the truck could not go on (it cannot start or hold the grade even in its lowest gear),
   * miles from the start; null when it finished the route. The figures cover the part driven.
   */
  stalledAtMiles: number | null;
}
