import { linehaulTractorAnswers } from '../survey/demo-answers.js';
import type { CompletePreferenceRanking, SurveyAnswers } from '../survey/survey.js';

/**
 * The golden survey answers of docs/recommendation.md (Imperial, as POST api/survey takes them),
 * defined once: the engine's golden tests work their expectations out from these, and the server
 * tests, the benchmarks and the browser journeys send the same answers, so a journey's expected
 * result is the golden one. Changing a value here changes a golden case: rework its expectation by
 * hand first (packages/engine/test/golden.cases.ts).
 */

/** Low-speed maneuvers 1st, acceleration 2nd, trip time 3rd, fuel economy 4th, price 5th. */
const LOW_SPEED_FIRST: CompletePreferenceRanking = {
  lowSpeedManeuvers: 1,
  acceleration: 2,
  tripTime: 3,
  fuelEconomy: 4,
  price: 5,
};

/** Golden case 1: the /demo page's linehaul tractor, the survey's most common case. */
const LINEHAUL: SurveyAnswers = linehaulTractorAnswers();

const GOLDEN_ANSWERS = {
  /** 1. linehaul tractor, 80,000 lbs, flat and rolling. */
  linehaul: LINEHAUL,
  /** 2. linehaul on flat country only: default duty. */
  linehaulFlat: { ...LINEHAUL, terrain: ['Flat'] },
  /** 3. regional haul at 100,000 lbs, 565 HP, 1,750 lb-ft (limits met exactly). */
  regionalHaul: {
    ...LINEHAUL,
    terrain: ['Flat'],
    maxWeight: 100_000,
    engineHp: 565,
    engineTorque: 1750,
  },
  /** 4. linehaul with a Detroit engine. */
  linehaulDetroit: { ...LINEHAUL, engineMake: 'Detroit' },
  /** 5. dump truck on steep grades, off road, creeping. */
  dumpTruck: {
    application: 'Construction',
    maxWeight: 80_000,
    terrain: ['HillyRolling', 'SteepGrade'],
    maneuvers: ['SlowCreeping', 'RepeatedLaunches'],
    roadTypes: ['Paved', 'OffRoad'],
    cruiseSpeed: 60,
    maxSpeed: 65,
    pto: 'OnePTO',
    engineMake: 'CumminsDiesel',
    engineHp: 450,
    engineTorque: 1650,
    preferenceRanking: {
      lowSpeedManeuvers: 1,
      acceleration: 2,
      price: 3,
      fuelEconomy: 4,
      tripTime: 5,
    },
  },
  /** 6. heavy haul at 200,000 lbs and 2,250 lb-ft. */
  heavyHaul: {
    application: 'HeavyHaul',
    maxWeight: 200_000,
    terrain: ['Flat', 'HillyRolling'],
    maneuvers: [],
    roadTypes: ['Paved'],
    cruiseSpeed: 62,
    maxSpeed: 65,
    pto: 'NoPTO',
    engineMake: 'CumminsDiesel',
    engineHp: 605,
    engineTorque: 2250,
    preferenceRanking: {
      acceleration: 1,
      tripTime: 2,
      lowSpeedManeuvers: 3,
      fuelEconomy: 4,
      price: 5,
    },
  },
  /** 7. door-to-door refuse at 1,950 lb-ft, which no sample family serves: NoTransmission. */
  doorToDoorRefuse: {
    application: 'DoorToDoorRefuse',
    maxWeight: 60_000,
    terrain: ['Flat'],
    maneuvers: ['UrbanStopAndGo', 'RepeatedLaunches'],
    roadTypes: ['Paved'],
    cruiseSpeed: 50,
    maxSpeed: 60,
    pto: 'OnePTO',
    engineMake: 'CumminsDiesel',
    engineHp: 400,
    engineTorque: 1950,
    preferenceRanking: LOW_SPEED_FIRST,
  },
  /** 8. 2,250 lb-ft over steep grades at 72 mph: NoTransmission. */
  steepGradeAt72: {
    ...LINEHAUL,
    terrain: ['Flat', 'SteepGrade'],
    cruiseSpeed: 72,
    maxSpeed: 78,
    engineHp: 550,
    engineTorque: 2250,
  },
  /** 9. pick-up and delivery in town, 1,250 lb-ft. */
  pickUpAndDelivery: {
    application: 'PickUpAndDelivery',
    maxWeight: 33_000,
    terrain: ['Flat'],
    maneuvers: ['UrbanStopAndGo'],
    roadTypes: ['Paved'],
    cruiseSpeed: 55,
    maxSpeed: 65,
    pto: 'NoPTO',
    engineMake: 'CumminsDiesel',
    engineHp: 350,
    engineTorque: 1250,
    preferenceRanking: {
      fuelEconomy: 1,
      price: 2,
      tripTime: 3,
      acceleration: 4,
      lowSpeedManeuvers: 5,
    },
  },
  /** 10. mixer creeping on site. */
  mixer: {
    application: 'Mixer',
    maxWeight: 70_000,
    terrain: ['HillyRolling'],
    maneuvers: ['SlowCreeping', 'RepeatedLaunches'],
    roadTypes: ['Paved', 'MaintainedGravel'],
    cruiseSpeed: 55,
    maxSpeed: 65,
    pto: 'OnePTO',
    engineMake: 'CumminsDiesel',
    engineHp: 400,
    engineTorque: 1450,
    preferenceRanking: {
      lowSpeedManeuvers: 1,
      price: 2,
      acceleration: 3,
      fuelEconomy: 4,
      tripTime: 5,
    },
  },
  /** 11. logging over frequent mountain passes at 120,000 lbs, PACCAR. */
  loggingPaccar: {
    application: 'Logging',
    maxWeight: 120_000,
    terrain: ['FrequentMountain'],
    maneuvers: ['FastInReverse'],
    roadTypes: ['MaintainedGravel'],
    cruiseSpeed: 60,
    maxSpeed: 65,
    pto: 'OnePTO',
    engineMake: 'PACCAR',
    engineHp: 500,
    engineTorque: 1850,
    preferenceRanking: {
      acceleration: 1,
      lowSpeedManeuvers: 2,
      tripTime: 3,
      fuelEconomy: 4,
      price: 5,
    },
  },
  /** 12. oil field, 160,000 lbs, mud, three PTOs, 2,050 lb-ft. */
  oilField: {
    application: 'OilField',
    maxWeight: 160_000,
    terrain: ['HillyRolling'],
    maneuvers: ['Mud'],
    roadTypes: ['Paved', 'OffRoad'],
    cruiseSpeed: 60,
    maxSpeed: 65,
    pto: 'ThreeOrMorePTO',
    engineMake: 'CumminsDiesel',
    engineHp: 600,
    engineTorque: 2050,
    preferenceRanking: {
      lowSpeedManeuvers: 1,
      acceleration: 2,
      tripTime: 3,
      price: 4,
      fuelEconomy: 5,
    },
  },
  /** 13. natural-gas transit coach. */
  transitCoach: {
    application: 'Transit',
    maxWeight: 40_000,
    terrain: ['Flat'],
    maneuvers: ['UrbanStopAndGo'],
    roadTypes: ['Paved'],
    cruiseSpeed: 60,
    maxSpeed: 65,
    pto: 'NoPTO',
    engineMake: 'CumminsNaturalGas',
    engineHp: 350,
    engineTorque: 1250,
    preferenceRanking: {
      fuelEconomy: 1,
      acceleration: 2,
      tripTime: 3,
      price: 4,
      lowSpeedManeuvers: 5,
    },
  },
  /** 14. refuse truck with a Detroit engine: one family, no runner-up. */
  refuseDetroit: {
    application: 'Refuse',
    maxWeight: 64_000,
    terrain: ['Flat', 'HillyRolling'],
    maneuvers: ['UrbanStopAndGo', 'FastInReverse'],
    roadTypes: ['Paved'],
    cruiseSpeed: 50,
    maxSpeed: 60,
    pto: 'OnePTO',
    engineMake: 'Detroit',
    engineHp: 450,
    engineTorque: 1650,
    preferenceRanking: LOW_SPEED_FIRST,
  },
  /** 15 and 16. logging on steep grades with a Detroit engine (the disabled VXP would win). */
  loggingDetroit: {
    application: 'Logging',
    maxWeight: 150_000,
    terrain: ['FrequentMountain', 'SteepGrade'],
    maneuvers: ['Mud', 'SlowCreeping', 'FastInReverse'],
    roadTypes: ['MaintainedGravel', 'OffRoad'],
    cruiseSpeed: 55,
    maxSpeed: 65,
    pto: 'TwoPTO',
    engineMake: 'Detroit',
    engineHp: 600,
    engineTorque: 2050,
    preferenceRanking: LOW_SPEED_FIRST,
  },
  /**
   * 20 and 21. linehaul at 250,000 lbs, 70 mph cruise, 1,850 lb-ft (issue 25): no sample family can
   * hold 70 mph in top gear at that weight, so the card warns of its gearing.
   */
  linehaulHeavy: {
    ...LINEHAUL,
    maxWeight: 250_000,
    cruiseSpeed: 70,
    maxSpeed: 75,
    engineTorque: 1850,
  },
} satisfies Readonly<Record<string, SurveyAnswers>>;

/** The name of a golden answer set, e.g. 'linehaul' or 'dumpTruck'. */
export type GoldenAnswersName = keyof typeof GOLDEN_ANSWERS;

/** Every golden answer set's name, for a test that goes through them all. */
export const GOLDEN_ANSWERS_NAMES = Object.keys(GOLDEN_ANSWERS) as readonly GoldenAnswersName[];

/**
 * The golden survey answers `name`: a fresh copy each call (lists and ranking included), so a
 * caller may change it without changing the golden case for everyone else.
 */
export function goldenAnswers(name: GoldenAnswersName): SurveyAnswers {
  const answers: SurveyAnswers = GOLDEN_ANSWERS[name];
  return {
    ...answers,
    terrain: [...answers.terrain],
    maneuvers: [...answers.maneuvers],
    roadTypes: [...answers.roadTypes],
    preferenceRanking: { ...answers.preferenceRanking },
  };
}
