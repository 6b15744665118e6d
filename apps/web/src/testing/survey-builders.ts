import type { SurveyAnswers, SurveyResponse, TransmissionResult } from '@transmission-spec/domain';

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
