import type {
  SurveyAnswers,
  SurveyResponse,
  TransmissionDetails,
  TransmissionResult,
} from '@transmission-spec/domain';

/** Test data for the survey and its result, with sensible defaults and overrides. */

export function buildTransmission(overrides: Partial<TransmissionResult> = {}): TransmissionResult {
  return {
    name: 'Endurant HD',
    learnMoreUrl: 'https://transmissions.example/endurant-hd',
    description: '<p>Clean-sheet <strong>12-speed</strong> automated transmission.</p>',
    image: null,
    modelName: 'EEO-17F112C',
    axleRatio: '2.2 - 2.6',
    ...overrides,
  };
}

/**
 * A top choice's details for the default answers: Endurant-like 12-speed ratios (14.40 lowest,
 * 0.77 top) and a 2.50-2.90 axle range, with a why of each kind but the runner-up's.
 */
export function buildDetails(overrides: Partial<TransmissionDetails> = {}): TransmissionDetails {
  return {
    modelMaxTorque: 1850,
    axleRatioRange: { low: 2.5, high: 2.9 },
    gearRatios: {
      forward: [14.4, 11.19, 8.67, 6.73, 5.2, 4.03, 3.13, 2.43, 1.89, 1.46, 1.0, 0.77],
      reverse: [12.9, 9.99],
    },
    limits: {
      maxSupportedGcw: 110_000,
      maxSupportedEngineHp: 605,
      maxSupportedCruiseSpeed: 75,
      maxSupportedMaxSpeed: 80,
    },
    support: [
      { check: 'application', value: 'Linehaul', level: 'Recommended' },
      { check: 'terrain', value: 'Flat', level: 'Recommended' },
      { check: 'terrain', value: 'FrequentMountain', level: 'Supported' },
      { check: 'roadTypes', value: 'Paved', level: 'Recommended' },
      { check: 'pto', value: 'NoPTO', level: 'Recommended' },
      { check: 'engineMake', value: 'CumminsDiesel', level: 'Recommended' },
    ],
    why: [
      {
        kind: 'duty',
        application: 'Linehaul',
        applicationLevel: 'Recommended',
        terrain: [
          { terrain: 'Flat', level: 'Recommended' },
          { terrain: 'FrequentMountain', level: 'Supported' },
        ],
      },
      { kind: 'torque', modelName: 'EEO-17F112C', rated: 1850, engineTorque: 1650 },
      { kind: 'gcw', gcw: 80_000, limit: 110_000 },
      { kind: 'operation', pto: 'NoPTO', ptoLevel: 'Recommended', maneuvers: [] },
      { kind: 'goals', goals: [{ goal: 'fuelEconomy', rank: 1 }] },
    ],
    ...overrides,
  };
}

/** A runner-up's details: a 10-speed with a 0.80 top gear, second on fuel economy. */
export function buildRunnerUpDetails(
  overrides: Partial<TransmissionDetails> = {},
): TransmissionDetails {
  return buildDetails({
    modelMaxTorque: 1650,
    axleRatioRange: { low: 2.64, high: 3.08 },
    gearRatios: {
      forward: [14.8, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.35, 0.8],
      reverse: [13.63],
    },
    support: [
      { check: 'application', value: 'Linehaul', level: 'Recommended' },
      { check: 'terrain', value: 'Flat', level: 'Recommended' },
      { check: 'terrain', value: 'FrequentMountain', level: 'Recommended' },
      { check: 'roadTypes', value: 'Paved', level: 'Recommended' },
      { check: 'pto', value: 'NoPTO', level: 'Recommended' },
      { check: 'engineMake', value: 'CumminsDiesel', level: 'Supported' },
    ],
    why: [
      {
        kind: 'duty',
        application: 'Linehaul',
        applicationLevel: 'Recommended',
        terrain: [
          { terrain: 'Flat', level: 'Recommended' },
          { terrain: 'FrequentMountain', level: 'Recommended' },
        ],
      },
      { kind: 'torque', modelName: 'FAO-16810S-EC3', rated: 1650, engineTorque: 1650 },
      { kind: 'gcw', gcw: 80_000, limit: 110_000 },
      {
        kind: 'secondPlace',
        topChoice: 'Endurant HD',
        cause: {
          kind: 'lowerScore',
          goalsBehind: [{ goal: 'fuelEconomy', rank: 1 }],
          answersBehind: [],
        },
      },
    ],
    ...overrides,
  });
}

export function buildSurveyResponse(overrides: Partial<SurveyResponse> = {}): SurveyResponse {
  return {
    type: 'Transmission',
    topChoice: buildTransmission(),
    runnerUp: buildTransmission({
      name: 'Fuller Advantage',
      learnMoreUrl: 'https://transmissions.example/fuller-advantage',
      description: '<p>10-speed with a 0.80 overdrive.</p>',
      modelName: 'FAO-16810S-EC3',
      axleRatio: '2.5 - 2.9',
    }),
    message: '',
    reason: null,
    ...overrides,
  };
}

export function buildSurveyAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return {
    application: 'Linehaul',
    maxWeight: 80_000,
    terrain: ['Flat', 'FrequentMountain'],
    maneuvers: [],
    roadTypes: ['Paved'],
    cruiseSpeed: 65,
    maxSpeed: 70,
    pto: 'NoPTO',
    engineMake: 'CumminsDiesel',
    engineHp: 450,
    engineTorque: 1650,
    preferenceRanking: {
      fuelEconomy: 1,
      price: 2,
      tripTime: 3,
      acceleration: 4,
      lowSpeedManeuvers: 5,
    },
    ...overrides,
  };
}

export const TEST_CONFIG = {
  portfolioUrl: 'https://transmissions.example/portfolio',
  findRepresentativeUrl: 'https://transmissions.example/find-a-representative',
  customerServicePhone: '1-800-555-0199',
  idleTimeoutMs: 3_600_000,
} as const;
