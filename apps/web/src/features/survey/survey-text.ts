/** Fixed survey wording that SPEC gives and the domain package does not hold. */

/** The wizard's heading and the survey page's title (SPEC 2). */
export const SURVEY_TITLE = 'Create a New Transmission Spec';
/** Confirmation of an extreme-duty answer (SPEC 2: Steep Grade; also used for Slow Creeping). */
export const USE_CASE_CONFIRMATION = 'My use case aligns to the description above.';
/** Tracking event after a successful submit (SPEC 2). */
export const SURVEY_COMPLETED_EVENT = 'Survey Completed';

/** Each answer's name, as the wizard asks it and the result's 'Your Responses' lists it. */
export const ANSWER_TITLES = {
  application: 'Vehicle application',
  maxWeight: 'Max gross combined weight',
  terrain: 'Terrain',
  roadTypes: 'Road types',
  maneuvers: 'Maneuvers',
  cruiseSpeed: 'Cruise speed',
  maxSpeed: 'Occasional max road speed',
  pto: 'Transmission PTO needs',
  engineMake: 'Engine make',
  engineHp: 'Engine horsepower',
  engineTorque: 'Engine torque',
  preferenceRanking: 'What is the goal of the vehicle?',
} as const;
