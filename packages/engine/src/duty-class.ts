import {
  formatQuantity,
  MANEUVER_LABELS,
  ROAD_TYPE_LABELS,
  TERRAIN_LABELS,
  type DutyClass,
  type Maneuver,
  type RoadType,
  type SurveyAnswers,
  type Terrain,
} from '@transmission-spec/domain';

/**
 * The duty class of RECOMMENDATION.md section 3: how hard the truck works, read from the answers.
 * It picks which of a family's four axle ratio ranges the result shows. The most severe class with
 * any trigger wins, because gearing must suit the worst the truck will meet, not the average.
 */

/** What raises the duty to a class: any listed terrain, road type or maneuver, or a GCW over the limit. */
interface DutyTriggers {
  readonly terrain: readonly Terrain[];
  readonly roadTypes: readonly RoadType[];
  readonly maneuvers: readonly Maneuver[];
  /** GCW strictly over this many lbs triggers the class. */
  readonly gcwOver: number;
}

/** The triggers of each class above default, most severe first. */
export const DUTY_TRIGGERS: readonly (readonly [DutyClass, DutyTriggers])[] = [
  [
    'extreme',
    {
      terrain: ['SteepGrade'],
      roadTypes: ['OffRoad'],
      maneuvers: ['Mud', 'SlowCreeping'],
      gcwOver: 140_000,
    },
  ],
  [
    'high',
    {
      terrain: ['FrequentMountain'],
      roadTypes: ['MaintainedGravel'],
      maneuvers: ['RepeatedLaunches'],
      gcwOver: 110_000,
    },
  ],
  [
    'medium',
    {
      terrain: ['HillyRolling', 'OccasionalMountain'],
      roadTypes: [],
      maneuvers: ['UrbanStopAndGo'],
      gcwOver: 80_000,
    },
  ],
];

/** The duty class and the answers that set it. */
export interface DutyAssessment {
  readonly dutyClass: DutyClass;
  /** The answers that triggered the class, in the user's words; empty for default. */
  readonly reasons: readonly string[];
}

/** Every answer that meets one class's triggers, phrased for the log. */
function triggeredBy(answers: SurveyAnswers, triggers: DutyTriggers): string[] {
  const reasons: string[] = [];
  for (const terrain of answers.terrain) {
    if (triggers.terrain.includes(terrain)) reasons.push(`${TERRAIN_LABELS[terrain]} terrain`);
  }
  for (const road of answers.roadTypes) {
    if (triggers.roadTypes.includes(road)) reasons.push(`${ROAD_TYPE_LABELS[road]} roads`);
  }
  for (const maneuver of answers.maneuvers) {
    if (triggers.maneuvers.includes(maneuver)) {
      reasons.push(`${MANEUVER_LABELS[maneuver]} maneuvers`);
    }
  }
  if (answers.maxWeight > triggers.gcwOver) {
    const weight = formatQuantity('weight', answers.maxWeight, 'Imperial');
    const limit = formatQuantity('weight', triggers.gcwOver, 'Imperial');
    reasons.push(`gross combined weight of ${weight}, over ${limit}`);
  }
  return reasons;
}

/** The most severe duty class any answer triggers, with the answers that triggered it. */
export function assessDuty(answers: SurveyAnswers): DutyAssessment {
  for (const [dutyClass, triggers] of DUTY_TRIGGERS) {
    const reasons = triggeredBy(answers, triggers);
    if (reasons.length > 0) return { dutyClass, reasons };
  }
  return { dutyClass: 'default', reasons: [] };
}

/** True when any answer meets one of the class's triggers (triggeredBy without the words). */
function isTriggered(answers: SurveyAnswers, triggers: DutyTriggers): boolean {
  return (
    answers.terrain.some((terrain) => triggers.terrain.includes(terrain)) ||
    answers.roadTypes.some((road) => triggers.roadTypes.includes(road)) ||
    answers.maneuvers.some((maneuver) => triggers.maneuvers.includes(maneuver)) ||
    answers.maxWeight > triggers.gcwOver
  );
}

/**
 * The duty class alone, as assessDuty decides it. The reasons are log text (the weight among them
 * goes through toLocaleString, which costs more than the rest of a small recommendation), so the
 * public call, which shows no log, does not phrase them.
 */
export function dutyClassOf(answers: SurveyAnswers): DutyClass {
  for (const [dutyClass, triggers] of DUTY_TRIGGERS) {
    if (isTriggered(answers, triggers)) return dutyClass;
  }
  return 'default';
}
