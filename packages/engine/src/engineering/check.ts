import {
  AXLE_POSITIONS,
  DEFAULT_TIRE_SIZE,
  REVS_PER_MILE_RANGE,
  SLOW_CREEPING_MPH,
  ROAD_TYPES,
  TERRAINS,
  lowestGear,
  topGear,
  type AxlePosition,
  type CruiseRpmVerdict,
  type CreepSpeedVerdict,
  type EngineeringAssumptions,
  type EngineeringCheck,
  type EngineeringPoint,
  type GradeabilityVerdict,
  type RoadAssumption,
  type RoadType,
  type StartabilityVerdict,
  type SurveyAnswers,
  type Terrain,
  type TransmissionDetails,
} from '@transmission-spec/domain';
import {
  CRUISE_RPM_BAND,
  GOVERNED_RPM,
  IDLE_RPM,
  IMPLIED_DRIVELINE_EFFICIENCY,
  ROLLING_RESISTANCE_PERCENT,
  TERRAIN_GRADE_PERCENT,
  TOP_GEAR_GRADEABILITY_TARGET,
  TRACTIVE_CONSTANT,
} from './constants.js';
import { engineRpm, netGradePercent, roadSpeed } from './formulas.js';

/**
 * engineeringCheck(): what a spec'ing engineer asks of a recommendation (issue 14), worked out at
 * the low, middle and high end of the recommended axle ratio range for the user's answers and a
 * tire size. Pure: the browser, the PDF and the tests call the same function.
 */

/** The answers the check reads (Imperial); maneuvers only decide whether creep speed is shown. */
export type EngineeringAnswers = Pick<
  SurveyAnswers,
  'cruiseSpeed' | 'maxSpeed' | 'engineTorque' | 'maxWeight' | 'terrain' | 'roadTypes'
> &
  Partial<Pick<SurveyAnswers, 'maneuvers'>>;

/** What the check works from: the survey answers and the recommended family's details. */
export interface EngineeringInputs {
  readonly answers: EngineeringAnswers;
  readonly details: Pick<TransmissionDetails, 'axleRatioRange' | 'gearRatios'>;
}

/** The steepest chosen terrain (TERRAINS order breaks an equal grade; the list is never empty). */
function steepestTerrain(terrain: readonly Terrain[]): Terrain {
  let steepest: Terrain = terrain[0] ?? 'Flat';
  for (const candidate of TERRAINS) {
    if (
      terrain.includes(candidate) &&
      TERRAIN_GRADE_PERCENT[candidate] > TERRAIN_GRADE_PERCENT[steepest]
    ) {
      steepest = candidate;
    }
  }
  return steepest;
}

/** The chosen road type with the highest (or lowest) rolling resistance; Paved when none. */
function roadBy(roadTypes: readonly RoadType[], hardest: boolean): RoadAssumption {
  const chosen = ROAD_TYPES.filter((roadType) => roadTypes.includes(roadType));
  const ordered = hardest ? [...chosen].reverse() : chosen;
  const roadType = ordered[0] ?? 'Paved';
  return { roadType, rollingResistance: ROLLING_RESISTANCE_PERCENT[roadType] };
}

function cruiseVerdict(rpm: number): CruiseRpmVerdict {
  if (rpm < CRUISE_RPM_BAND.low) return 'belowBand';
  return rpm > CRUISE_RPM_BAND.high ? 'aboveBand' : 'inBand';
}

function startVerdict(percent: number, steepest: number): StartabilityVerdict {
  if (percent <= 0) return 'cannotStart';
  return percent >= steepest ? 'meetsSteepest' : 'levelOnly';
}

function gradeVerdict(percent: number): GradeabilityVerdict {
  if (percent <= 0) return 'cannotHold';
  return percent >= TOP_GEAR_GRADEABILITY_TARGET ? 'meetsTarget' : 'belowTarget';
}

function creepVerdict(mph: number, target: number): CreepSpeedVerdict {
  return mph <= target ? 'atCreepSpeed' : 'aboveCreepSpeed';
}

/** The figures at one axle ratio; creep speed only when Slow creeping is chosen. */
function pointAt(
  position: AxlePosition,
  axleRatio: number,
  assumptions: EngineeringAssumptions,
  creeping: boolean,
): EngineeringPoint {
  const { revsPerMile, engineTorque, gcw } = assumptions;
  const cruiseRpm = engineRpm(assumptions.cruiseSpeed, axleRatio, assumptions.topGear, revsPerMile);
  const maxSpeedRpm = engineRpm(assumptions.maxSpeed, axleRatio, assumptions.topGear, revsPerMile);
  const startability = netGradePercent(
    engineTorque,
    assumptions.lowestGear,
    axleRatio,
    revsPerMile,
    gcw,
    assumptions.startRoad.rollingResistance,
  );
  const gradeability = netGradePercent(
    engineTorque,
    assumptions.topGear,
    axleRatio,
    revsPerMile,
    gcw,
    assumptions.cruiseRoad.rollingResistance,
  );
  const speed = roadSpeed(GOVERNED_RPM, axleRatio, assumptions.topGear, revsPerMile);
  const creep = roadSpeed(assumptions.idleRpm, axleRatio, assumptions.lowestGear, revsPerMile);
  const point: EngineeringPoint = {
    position,
    axleRatio,
    cruiseRpm: { value: cruiseRpm, verdict: cruiseVerdict(cruiseRpm) },
    maxSpeedRpm: {
      value: maxSpeedRpm,
      verdict: maxSpeedRpm <= GOVERNED_RPM ? 'withinGoverned' : 'overGoverned',
    },
    startability: {
      value: startability,
      verdict: startVerdict(startability, assumptions.steepestGrade.percent),
    },
    gradeability: { value: gradeability, verdict: gradeVerdict(gradeability) },
    speedAtGovernedRpm: {
      value: speed,
      verdict: speed >= assumptions.maxSpeed ? 'reachesMaxSpeed' : 'shortOfMaxSpeed',
    },
  };
  // Added rather than spread in: a conditional spread takes V8's slow path for the whole literal,
  // and the gearing tier works out this point for every eligible family of every survey.
  if (!creeping) return point;
  return {
    ...point,
    creepSpeed: { value: creep, verdict: creepVerdict(creep, assumptions.creepSpeed) },
  };
}

/**
 * The engineering check of a recommended family for the answers and a tire's revolutions per mile
 * (default: 295/75R22.5). Returns `noGearRatios` when the catalogue has no gear ratios for the
 * family. Throws a RangeError for revolutions per mile outside REVS_PER_MILE_RANGE: callers check a
 * typed value with the domain's RevsPerMileSchema first, which gives the user the message.
 */
export function engineeringCheck(
  inputs: EngineeringInputs,
  revsPerMile: number = DEFAULT_TIRE_SIZE.revsPerMile,
): EngineeringCheck {
  const { answers, details } = inputs;
  if (
    !Number.isFinite(revsPerMile) ||
    revsPerMile < REVS_PER_MILE_RANGE.min ||
    revsPerMile > REVS_PER_MILE_RANGE.max
  ) {
    throw new RangeError(`revsPerMile ${revsPerMile} is outside the tire range`);
  }
  if (details.gearRatios === null) return { kind: 'noGearRatios' };
  const terrain = steepestTerrain(answers.terrain);
  const assumptions: EngineeringAssumptions = {
    revsPerMile,
    lowestGear: lowestGear(details.gearRatios),
    topGear: topGear(details.gearRatios),
    cruiseSpeed: answers.cruiseSpeed,
    maxSpeed: answers.maxSpeed,
    engineTorque: answers.engineTorque,
    gcw: answers.maxWeight,
    cruiseBand: { ...CRUISE_RPM_BAND },
    governedRpm: GOVERNED_RPM,
    steepestGrade: { terrain, percent: TERRAIN_GRADE_PERCENT[terrain] },
    startRoad: roadBy(answers.roadTypes, true),
    cruiseRoad: roadBy(answers.roadTypes, false),
    tractiveConstant: TRACTIVE_CONSTANT,
    impliedEfficiency: IMPLIED_DRIVELINE_EFFICIENCY,
    gradeabilityTarget: TOP_GEAR_GRADEABILITY_TARGET,
    idleRpm: IDLE_RPM,
    creepSpeed: SLOW_CREEPING_MPH,
  };
  const creeping = answers.maneuvers?.includes('SlowCreeping') ?? false;
  const { low, high } = details.axleRatioRange;
  // The middle to two decimals, as axle ratios are quoted and the table shows it.
  const middle = Math.round(((low + high) / 2) * 100) / 100;
  const ratios: Record<AxlePosition, number> = { low, middle, high };
  return {
    kind: 'figures',
    assumptions,
    points: AXLE_POSITIONS.map((position) =>
      pointAt(position, ratios[position], assumptions, creeping),
    ),
  };
}
