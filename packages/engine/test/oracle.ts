import {
  PERFORMANCE_GOALS,
  type DutyClass,
  type GearingTier,
  type SupportLevel,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';

/**
 * A second, deliberately plain reading of RECOMMENDATION.md sections 1 and 2, written straight from
 * the text and sharing no code with the engine, so properties can judge the engine rather than trust
 * its own log.
 */

const usable = (level: SupportLevel) => level !== 'NotSupported';

/** Section 1: may this family be offered for these answers? */
export function oracleEligible(answers: SurveyAnswers, family: TransmissionFamily): boolean {
  if (family.isDeleted || family.isDisabled) return false;
  return (
    usable(family.supportedApplications[answers.application]) &&
    answers.terrain.every((terrain) => usable(family.supportedTerrain[terrain])) &&
    answers.roadTypes.every((road) => usable(family.supportedRoadTypes[road])) &&
    answers.maneuvers.every((maneuver) => usable(family.supportedManeuvers[maneuver])) &&
    usable(family.supportedPto[answers.pto]) &&
    usable(family.supportedEngineMakes[answers.engineMake]) &&
    answers.engineHp <= family.maxSupportedEngineHp &&
    answers.cruiseSpeed <= family.maxSupportedCruiseSpeed &&
    answers.maxSpeed <= family.maxSupportedMaxSpeed &&
    (family.maxSupportedGcw === null || answers.maxWeight <= family.maxSupportedGcw) &&
    family.modelTorques.some((model) => !model.isDeleted && model.maxTorque >= answers.engineTorque)
  );
}

/** Section 2: goal score + fit score. */
export function oracleTotal(answers: SurveyAnswers, family: TransmissionFamily): number {
  const goal = PERFORMANCE_GOALS.reduce(
    (sum, goal) =>
      sum + ((6 - answers.preferenceRanking[goal]) * family.performanceGoalPoints[goal]) / 100,
    0,
  );
  const levels: SupportLevel[] = [
    family.supportedApplications[answers.application],
    ...answers.terrain.map((terrain) => family.supportedTerrain[terrain]),
    ...answers.roadTypes.map((road) => family.supportedRoadTypes[road]),
    ...answers.maneuvers.map((maneuver) => family.supportedManeuvers[maneuver]),
    family.supportedPto[answers.pto],
    family.supportedEngineMakes[answers.engineMake],
  ];
  const recommended = levels.filter((level) => level === 'Recommended').length;
  return goal + (3 * recommended) / levels.length;
}

/** Section 2's terrain grades (%) and rolling resistance (%) per road, from the text. */
const GRADE: Readonly<Record<string, number>> = {
  Flat: 2,
  HillyRolling: 6,
  OccasionalMountain: 6,
  FrequentMountain: 8,
  SteepGrade: 20,
};
const RESISTANCE: Readonly<Record<string, number>> = {
  Paved: 1.5,
  MaintainedGravel: 3,
  OffRoad: 4,
};

/** Net grade (%) one gear climbs: torque x gear x axle x 511 / (10.7 x GCW) - resistance, never < 0. */
function oracleGrade(answers: SurveyAnswers, gear: number, axle: number, resistance: number) {
  const pull = (answers.engineTorque * gear * axle * 511) / (10.7 * answers.maxWeight);
  return Math.max(0, pull - resistance);
}

/**
 * Section 2's gearing tier on the default tire (511 rev/mi), for the family's axle range of the
 * duty class: passes when at the low, middle (to two decimals) or high ratio the top gear holds
 * more than 0 % at cruise on the easiest chosen road and the lowest gear starts on the steepest
 * chosen grade on the hardest chosen road; unknown without gear ratios; fails otherwise.
 */
export function oracleGearingTier(
  answers: SurveyAnswers,
  family: TransmissionFamily,
  dutyClass: DutyClass,
): GearingTier {
  if (family.gearRatios === null) return 'unknown';
  const t = family.axleRatioThresholds;
  const [low, high] = {
    default: [t.defaultBottom, t.defaultTop],
    medium: [t.mediumBottom, t.mediumTop],
    high: [t.highBottom, t.highTop],
    extreme: [t.extremeBottom, t.extremeTop],
  }[dutyClass] as [number, number];
  const ratios = [low, Math.round(((low + high) / 2) * 100) / 100, high];
  const forward = family.gearRatios.forward;
  const top = Math.min(...forward);
  const lowest = Math.max(...forward);
  const resistances = answers.roadTypes.map((road) => RESISTANCE[road] ?? Number.NaN);
  const steepest = Math.max(...answers.terrain.map((terrain) => GRADE[terrain] ?? Number.NaN));
  const passes = ratios.some(
    (axle) =>
      oracleGrade(answers, top, axle, Math.min(...resistances)) > 0 &&
      oracleGrade(answers, lowest, axle, Math.max(...resistances)) >= steepest,
  );
  return passes ? 'passes' : 'fails';
}
