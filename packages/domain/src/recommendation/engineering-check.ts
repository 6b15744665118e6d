import type { RoadType, Terrain } from '../common/enums.js';

/**
 * The engineering check's result (issue 14), as typed data: the engine computes it
 * (packages/engine/src/engineering), the web app, the share page and the PDF phrase it with
 * engineering-text.ts. It lives here, like the logic log's types, so that the phrasing, which must
 * stay in the domain with every other user-facing text, reads exactly what the engine writes.
 * Figures are Imperial (mph, lbs, lb-ft), rpm, and percent grade.
 */

/** Where in the recommended axle ratio range a column of figures sits. */
export const AXLE_POSITIONS = ['low', 'middle', 'high'] as const;
export type AxlePosition = (typeof AXLE_POSITIONS)[number];

/** Engine rpm at the cruise speed in top gear, against the cruise band. */
export const CRUISE_RPM_VERDICTS = ['belowBand', 'inBand', 'aboveBand'] as const;
export type CruiseRpmVerdict = (typeof CRUISE_RPM_VERDICTS)[number];

/** Engine rpm at the occasional max road speed in top gear, against the governed rpm. */
export const MAX_SPEED_RPM_VERDICTS = ['withinGoverned', 'overGoverned'] as const;
export type MaxSpeedRpmVerdict = (typeof MAX_SPEED_RPM_VERDICTS)[number];

/** Startability, against the steepest grade the answers imply and level ground. */
export const STARTABILITY_VERDICTS = ['meetsSteepest', 'levelOnly', 'cannotStart'] as const;
export type StartabilityVerdict = (typeof STARTABILITY_VERDICTS)[number];

/** Top-gear gradeability at cruise, against the usual target. */
export const GRADEABILITY_VERDICTS = ['meetsTarget', 'belowTarget', 'cannotHold'] as const;
export type GradeabilityVerdict = (typeof GRADEABILITY_VERDICTS)[number];

/** Road speed at the governed rpm in top gear, against the occasional max road speed. */
export const GOVERNED_SPEED_VERDICTS = ['reachesMaxSpeed', 'shortOfMaxSpeed'] as const;
export type GovernedSpeedVerdict = (typeof GOVERNED_SPEED_VERDICTS)[number];

/** Creep speed (lowest gear at idle) against slow creeping's about 0.5 mph (issue 25). */
export const CREEP_SPEED_VERDICTS = ['atCreepSpeed', 'aboveCreepSpeed'] as const;
export type CreepSpeedVerdict = (typeof CREEP_SPEED_VERDICTS)[number];

/** One figure with its plain verdict. */
export interface EngineeringFigure<V extends string> {
  /** rpm, percent grade or mph, as the figure's name says; finite and never negative. */
  readonly value: number;
  readonly verdict: V;
}

/** The figures at one axle ratio. */
export interface EngineeringPoint {
  readonly position: AxlePosition;
  readonly axleRatio: number;
  /** Engine rpm at the cruise speed in top gear. */
  readonly cruiseRpm: EngineeringFigure<CruiseRpmVerdict>;
  /** Engine rpm at the occasional max road speed in top gear. */
  readonly maxSpeedRpm: EngineeringFigure<MaxSpeedRpmVerdict>;
  /** Steepest grade (%) the truck can start on at full GCW in the lowest gear. */
  readonly startability: EngineeringFigure<StartabilityVerdict>;
  /** Grade (%) the truck holds in top gear at cruise on the engine's peak torque. */
  readonly gradeability: EngineeringFigure<GradeabilityVerdict>;
  /** Road speed (mph) at the governed rpm in top gear. */
  readonly speedAtGovernedRpm: EngineeringFigure<GovernedSpeedVerdict>;
  /**
   * Road speed (mph) in the lowest gear at idle rpm: only when the answers include Slow creeping,
   * the one maneuver it answers (issue 25).
   */
  readonly creepSpeed?: EngineeringFigure<CreepSpeedVerdict>;
}

/** The figure names of a point, in the order a table lists them. */
export const ENGINEERING_FIGURES = [
  'cruiseRpm',
  'maxSpeedRpm',
  'startability',
  'gradeability',
  'speedAtGovernedRpm',
] as const;
export type EngineeringFigureName = (typeof ENGINEERING_FIGURES)[number];

/** A row of the check's table: the five figures, and creep speed when Slow creeping is chosen. */
export type EngineeringRowName = EngineeringFigureName | 'creepSpeed';

/** The rows a check shows: creep speed last, only when its points carry it. */
export function engineeringRows(points: readonly EngineeringPoint[]): EngineeringRowName[] {
  return points[0]?.creepSpeed === undefined
    ? [...ENGINEERING_FIGURES]
    : [...ENGINEERING_FIGURES, 'creepSpeed'];
}

/** A row's figure at a point (creep speed may be absent). */
export function engineeringFigureAt(
  point: EngineeringPoint,
  row: EngineeringRowName,
): EngineeringFigure<string> | undefined {
  return point[row];
}

/** A road type and the rolling resistance (percent grade equivalent) assumed on it. */
export interface RoadAssumption {
  readonly roadType: RoadType;
  readonly rollingResistance: number;
}

/** Everything the figures were worked out from, so a reader can show the assumptions beside them. */
export interface EngineeringAssumptions {
  readonly revsPerMile: number;
  readonly lowestGear: number;
  readonly topGear: number;
  readonly cruiseSpeed: number;
  readonly maxSpeed: number;
  readonly engineTorque: number;
  /** Gross combined weight, lbs: the answer's maximum weight. */
  readonly gcw: number;
  /** The cruise rpm band, inclusive. */
  readonly cruiseBand: { readonly low: number; readonly high: number };
  readonly governedRpm: number;
  /** The steepest chosen terrain and the grade (%) assumed for it. */
  readonly steepestGrade: { readonly terrain: Terrain; readonly percent: number };
  /** The hardest chosen road type: where the truck must be able to start. */
  readonly startRoad: RoadAssumption;
  /** The easiest chosen road type: where it cruises in top gear. */
  readonly cruiseRoad: RoadAssumption;
  /** The tractive constant of the formulas (10.7) and the driveline efficiency it implies. */
  readonly tractiveConstant: number;
  readonly impliedEfficiency: number;
  /** Top-gear gradeability (%) a spec usually aims for. */
  readonly gradeabilityTarget: number;
  /** Engine idle rpm assumed for the creep speed, and the creep speed (mph) slow creeping needs. */
  readonly idleRpm: number;
  readonly creepSpeed: number;
}

/** The check: figures at the low, middle and high end of the axle range, or why there are none. */
export type EngineeringCheck =
  | { readonly kind: 'noGearRatios' }
  | {
      readonly kind: 'figures';
      readonly assumptions: EngineeringAssumptions;
      /** Low, middle and high end of the recommended axle ratio range, in that order. */
      readonly points: readonly EngineeringPoint[];
    };
