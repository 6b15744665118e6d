import {
  PERFORMANCE_GOALS,
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
