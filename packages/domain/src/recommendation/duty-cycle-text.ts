import type { UnitSystem } from '../common/enums.js';
import { METRIC_FACTORS, UNIT_LABELS } from '../common/units.js';

// zod-free, like engineering-text.ts: the result's duty-cycle section reads these words without
// loading schemas.

/**
 * The words of the result's "Fuel and trip time on a route like yours" section (issue 26): the
 * engine simulates the truck over the route built from the answers (docs/engineering.md,
 * "Duty-cycle simulator"; docs/duty-cycle-route.md); these turn its Imperial figures into what
 * the visitor reads, in the visitor's units.
 */
export const DUTY_CYCLE_LABELS = {
  heading: 'Fuel and trip time on a route like yours',
  route: 'Route',
  axleRatioToOrder: 'Axle ratio to order',
  fuelEconomy: 'Fuel economy',
  tripTime: 'Trip time',
  slowestClimb: 'Slowest climb speed',
  yearlyFuelCost: 'Yearly fuel cost',
  axleRatio: 'Axle ratio',
  gearingCheck: 'Gearing check',
  passes: 'Passes',
  fails: 'Fails',
  toOrder: 'to order',
  annualMiles: 'Miles a year',
  annualKilometres: 'Kilometres a year',
  fuelPricePerGallon: 'Fuel price ($ per gallon)',
  fuelPricePerLitre: 'Fuel price ($ per litre)',
  pending: 'Working out fuel and trip time on your route…',
  failed:
    'The fuel and trip time estimate could not be worked out in this browser. The rest of the result is unaffected.',
  noGearRatios:
    'The catalogue has no gear ratios for this transmission, so it cannot be simulated.',
  estimate: 'This is an estimate: how these figures are worked out',
  estimateShort: 'This is an estimate.',
} as const;

/**
 * Fuel economy in the visitor's unit: "7.12 mpg", or "33.0 L/100 km" in Metric. Two decimals of
 * mpg (one of L/100 km, a finer step there): axle ratios a step apart differ by under 1 %, which a
 * tenth of an mpg would hide.
 */
export function fuelEconomyText(mpg: number, litresPer100Km: number, units: UnitSystem): string {
  return units === 'Metric' ? `${litresPer100Km.toFixed(1)} L/100 km` : `${mpg.toFixed(2)} mpg`;
}

/** A trip's duration: "1 h 42 min", "48 min". */
export function tripTimeText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : `${hours} h ${rest} min`;
}

/** A speed to a tenth in the visitor's unit (the survey's own mph-to-kph factor): "38.4 mph". */
export function climbSpeedText(mph: number, units: UnitSystem): string {
  const value = units === 'Metric' ? mph * METRIC_FACTORS.speed : mph;
  return `${value.toFixed(1)} ${UNIT_LABELS[units].speed}`;
}

/** Dollars to the whole dollar: "$12,345". */
function dollarsText(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** Dollars a year: "$45,210 a year". */
export function yearlyCostText(amount: number): string {
  return `${dollarsText(amount)} a year`;
}

/**
 * The yearly difference between the two choices, each at its own axle ratio to order, e.g.
 * "At these figures, DT12 costs $1,204 a year less in fuel than the T-Series."
 */
export function yearlyDifferenceText(
  top: { readonly name: string; readonly cost: number },
  runnerUp: { readonly name: string; readonly cost: number },
): string {
  const difference = runnerUp.cost - top.cost;
  if (Math.round(Math.abs(difference)) === 0) {
    return `At these figures, ${top.name} and ${runnerUp.name} cost the same in fuel a year.`;
  }
  const [cheaper, dearer] = difference > 0 ? [top, runnerUp] : [runnerUp, top];
  return `At these figures, ${cheaper.name} costs ${dollarsText(Math.abs(difference))} a year less in fuel than ${dearer.name}.`;
}

/** The simulator's assumptions the visitor may look up, as the engine reports them. */
export interface DutyCycleAssumptionFigures {
  readonly massKg: number;
  readonly cdAM2: number;
  readonly crr: number;
  readonly drivelineEfficiency: number;
  readonly airDensityKgM3: number;
  readonly accessoryKw: number;
  readonly peakEngineEfficiency: number;
  readonly idleFuelLitresPerHour: number;
  readonly rpmPenaltyPercentPer50Rpm: number;
  readonly bestEfficiencyRpm: number;
}

/** Why the figures are an estimate, said before the assumptions. */
export const DUTY_CYCLE_ESTIMATE_NOTE =
  'These figures come from simulating your truck, second by second, over a route built from your answers, at each axle ratio shown. A real truck on real roads will differ: driver, weather, traffic, load, tires and engine calibration all move fuel economy by several percent. Use them to compare the choices and ratios, not as a promise.';

/** The assumptions, one line each, in the order a vehicle engineer would check them. */
export function dutyCycleAssumptionLines(
  assumptions: DutyCycleAssumptionFigures,
  routeLine: string,
): string[] {
  return [
    `Route: ${routeLine}, built from your application, terrain, roads, speeds, maneuvers and PTO (starting and ending at rest).`,
    `Truck: your gross combined weight, engine horsepower and peak torque, the transmission's own gear ratios and the chosen tire.`,
    `Air drag area (CdA): ${assumptions.cdAM2.toFixed(1)} m², typical of the body for your application, at a standard-day air density of ${assumptions.airDensityKgM3.toFixed(3)} kg/m³.`,
    `Rolling resistance coefficient: ${assumptions.crr.toFixed(4)} on paved road, higher on gravel and off road.`,
    `Driveline efficiency: ${Math.round(assumptions.drivelineEfficiency * 100)}%; accessories draw ${assumptions.accessoryKw.toFixed(0)} kW.`,
    `Fuel: a generic heavy-duty diesel (Willans line) with a best brake efficiency of ${Math.round(assumptions.peakEngineEfficiency * 100)}% near ${Math.round(assumptions.bestEfficiencyRpm).toLocaleString('en-US')} rpm, about ${assumptions.rpmPenaltyPercentPer50Rpm}% more fuel per 50 rpm above it, and ${assumptions.idleFuelLitresPerHour.toFixed(1)} L an hour at idle.`,
    'Shifting: an automated manual that upshifts and downshifts at fixed engine speeds, skips gears when light, and does not hunt on a grade; cruise control holds each stretch’s speed.',
  ];
}

/** Where the starting fuel price comes from: "The fuel price starts at $3.75 a gallon ($0.99 a litre), …". */
export function fuelPriceSourceText(price: {
  readonly perGallon: number;
  readonly perLitre: number;
  readonly source: string;
}): string {
  return `The fuel price starts at $${price.perGallon.toFixed(2)} a gallon ($${price.perLitre.toFixed(2)} a litre): ${price.source}. Annual miles start at a published average for your application.`;
}

/**
 * The yearly figure's inputs as printed, in the visitor's units (the caller converts: kilometres and
 * $ per litre in Metric), e.g. "Yearly fuel cost at 80,400 miles a year and $3.75 a gallon."
 */
export function yearlyInputsText(distance: number, price: number, units: UnitSystem): string {
  const [distanceUnit, priceUnit] = units === 'Metric' ? ['km', 'litre'] : ['miles', 'gallon'];
  return `${DUTY_CYCLE_LABELS.yearlyFuelCost} at ${Math.round(distance).toLocaleString('en-US')} ${distanceUnit} a year and $${price.toFixed(2)} a ${priceUnit}.`;
}
