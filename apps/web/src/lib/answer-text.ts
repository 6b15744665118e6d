import {
  APPLICATION_LABELS,
  ENGINE_MAKE_LABELS,
  MANEUVER_LABELS,
  NO_MANEUVERS_LABEL,
  PERFORMANCE_GOALS,
  PERFORMANCE_GOAL_LABELS,
  PTO_LABELS,
  ROAD_TYPE_LABELS,
  TERRAIN_LABELS,
  formatQuantity,
} from '@transmission-spec/domain';
import type { SurveyAnswers, UnitSystem } from '@transmission-spec/domain';

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

/**
 * The engine power answer's title: a kW figure is not horsepower, so a Metric visitor reads
 * "Engine power" (issue 25); Imperial keeps SPEC's "horsepower".
 */
export function engineHpTitle(units: UnitSystem): string {
  return units === 'Metric' ? 'Engine power' : ANSWER_TITLES.engineHp;
}

/**
 * The answers as titled text, in the order the survey asks them; the ranking is the goals from
 * first to last. Shared by the screen and the PDF so both read the same.
 */
export function responseTextRows(
  answers: SurveyAnswers,
  units: UnitSystem,
): [string, string | string[]][] {
  const goals = [...PERFORMANCE_GOALS].sort(
    (a, b) => answers.preferenceRanking[a] - answers.preferenceRanking[b],
  );
  return [
    [ANSWER_TITLES.application, APPLICATION_LABELS[answers.application]],
    [ANSWER_TITLES.maxWeight, formatQuantity('weight', answers.maxWeight, units)],
    [ANSWER_TITLES.terrain, answers.terrain.map((terrain) => TERRAIN_LABELS[terrain]).join('; ')],
    [ANSWER_TITLES.roadTypes, answers.roadTypes.map((road) => ROAD_TYPE_LABELS[road]).join('; ')],
    [
      ANSWER_TITLES.maneuvers,
      answers.maneuvers.length === 0
        ? NO_MANEUVERS_LABEL
        : answers.maneuvers.map((maneuver) => MANEUVER_LABELS[maneuver]).join('; '),
    ],
    [ANSWER_TITLES.cruiseSpeed, formatQuantity('speed', answers.cruiseSpeed, units)],
    [ANSWER_TITLES.maxSpeed, formatQuantity('speed', answers.maxSpeed, units)],
    [ANSWER_TITLES.pto, PTO_LABELS[answers.pto]],
    [ANSWER_TITLES.engineMake, ENGINE_MAKE_LABELS[answers.engineMake]],
    [engineHpTitle(units), formatQuantity('power', answers.engineHp, units)],
    [ANSWER_TITLES.engineTorque, formatQuantity('torque', answers.engineTorque, units)],
    [ANSWER_TITLES.preferenceRanking, goals.map((goal) => PERFORMANCE_GOAL_LABELS[goal])],
  ];
}
