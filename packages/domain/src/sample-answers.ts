import type { SurveyAnswers } from './survey.js';

/**
 * Example survey answers (Imperial) for documentation, API examples, tests and benchmarks: the
 * survey's most common case, a linehaul tractor on flat and rolling highways (golden case 1 of
 * docs/recommendation.md). A fresh copy each call, so callers may change it.
 */
export function linehaulTractorAnswers(): SurveyAnswers {
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
    // fuel economy 1st, price 2nd, acceleration 3rd, trip time 4th, low-speed maneuvers 5th
    preferenceRanking: {
      acceleration: 3,
      fuelEconomy: 1,
      lowSpeedManeuvers: 5,
      price: 2,
      tripTime: 4,
    },
  };
}
