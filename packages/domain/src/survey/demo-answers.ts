import type { CompletePreferenceRanking, SurveyAnswers } from './survey.js';

/**
 * The answers of the /demo page's guided example, which is also golden case 1 of
 * docs/recommendation.md (the golden cases in @transmission-spec/domain/testing build on it):
 * changing a value here changes the demo and that golden case.
 */

/** Fuel economy 1st, price 2nd, acceleration 3rd, trip time 4th, low-speed maneuvers 5th. */
const FUEL_FIRST: CompletePreferenceRanking = {
  acceleration: 3,
  fuelEconomy: 1,
  lowSpeedManeuvers: 5,
  price: 2,
  tripTime: 4,
};

/** Golden case 1: a linehaul tractor on flat and rolling highways, the survey's most common case. */
const LINEHAUL_TRACTOR: SurveyAnswers = {
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
  preferenceRanking: FUEL_FIRST,
};

/**
 * A linehaul tractor on flat and rolling highways (Imperial, as POST api/survey takes them): the
 * /demo page's example and the answers documentation and API examples show. A fresh copy each
 * call (lists and ranking included), so a caller may change it.
 */
export function linehaulTractorAnswers(): SurveyAnswers {
  return {
    ...LINEHAUL_TRACTOR,
    terrain: [...LINEHAUL_TRACTOR.terrain],
    maneuvers: [...LINEHAUL_TRACTOR.maneuvers],
    roadTypes: [...LINEHAUL_TRACTOR.roadTypes],
    preferenceRanking: { ...LINEHAUL_TRACTOR.preferenceRanking },
  };
}
