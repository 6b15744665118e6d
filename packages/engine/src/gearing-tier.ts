import {
  DEFAULT_TIRE_SIZE,
  GEARING_TIERS,
  type DutyClass,
  type EngineeringCheck,
  type EngineeringPoint,
  type GearingDebug,
  type GearingShortfall,
  type GearingTier,
  type GearingWarning,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { axleRatioBounds } from './axle-ratio.js';
import { engineeringCheck } from './engineering/index.js';

/**
 * The gearing tier of RECOMMENDATION.md section 2, physics before preference: the engineering
 * check (engineering/check.ts, the one place its formulas and verdicts live) for the family's axle
 * range of the duty class on the default tire. The family passes when at one of the low, middle
 * and high ratios it both holds the cruise speed in top gear on the easiest chosen road
 * (gradeability above 0 %) and starts on the steepest chosen grade on the hardest chosen road.
 * Worked out once per eligible family (evaluate-family.ts); ranking, the card and the log all read
 * the same result.
 */

/** A family's tier with the check it came from (noGearRatios: the tier is unknown). */
export interface GearingAssessment {
  readonly tier: GearingTier;
  readonly check: EngineeringCheck;
}

/** An eligible family's figures with its tier, as ranking orders them. */
export type Tiered<T> = T & { readonly tier: GearingTier; readonly gearing: GearingAssessment };

/** Sort key of each tier: passes first, then unknown, then fails. */
const TIER_ORDER: Readonly<Record<GearingTier, number>> = Object.fromEntries(
  GEARING_TIERS.map((tier, index) => [tier, index]),
) as Record<GearingTier, number>;

/** Orders two tiers, the better first (negative when `a` is better). */
export function compareTiers(a: GearingTier, b: GearingTier): number {
  return TIER_ORDER[a] - TIER_ORDER[b];
}

/** Holds the cruise speed in top gear: the check's verdict is anything but cannotHold (0 %). */
function holdsCruise(point: EngineeringPoint): boolean {
  return point.gradeability.verdict !== 'cannotHold';
}

/** Starts on the steepest chosen grade: the check's own meetsSteepest verdict. */
function startsOnSteepest(point: EngineeringPoint): boolean {
  return point.startability.verdict === 'meetsSteepest';
}

/**
 * Whether the family passes the gearing tier at this one ratio of the check: holds the cruise speed
 * and starts on the steepest grade. The duty-cycle estimate weighs each simulated ratio by it.
 */
export function passesGearingTierAt(point: EngineeringPoint): boolean {
  return holdsCruise(point) && startsOnSteepest(point);
}

/** The family's gearing tier for the answers, in the duty class's axle range, on the default tire. */
export function assessGearing(
  answers: SurveyAnswers,
  family: TransmissionFamily,
  dutyClass: DutyClass,
): GearingAssessment {
  const { bottom, top } = axleRatioBounds(family.axleRatioThresholds, dutyClass);
  const check = engineeringCheck(
    {
      answers,
      details: { axleRatioRange: { low: bottom, high: top }, gearRatios: family.gearRatios },
    },
    DEFAULT_TIRE_SIZE.revsPerMile,
  );
  if (check.kind === 'noGearRatios') return { tier: 'unknown', check };
  return { tier: check.points.some(passesGearingTierAt) ? 'passes' : 'fails', check };
}

/** What no ratio managed, for a family that fails. */
function shortfallOf(points: readonly EngineeringPoint[]): GearingShortfall {
  const cruise = points.some(holdsCruise);
  const start = points.some(startsOnSteepest);
  if (!cruise && !start) return 'both';
  if (!cruise) return 'cruise';
  return start ? 'apart' : 'start';
}

/** The card's warning for a family that fails the tier; undefined when it passes or is unknown. */
export function gearingWarning(assessment: GearingAssessment): GearingWarning | undefined {
  const { check } = assessment;
  if (assessment.tier !== 'fails' || check.kind !== 'figures') return undefined;
  const { assumptions, points } = check;
  const first = points[0];
  const last = points.at(-1);
  return {
    shortfall: shortfallOf(points),
    cruiseSpeed: assumptions.cruiseSpeed,
    gcw: assumptions.gcw,
    engineTorque: assumptions.engineTorque,
    cruiseRoad: assumptions.cruiseRoad.roadType,
    startRoad: assumptions.startRoad.roadType,
    steepestGrade: { ...assumptions.steepestGrade },
    axleRatioRange: { low: first?.axleRatio ?? 0, high: last?.axleRatio ?? 0 },
    bestGradeability: Math.max(...points.map((point) => point.gradeability.value)),
    bestStartability: Math.max(...points.map((point) => point.startability.value)),
  };
}

/** The tier as the Logic Log shows it, with the figures it came from. */
export function gearingDebug(assessment: GearingAssessment): GearingDebug {
  const { check } = assessment;
  if (check.kind === 'noGearRatios') {
    return {
      tier: assessment.tier,
      revsPerMile: DEFAULT_TIRE_SIZE.revsPerMile,
      topGear: null,
      lowestGear: null,
      cruiseRoad: null,
      startRoad: null,
      steepestGrade: null,
      points: [],
    };
  }
  const { assumptions } = check;
  return {
    tier: assessment.tier,
    revsPerMile: assumptions.revsPerMile,
    topGear: assumptions.topGear,
    lowestGear: assumptions.lowestGear,
    cruiseRoad: { ...assumptions.cruiseRoad },
    startRoad: { ...assumptions.startRoad },
    steepestGrade: { ...assumptions.steepestGrade },
    points: check.points.map((point) => ({
      axleRatio: point.axleRatio,
      gradeability: point.gradeability.value,
      startability: point.startability.value,
      passes: passesGearingTierAt(point),
    })),
  };
}
