import { ROAD_TYPE_LABELS, TERRAIN_LABELS, type UnitSystem } from './enums.js';
import type {
  CruiseRpmVerdict,
  EngineeringAssumptions,
  EngineeringFigureName,
  EngineeringPoint,
  GradeabilityVerdict,
  StartabilityVerdict,
} from './engineering-check.js';
import { formatQuantity } from './units.js';

/**
 * The engineering check in words (issue 14): each figure's heading, value, verdict, formula and
 * the assumptions behind it, in the visitor's units. The numbers the verdicts name (the band, the
 * governed rpm, the target) come from the check's own assumptions, so text and figures cannot
 * disagree.
 */

/** A table row's heading for each figure. */
export const ENGINEERING_FIGURE_LABELS: Readonly<Record<EngineeringFigureName, string>> = {
  cruiseRpm: 'Engine speed at cruise, top gear',
  maxSpeedRpm: 'Engine speed at max road speed, top gear',
  startability: 'Startability at full weight',
  gradeability: 'Top-gear gradeability at cruise',
  speedAtGovernedRpm: 'Road speed at governed rpm, top gear',
};

/**
 * Each figure's formula, as the "how is this worked out" note shows it. Only characters of the PDF's
 * standard fonts (WinAnsi: × and ÷ are in it, the minus sign is not, so a hyphen stands for it).
 */
export const ENGINEERING_FORMULAS: Readonly<Record<EngineeringFigureName, string>> = {
  cruiseRpm: 'rpm = cruise mph × axle ratio × top gear ratio × tire revs per mile ÷ 60',
  maxSpeedRpm: 'rpm = max mph × axle ratio × top gear ratio × tire revs per mile ÷ 60',
  startability:
    'grade % = torque × lowest gear ratio × axle ratio × tire revs per mile ÷ (10.7 × GCW) - rolling resistance %',
  gradeability:
    'grade % = torque × top gear ratio × axle ratio × tire revs per mile ÷ (10.7 × GCW) - rolling resistance %',
  speedAtGovernedRpm:
    'mph = governed rpm × 60 ÷ (axle ratio × top gear ratio × tire revs per mile)',
};

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

/** A figure's value in the visitor's units: "1,354 rpm", "12.3%", "68 mph" or "109 kph". */
export function engineeringValueText(
  point: EngineeringPoint,
  figure: EngineeringFigureName,
  units: UnitSystem,
): string {
  switch (figure) {
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

/** A figure's plain verdict, e.g. "Inside the 1,050-1,500 rpm cruise band". */
export function engineeringVerdictText(
  point: EngineeringPoint,
  figure: EngineeringFigureName,
  assumptions: EngineeringAssumptions,
  units: UnitSystem,
): string {
  const context = verdictContext(assumptions, units);
  switch (figure) {
    case 'cruiseRpm':
      return cruiseVerdictText(point.cruiseRpm.verdict, context);
    case 'maxSpeedRpm':
      return point.maxSpeedRpm.verdict === 'withinGoverned'
        ? `Within the governed ${context.governed}`
        : `Over the governed ${context.governed}: your max road speed is out of reach in top gear`;
    case 'startability':
      return startVerdictText(point.startability.verdict, context);
    case 'gradeability':
      return gradeVerdictText(point.gradeability.verdict, context);
    case 'speedAtGovernedRpm':
      return point.speedAtGovernedRpm.verdict === 'reachesMaxSpeed'
        ? `Reaches your ${context.maxSpeed} max road speed`
        : `Short of your ${context.maxSpeed} max road speed`;
  }
}

/**
 * The assumptions behind the figures, one plain line each, for the note beside the table and the
 * PDF: tire, gears, weight and torque, road resistance, grades, band and governed speed.
 */
export function engineeringAssumptionTexts(
  assumptions: EngineeringAssumptions,
  units: UnitSystem,
): string[] {
  const { startRoad, cruiseRoad, steepestGrade } = assumptions;
  const efficiency = Math.round(assumptions.impliedEfficiency * 100);
  return [
    `Tire: ${assumptions.revsPerMile.toLocaleString('en-US')} revolutions per mile.`,
    `Gears: lowest ${assumptions.lowestGear.toFixed(2)}, top ${assumptions.topGear.toFixed(2)}.`,
    `Full weight ${formatQuantity('weight', assumptions.gcw, units)} and peak torque ${formatQuantity('torque', assumptions.engineTorque, units)}, from your answers.`,
    `Starting on ${ROAD_TYPE_LABELS[startRoad.roadType].toLowerCase()} roads: ${percentText(startRoad.rollingResistance)} rolling resistance; cruising on ${ROAD_TYPE_LABELS[cruiseRoad.roadType].toLowerCase()} roads: ${percentText(cruiseRoad.rollingResistance)} (Caterpillar Performance Handbook).`,
    `Steepest grade: ${percentText(steepestGrade.percent)}, for ${TERRAIN_LABELS[steepestGrade.terrain]}.`,
    `The constant ${assumptions.tractiveConstant} allows for a driveline efficiency of about ${efficiency}%; air drag is not counted separately.`,
    `Cruise band ${rpmText(assumptions.cruiseBand.low)} to ${rpmText(assumptions.cruiseBand.high)}; governed at ${rpmText(assumptions.governedRpm)}; peak torque assumed available at cruise.`,
  ];
}
