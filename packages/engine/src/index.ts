/**
 * @transmission-spec/engine: recommend(), the pure recommendation model of RECOMMENDATION.md, with
 * the types of its result and of the Transmission Logic Log, and the building blocks the log and
 * tests name (duty class, axle ratio range, model choice, scores).
 */
export { recommend } from './recommend.js';
export {
  CHECK_LABELS,
  CHECK_NAMES,
  DUTY_CLASSES,
  LIMIT_CHECKS,
  SUPPORT_CHECKS,
  type CheckEntry,
  type CheckName,
  type DutyClass,
  type FamilyDebug,
  type FamilyRef,
  type FamilyStatus,
  type LimitCheckEntry,
  type LimitCheckName,
  type Recommendation,
  type RecommendationDebug,
  type RecommendationType,
  type RecommendedTransmission,
  type RecommendOptions,
  type SupportCheckEntry,
  type SupportCheckName,
} from './types.js';
export { assessDuty, DUTY_TRIGGERS, type DutyAssessment } from './duty-class.js';
export { axleRatioBounds, formatAxleRatio } from './axle-ratio.js';
export { chooseModel, strongestLiveTorque } from './model-choice.js';
export { fitScore, goalScore, MAX_FIT_SCORE } from './scoring.js';
export { SCORE_TOLERANCE } from './compare.js';
export { NO_TRANSMISSION_AVAILABLE } from './no-transmission-message.js';

/** Version of the engine package, for the server's health and debug output. */
export const ENGINE_VERSION = '0.1.0';
