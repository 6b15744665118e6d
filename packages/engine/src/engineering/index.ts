/**
 * The engineering check (issue 14): the formulas, their constants with sources, and
 * engineeringCheck(), which puts them together for a recommendation. docs/engineering.md.
 */
export {
  CRUISE_RPM_BAND,
  GOVERNED_RPM,
  IDLE_RPM,
  IMPLIED_DRIVELINE_EFFICIENCY,
  ROLLING_RESISTANCE_PERCENT,
  TERRAIN_GRADE_PERCENT,
  TOP_GEAR_GRADEABILITY_TARGET,
  TRACTIVE_CONSTANT,
} from './constants.js';
export { engineRpm, netGradePercent, roadSpeed, tractiveGradePercent } from './formulas.js';
export { engineeringCheck, type EngineeringAnswers, type EngineeringInputs } from './check.js';
