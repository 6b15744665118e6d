/**
 * The duty-cycle simulator (issue 26): simulateDutyCycle() and its contract. docs/engineering.md,
 * "Duty-cycle simulator".
 */
export { simulateDutyCycle } from './simulate.js';
export {
  BODY_DEFAULTS,
  DEFAULT_DRIVELINE_EFFICIENCY,
  type BodyDefaults,
} from './vehicle-defaults.js';
export type {
  DutyCycleAssumptions,
  DutyCycleEnergy,
  DutyCycleInput,
  DutyCycleResult,
  DutyCycleRoute,
  DutyCycleSegment,
  DutyCycleTracePoint,
  DutyCycleVehicle,
} from './types.js';
