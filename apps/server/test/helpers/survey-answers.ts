import type { SurveyAnswers } from '@transmission-spec/domain';

/** A linehaul tractor on flat and rolling highways (golden case 1 of docs/recommendation.md). */
export function buildLinehaulAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return {
    application: 'Linehaul',
    maxWeight: 80_000,
    terrain: ['Flat', 'HillyRolling'],
    maneuvers: [],
    roadTypes: ['Paved'],
    cruiseSpeed: 65,
    maxSpeed: 70,
    pto: 'NoPTO',
    engineMake: 'CumminsDiesel',
    engineHp: 450,
    engineTorque: 1650,
    preferenceRanking: {
      acceleration: 3,
      fuelEconomy: 1,
      lowSpeedManeuvers: 5,
      price: 2,
      tripTime: 4,
    },
    ...overrides,
  };
}

/** A door-to-door refuse truck no sample family serves (golden case 7). */
export function buildDoorToDoorRefuseAnswers(): SurveyAnswers {
  return buildLinehaulAnswers({
    application: 'DoorToDoorRefuse',
    maxWeight: 60_000,
    terrain: ['Flat'],
    maneuvers: ['UrbanStopAndGo', 'RepeatedLaunches'],
    cruiseSpeed: 50,
    maxSpeed: 60,
    pto: 'OnePTO',
    engineHp: 400,
    engineTorque: 1950,
    preferenceRanking: {
      acceleration: 4,
      fuelEconomy: 3,
      lowSpeedManeuvers: 1,
      price: 2,
      tripTime: 5,
    },
  });
}
