/**
 * Every enumeration of SPEC section 3, as a readonly tuple (the canonical order shown to users)
 * and a user-facing label per value. Values are the wire values the API exchanges. No zod here
 * (decision 075): the web app's shell reads these on every page, and the zod enums built from
 * the tuples live in enum-schemas.ts.
 */

export const APPLICATIONS = [
  'Agriculture',
  'Construction',
  'Fire',
  'HeavyHaul',
  'Linehaul',
  'Logging',
  'Mixer',
  'OilField',
  'PickUpAndDelivery',
  'Recreational',
  'Refuse',
  'DoorToDoorRefuse',
  'Rescue',
  'Transit',
] as const;
export type Application = (typeof APPLICATIONS)[number];
export const APPLICATION_LABELS: Record<Application, string> = {
  Agriculture: 'Agriculture',
  Construction: 'Construction',
  Fire: 'Fire Service',
  HeavyHaul: 'Heavy Haul',
  Linehaul: 'Linehaul',
  Logging: 'Logging',
  Mixer: 'Mixer',
  OilField: 'Oil Field',
  PickUpAndDelivery: 'Pick-Up and Delivery',
  Recreational: 'Recreational',
  Refuse: 'Refuse',
  DoorToDoorRefuse: 'Door-to-Door Refuse',
  Rescue: 'Rescue',
  Transit: 'Transit Coach',
};

export const ENGINE_MAKES = [
  'CumminsDiesel',
  'CumminsNaturalGas',
  'PACCAR',
  'Detroit',
  'Other',
] as const;
export type EngineMake = (typeof ENGINE_MAKES)[number];
export const ENGINE_MAKE_LABELS: Record<EngineMake, string> = {
  CumminsDiesel: 'Cummins Diesel',
  CumminsNaturalGas: 'Cummins Natural Gas',
  PACCAR: 'PACCAR',
  Detroit: 'Detroit',
  Other: 'Other',
};

export const MANEUVERS = [
  'FastInReverse',
  'Mud',
  'RepeatedLaunches',
  'UrbanStopAndGo',
  'SlowCreeping',
] as const;
export type Maneuver = (typeof MANEUVERS)[number];
export const MANEUVER_LABELS: Record<Maneuver, string> = {
  FastInReverse: 'Fast in reverse',
  Mud: 'Mud',
  RepeatedLaunches: 'Repeated launches',
  UrbanStopAndGo: 'Urban stop-and-go',
  SlowCreeping: 'Slow creeping',
};
/** Label of the exclusive maneuver choice; it selects no maneuver. */
export const NO_MANEUVERS_LABEL = 'None of the above';

export const PTO_OPTIONS = ['NoPTO', 'OnePTO', 'TwoPTO', 'ThreeOrMorePTO'] as const;
export type Pto = (typeof PTO_OPTIONS)[number];
export const PTO_LABELS: Record<Pto, string> = {
  NoPTO: 'No PTO needs',
  OnePTO: '1 PTO',
  TwoPTO: '2 PTOs',
  ThreeOrMorePTO: '3+ PTOs',
};

export const ROAD_TYPES = ['Paved', 'MaintainedGravel', 'OffRoad'] as const;
export type RoadType = (typeof ROAD_TYPES)[number];
export const ROAD_TYPE_LABELS: Record<RoadType, string> = {
  Paved: 'Paved',
  MaintainedGravel: 'Maintained gravel',
  OffRoad: 'Off-road',
};

export const TERRAINS = [
  'Flat',
  'HillyRolling',
  'OccasionalMountain',
  'FrequentMountain',
  'SteepGrade',
] as const;
export type Terrain = (typeof TERRAINS)[number];
export const TERRAIN_LABELS: Record<Terrain, string> = {
  Flat: 'Flat (up to 2% grade)',
  HillyRolling: 'Hilly/Rolling (2-6% grade)',
  OccasionalMountain: 'Mountain Pass, occasional (grades of 6% or smaller)',
  FrequentMountain: 'Mountain Pass, frequent (grades of 6% or larger)',
  SteepGrade: 'Steep Grade (20% or larger)',
};

export const SUPPORT_LEVELS = ['NotSupported', 'Supported', 'Recommended'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
export const SUPPORT_LEVEL_LABELS: Record<SupportLevel, string> = {
  NotSupported: 'Not supported',
  Supported: 'Supported',
  Recommended: 'Recommended',
};
export const DEFAULT_SUPPORT_LEVEL: SupportLevel = 'NotSupported';

export const PERFORMANCE_GOALS = [
  'acceleration',
  'fuelEconomy',
  'lowSpeedManeuvers',
  'price',
  'tripTime',
] as const;
export type PerformanceGoal = (typeof PERFORMANCE_GOALS)[number];
export const PERFORMANCE_GOAL_LABELS: Record<PerformanceGoal, string> = {
  acceleration: 'Acceleration',
  fuelEconomy: 'Fuel economy',
  lowSpeedManeuvers: 'Low-speed maneuvers',
  price: 'Price',
  tripTime: 'Trip time',
};

export const RESULT_TYPES = ['Transmission', 'NoTransmission', 'Error'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const UNIT_SYSTEMS = ['Imperial', 'Metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
/** True for 'Imperial' or 'Metric': a check without a schema, for code that must stay light. */
export function isUnitSystem(value: unknown): value is UnitSystem {
  return (UNIT_SYSTEMS as readonly unknown[]).includes(value);
}
/** SPEC section 9: Imperial is the default everywhere, and the canonical unit of stored answers. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'Imperial';
/** Name of the cookie that keeps the visitor's unit preference. */
export const UNITS_COOKIE = 'units';
