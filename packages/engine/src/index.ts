/**
 * @transmission-spec/engine: recommend(), the pure recommendation model of RECOMMENDATION.md, with
 * the types of its result and the building blocks the log and tests name (duty class, axle ratio
 * range, model choice, scores), and the engineering check beside a recommendation
 * (engineeringCheck, docs/engineering.md), which the web app and its PDF also call, and the
 * duty-cycle simulator (simulateDutyCycle: fuel and trip time of a truck over a route).
 */
export { recommend } from './recommend.js';
// The Transmission Logic Log's types and check names live in @transmission-spec/domain (logic-log.ts).
export type {
  Recommendation,
  RecommendationType,
  RecommendedTransmission,
  RecommendOptions,
} from './types.js';
export { assessDuty, DUTY_TRIGGERS, type DutyAssessment } from './duty-class.js';
export { axleRatioBounds, formatAxleRatio } from './axle-ratio.js';
export { chooseModel, strongestLiveTorque } from './model-choice.js';
export { fitScore, goalScore, MAX_FIT_SCORE } from './scoring.js';
export { SCORE_TOLERANCE } from './compare.js';
export { NO_TRANSMISSION_AVAILABLE } from './no-transmission-message.js';
export * from './engineering/index.js';
export { passesGearingTierAt } from './gearing-tier.js';
export * from './duty-cycle/index.js';
// Issue 26: a route like yours, the axle ratios to simulate and to order, the yearly fuel figure.
export {
  dutyRouteFromAnswers,
  type DutyRoute,
  type DutyRouteAnswers,
} from './duty-cycle/route-from-answers.js';
export {
  axleRatiosToSimulate,
  chooseAxleRatio,
  CLIMB_SPEED_ALIKE_MPH,
  COMMON_AXLE_RATIOS,
  MAX_SIMULATED_RATIOS,
  type AxleRatioCandidate,
  type AxleRatioChoice,
  type AxleRatioScore,
} from './duty-cycle/axle-ratio-choice.js';
export {
  ANNUAL_MILES_DEFAULT,
  FUEL_PRICE_DEFAULT,
  LITRES_PER_GALLON,
  yearlyFuelCost,
  yearlyFuelGallons,
} from './duty-cycle/yearly-cost.js';

/** Version of the engine package, for the server's health and debug output. */
export const ENGINE_VERSION = '0.1.0';
