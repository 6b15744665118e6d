import { ROAD_TYPE_LABELS, TERRAIN_LABELS, type UnitSystem } from '../common/enums.js';
import type {
  CruiseRpmVerdict,
  EngineeringAssumptions,
  EngineeringPoint,
  EngineeringRowName,
  GradeabilityVerdict,
  StartabilityVerdict,
} from './engineering-check.js';
import { KM_PER_MILE } from '../catalogue/tire-sizes.js';
import { UNIT_LABELS, formatQuantity } from '../common/units.js';

/**
 * The engineering check in words (issue 14): each figure's heading, value, verdict, formula and
 * the assumptions behind it, in the visitor's units. The numbers the verdicts name (the band, the
 * governed rpm, the target) come from the check's own assumptions, so text and figures cannot
 * disagree.
 */

/** A table row's heading for each figure. */
export const ENGINEERING_FIGURE_LABELS: Readonly<Record<EngineeringRowName, string>> = {
  cruiseRpm: 'Engine speed at cruise, top gear',
  maxSpeedRpm: 'Engine speed at max road speed, top gear',
  startability: 'Startability at full weight',
  gradeability: 'Top-gear gradeability at cruise',
  speedAtGovernedRpm: 'Road speed at governed rpm, top gear',
  creepSpeed: 'Creep speed, lowest gear at idle',
};

/** Pounds per kilogram and lb-ft per Nm, for the Metric tractive constant. */
const KG_PER_LB = 0.45359237;
const NM_PER_LB_FT = 1.3558179;

/**
 * The tractive constant for torque in Nm, tire revolutions per km and GCW in kg: the same grade %
 * as 10.7 with lb-ft, rev/mi and lbs (10.7 × 1.35582 ÷ (1.609344 × 0.45359237) = 19.87).
 */
export function metricTractiveConstant(tractiveConstant: number): number {
  return (tractiveConstant * NM_PER_LB_FT) / (KM_PER_MILE * KG_PER_LB);
}

/**
 * A row's formula in the visitor's units (issue 25), as the "how is this worked out" note shows
 * it. Only characters of the PDF's standard fonts (WinAnsi: × and ÷ are in it, the minus sign is
 * not, so a hyphen stands for it).
 */
export function engineeringFormulaText(
  row: EngineeringRowName,
  assumptions: Pick<EngineeringAssumptions, 'tractiveConstant'>,
  units: UnitSystem,
): string {
  const metric = units === 'Metric';
  const speed = UNIT_LABELS[units].speed;
  const revs = metric ? 'tire revs per km' : 'tire revs per mile';
  const constant = metric
    ? metricTractiveConstant(assumptions.tractiveConstant).toFixed(2)
    : String(assumptions.tractiveConstant);
  const gcw = `GCW ${UNIT_LABELS[units].weight}`;
  const torque = `torque ${UNIT_LABELS[units].torque}`;
  switch (row) {
    case 'cruiseRpm':
      return `rpm = cruise ${speed} × axle ratio × top gear ratio × ${revs} ÷ 60`;
    case 'maxSpeedRpm':
      return `rpm = max ${speed} × axle ratio × top gear ratio × ${revs} ÷ 60`;
    case 'startability':
      return `grade % = ${torque} × lowest gear ratio × axle ratio × ${revs} ÷ (${constant} × ${gcw}) - rolling resistance %`;
    case 'gradeability':
      return `grade % = ${torque} × top gear ratio × axle ratio × ${revs} ÷ (${constant} × ${gcw}) - rolling resistance %`;
    case 'speedAtGovernedRpm':
      return `${speed} = governed rpm × 60 ÷ (axle ratio × top gear ratio × ${revs})`;
    case 'creepSpeed':
      return `${speed} = idle rpm × 60 ÷ (axle ratio × lowest gear ratio × ${revs})`;
  }
}

/** Revolutions per kilometre, to one decimal, for the assumptions (the table's caption rounds). */
function revsPerKilometreText(revsPerMile: number): string {
  return (revsPerMile / KM_PER_MILE).toLocaleString('en-US', { maximumFractionDigits: 1 });
}

function rpmText(rpm: number): string {
  return `${Math.round(rpm).toLocaleString('en-US')} rpm`;
}

function percentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** An axle ratio as the table's column heading shows it, e.g. "2.64". */
export function axleRatioText(ratio: number): string {
  return ratio.toFixed(2);
}

/**
 * A slow speed, e.g. "0.5 mph" or "0.8 kph" (slow creeping's target, as SPEC words it), or to two
 * decimals for a creep speed ("1.85 mph"), so a figure just over the target never reads as equal to
 * it beside a "faster than" verdict.
 */
function slowSpeedText(mph: number, units: UnitSystem, decimals = 1): string {
  const value = units === 'Metric' ? mph * KM_PER_MILE : mph;
  return `${value.toFixed(decimals)} ${UNIT_LABELS[units].speed}`;
}

/** A figure's value in the visitor's units: "1,354 rpm", "12.3%", "68 mph" or "109 kph". */
export function engineeringValueText(
  point: EngineeringPoint,
  figure: EngineeringRowName,
  units: UnitSystem,
): string {
  switch (figure) {
    case 'creepSpeed':
      return point.creepSpeed === undefined ? '' : slowSpeedText(point.creepSpeed.value, units, 2);
    case 'cruiseRpm':
    case 'maxSpeedRpm':
      return rpmText(point[figure].value);
    case 'startability':
    case 'gradeability':
      return percentText(point[figure].value);
    case 'speedAtGovernedRpm':
      return formatQuantity('speed', point.speedAtGovernedRpm.value, units);
  }
}

/** The numbers the verdicts name, in the visitor's units. */
function verdictContext(assumptions: EngineeringAssumptions, units: UnitSystem) {
  const { cruiseBand } = assumptions;
  return {
    band: `${cruiseBand.low.toLocaleString('en-US')}-${rpmText(cruiseBand.high)}`,
    governed: rpmText(assumptions.governedRpm),
    steepest: percentText(assumptions.steepestGrade.percent),
    target: percentText(assumptions.gradeabilityTarget),
    maxSpeed: formatQuantity('speed', assumptions.maxSpeed, units),
    cruiseSpeed: formatQuantity('speed', assumptions.cruiseSpeed, units),
    gcw: formatQuantity('weight', assumptions.gcw, units),
    idle: rpmText(assumptions.idleRpm),
    creep: slowSpeedText(assumptions.creepSpeed, units),
  };
}
type VerdictContext = ReturnType<typeof verdictContext>;

function cruiseVerdictText(verdict: CruiseRpmVerdict, { band }: VerdictContext): string {
  switch (verdict) {
    case 'inBand':
      return `Inside the ${band} cruise band`;
    case 'belowBand':
      return `Below the ${band} cruise band: the engine lugs at cruise`;
    case 'aboveBand':
      return `Above the ${band} cruise band: more fuel for the same work`;
  }
}

function startVerdictText(verdict: StartabilityVerdict, { steepest }: VerdictContext): string {
  switch (verdict) {
    case 'meetsSteepest':
      return `Starts on your steepest grade (${steepest})`;
    case 'levelOnly':
      return `Starts on level ground but not on your steepest grade (${steepest})`;
    case 'cannotStart':
      return 'Cannot start at full weight, even on level ground';
  }
}

function gradeVerdictText(verdict: GradeabilityVerdict, { target }: VerdictContext): string {
  switch (verdict) {
    case 'meetsTarget':
      return `At least the ${target} a spec aims for`;
    case 'belowTarget':
      return `Under the ${target} a spec aims for: expect more downshifts`;
    case 'cannotHold':
      return 'Cannot hold cruise speed in top gear, even on level road';
  }
}

/**
 * A figure's plain verdict, e.g. "Inside the 1,050-1,500 rpm cruise band". Speeds and rpm are what
 * the gearing allows; where at this axle ratio top gear cannot hold even the cruise speed at full
 * weight, the speed verdicts say so rather than "reaches" (issue 25: no line contradicts another).
 */
export function engineeringVerdictText(
  point: EngineeringPoint,
  figure: EngineeringRowName,
  assumptions: EngineeringAssumptions,
  units: UnitSystem,
): string {
  const context = verdictContext(assumptions, units);
  const stalls = point.gradeability.verdict === 'cannotHold';
  switch (figure) {
    case 'cruiseRpm':
      return stalls && point.cruiseRpm.verdict === 'inBand'
        ? `Inside the ${context.band} cruise band, but at full weight top gear cannot hold this speed`
        : cruiseVerdictText(point.cruiseRpm.verdict, context);
    case 'maxSpeedRpm':
      if (point.maxSpeedRpm.verdict === 'overGoverned')
        return `Over the governed ${context.governed}: your max road speed is out of reach in top gear`;
      return stalls
        ? `Within the governed ${context.governed} if the truck got there, but at full weight it cannot in top gear`
        : `Within the governed ${context.governed}`;
    case 'startability':
      return startVerdictText(point.startability.verdict, context);
    case 'gradeability':
      return gradeVerdictText(point.gradeability.verdict, context);
    case 'speedAtGovernedRpm':
      if (point.speedAtGovernedRpm.verdict === 'shortOfMaxSpeed')
        return `Short of your ${context.maxSpeed} max road speed`;
      return stalls
        ? `Geared for your ${context.maxSpeed} max road speed, but at full weight the engine cannot pull the truck there in top gear`
        : `Reaches your ${context.maxSpeed} max road speed`;
    case 'creepSpeed':
      return point.creepSpeed?.verdict === 'atCreepSpeed'
        ? `Creeps at the ${context.creep} slow creeping needs, without slipping the clutch`
        : `Faster than the ${context.creep} slow creeping needs: the clutch must slip to go slower, or ask for a creeper gear`;
  }
}

/**
 * What a row means for this truck, in one plain sentence (issue 25), in the visitor's units: the
 * table shows it under the row's heading, the PDF beside it.
 */
export function engineeringMeaningText(
  row: EngineeringRowName,
  assumptions: EngineeringAssumptions,
  units: UnitSystem,
): string {
  const context = verdictContext(assumptions, units);
  switch (row) {
    case 'cruiseRpm':
      return `How fast the engine turns at your ${context.cruiseSpeed} cruise speed in top gear; inside the ${context.band} band it runs near its peak torque and best fuel economy.`;
    case 'maxSpeedRpm':
      return `How fast the engine would turn at your ${context.maxSpeed} max road speed in top gear; it can turn no faster than its governed ${context.governed}.`;
    case 'startability':
      return `The steepest grade the truck can pull away on at ${context.gcw} in its lowest gear; beyond about 30-40% the tires' grip and the clutch, not the gearing, set the limit.`;
    case 'gradeability':
      return `The grade the truck can climb at ${context.cruiseSpeed} in top gear at ${context.gcw}; a spec aims for at least ${context.target}, enough to hold cruise speed over a highway's gentle rises without a downshift.`;
    case 'speedAtGovernedRpm':
      return `The top speed the gearing allows with the engine at its governed ${context.governed}, if the engine has the pull to get there.`;
    case 'creepSpeed':
      return `How slowly the truck rolls in its lowest gear with the engine at an assumed ${context.idle} idle; slow creeping needs about ${context.creep}.`;
  }
}

/**
 * The assumptions behind the figures, one plain line each, for the note beside the table and the
 * PDF: tire, gears, weight and torque, road resistance, grades, band and governed speed.
 */
export function engineeringAssumptionTexts(
  assumptions: EngineeringAssumptions,
  units: UnitSystem,
  { creeping = false }: { readonly creeping?: boolean } = {},
): string[] {
  const { startRoad, cruiseRoad, steepestGrade } = assumptions;
  const efficiency = Math.round(assumptions.impliedEfficiency * 100);
  const metric = units === 'Metric';
  const constant = metric
    ? metricTractiveConstant(assumptions.tractiveConstant).toFixed(2)
    : String(assumptions.tractiveConstant);
  return [
    metric
      ? `Tire: ${revsPerKilometreText(assumptions.revsPerMile)} revolutions per kilometre.`
      : `Tire: ${assumptions.revsPerMile.toLocaleString('en-US')} revolutions per mile.`,
    `Gears: lowest ${assumptions.lowestGear.toFixed(2)}, top ${assumptions.topGear.toFixed(2)}.`,
    `Full weight ${formatQuantity('weight', assumptions.gcw, units)} and peak torque ${formatQuantity('torque', assumptions.engineTorque, units)}, from your answers.`,
    `Starting on ${ROAD_TYPE_LABELS[startRoad.roadType].toLowerCase()} roads: ${percentText(startRoad.rollingResistance)} rolling resistance; cruising on ${ROAD_TYPE_LABELS[cruiseRoad.roadType].toLowerCase()} roads: ${percentText(cruiseRoad.rollingResistance)} (Caterpillar Performance Handbook).`,
    `Steepest grade: ${percentText(steepestGrade.percent)}, for ${TERRAIN_LABELS[steepestGrade.terrain]}.`,
    `The constant ${constant} allows for a driveline efficiency of about ${efficiency}%; air drag is not counted separately.`,
    `Cruise band ${rpmText(assumptions.cruiseBand.low)} to ${rpmText(assumptions.cruiseBand.high)}; governed at ${rpmText(assumptions.governedRpm)}; peak torque assumed available at cruise.`,
    ...(creeping
      ? [
          `Idle at ${rpmText(assumptions.idleRpm)}, the usual factory low idle of a heavy-duty diesel (600 to 700 rpm); slow creeping at about ${slowSpeedText(assumptions.creepSpeed, units)}.`,
        ]
      : []),
  ];
}
