import { linehaulTractorAnswers, type SurveyAnswers } from '@transmission-spec/domain';

/** A linehaul tractor on flat and rolling highways (golden case 1 of docs/recommendation.md). */
export function buildLinehaulAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return { ...linehaulTractorAnswers(), ...overrides };
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
