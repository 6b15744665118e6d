import {
  APPLICATIONS,
  ENGINE_MAKES,
  HORSEPOWER_RANGE,
  MANEUVERS,
  PTO_OPTIONS,
  ROAD_TYPES,
  SPEED_RANGE,
  TERRAINS,
  type SupportLevel,
  type TransmissionFamily,
} from '@transmission-spec/domain';

/** Test data builders for unit tests: a family that takes everything, with the overrides a test is about. */

/** Every value of a group at one level. */
export function allAt<const T extends readonly string[]>(
  values: T,
  level: SupportLevel,
): Record<T[number], SupportLevel> {
  return Object.fromEntries(values.map((value) => [value, level])) as Record<
    T[number],
    SupportLevel
  >;
}

/**
 * A family that supports every answer (level `level`), with the widest limits, no GCW limit, two
 * models (1,650 and 2,250 lb-ft) and distinct axle ranges per duty class.
 */
export function buildFamily(
  overrides: Partial<TransmissionFamily> = {},
  level: SupportLevel = 'Supported',
): TransmissionFamily {
  return {
    id: 1,
    name: 'Test family',
    description: '<p>Test</p>',
    learnMoreUrl: 'https://www.example.com/',
    image: null,
    gearRatios: {
      forward: [14.4, 11.0, 8.4, 6.4, 4.9, 3.7, 2.8, 2.2, 1.7, 1.3, 1.0, 0.77],
      reverse: [12.8],
    },
    rank: 1,
    isDisabled: false,
    isDeleted: false,
    modelTorques: [
      { name: 'T-1650', maxTorque: 1650, isDeleted: false },
      { name: 'T-2250', maxTorque: 2250, isDeleted: false },
    ],
    performanceGoalPoints: {
      acceleration: 50,
      fuelEconomy: 50,
      lowSpeedManeuvers: 50,
      price: 50,
      tripTime: 50,
    },
    axleRatioThresholds: {
      defaultBottom: 2.2,
      defaultTop: 2.6,
      mediumBottom: 2.5,
      mediumTop: 2.9,
      highBottom: 3,
      highTop: 3.5,
      extremeBottom: 4.1,
      extremeTop: 4.6,
    },
    maxSupportedCruiseSpeed: SPEED_RANGE.max,
    maxSupportedEngineHp: HORSEPOWER_RANGE.max,
    maxSupportedGcw: null,
    maxSupportedMaxSpeed: SPEED_RANGE.max,
    supportedApplications: allAt(APPLICATIONS, level),
    supportedTerrain: allAt(TERRAINS, level),
    supportedManeuvers: allAt(MANEUVERS, level),
    supportedRoadTypes: allAt(ROAD_TYPES, level),
    supportedPto: allAt(PTO_OPTIONS, level),
    supportedEngineMakes: allAt(ENGINE_MAKES, level),
    ...overrides,
  };
}
