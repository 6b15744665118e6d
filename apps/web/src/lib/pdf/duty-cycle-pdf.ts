import {
  DEFAULT_TIRE_SIZE,
  KM_PER_MILE,
  DUTY_CYCLE_ESTIMATE_NOTE,
  DUTY_CYCLE_LABELS,
  axleRatioText,
  climbSpeedText,
  describeDutyRoute,
  fuelEconomyText,
  tripTimeText,
  yearlyCostText,
  yearlyDifferenceText,
  yearlyInputsText,
} from '@transmission-spec/domain';
import {
  ANNUAL_MILES_DEFAULT,
  FUEL_PRICE_DEFAULT,
  LITRES_PER_GALLON,
} from '@transmission-spec/engine';

import { estimateDutyCycle } from '../duty-cycle/estimate';
import { chosenFigures, dutyCycleRequestOf, yearlyCostOf } from '../duty-cycle/result-estimate';
import type { SpecPdfInput } from './spec-pdf-input';
import { usableTire } from './transmission-pdf-details';

/** One family's duty-cycle figures as the PDF prints them, in the data's units. */
export interface PdfDutyCycleFamily {
  readonly heading: string;
  /** Null for a family without gear ratios (the reason is in `rule`). */
  readonly figures: readonly (readonly [string, string])[] | null;
  readonly rule: string;
  /** Every ratio simulated: axle ratio, fuel economy, trip time, slowest climb, gearing check. */
  readonly table: readonly (readonly string[])[];
  /** The table's row of the ratio to order (bold; its first cell also says so), -1 if none. */
  readonly orderedRow: number;
}

export interface PdfDutyCycle {
  readonly note: string;
  readonly route: string;
  readonly yearlyInputs: string;
  readonly families: readonly PdfDutyCycleFamily[];
  readonly difference: string | null;
}

export const PDF_DUTY_TABLE_COLUMNS = [
  DUTY_CYCLE_LABELS.axleRatio,
  DUTY_CYCLE_LABELS.fuelEconomy,
  DUTY_CYCLE_LABELS.tripTime,
  DUTY_CYCLE_LABELS.slowestClimb,
  DUTY_CYCLE_LABELS.gearingCheck,
] as const;

/**
 * The PDF's "Fuel and trip time on a route like yours" (issue 26), worked out where the PDF is laid
 * out (its worker) from the same request as the page's section (dutyCycleRequestOf), the tire and
 * the annual miles and fuel price the visitor set: the estimate is pure and deterministic, so the
 * paper prints the page's figures without waiting for the page's own worker (decision 097). Null
 * for a result without details (before issue 14) or without a transmission.
 */
export function pdfDutyCycle(data: SpecPdfInput): PdfDutyCycle | null {
  const { answers, units } = data;
  // The engineering table's own tire: the visitor's when valid, else the default.
  const tire = usableTire(data.tire ?? DEFAULT_TIRE_SIZE);
  const request = dutyCycleRequestOf(data.topChoice, data.runnerUp, answers, tire.revsPerMile);
  if (request === null) return null;
  const estimate = estimateDutyCycle(request);
  const inputs = data.yearlyFuel ?? {
    annualMiles: ANNUAL_MILES_DEFAULT[answers.application],
    pricePerGallon: FUEL_PRICE_DEFAULT.perGallon,
  };
  const kinds = ['Top match', 'Runner-up'];
  const families = estimate.families.map((family, index): PdfDutyCycleFamily => {
    const heading = `${kinds[index] ?? ''}: ${family.name}`;
    const chosen = chosenFigures(family);
    const cost = yearlyCostOf(family, inputs);
    if (family.kind !== 'figures' || chosen === null || cost === null) {
      return {
        heading,
        figures: null,
        rule: DUTY_CYCLE_LABELS.noGearRatios,
        table: [],
        orderedRow: -1,
      };
    }
    return {
      heading,
      figures: [
        [DUTY_CYCLE_LABELS.axleRatioToOrder, axleRatioText(chosen.axleRatio)],
        [DUTY_CYCLE_LABELS.fuelEconomy, fuelEconomyText(chosen.mpg, chosen.litresPer100Km, units)],
        [DUTY_CYCLE_LABELS.tripTime, tripTimeText(chosen.timeS)],
        [DUTY_CYCLE_LABELS.slowestClimb, climbSpeedText(chosen.slowestClimbSpeedMph, units)],
        [DUTY_CYCLE_LABELS.yearlyFuelCost, yearlyCostText(cost)],
      ],
      rule: family.rule,
      orderedRow: family.ratios.findIndex((ratio) => ratio.axleRatio === family.chosenAxleRatio),
      table: family.ratios.map((ratio) => [
        ratio.axleRatio === family.chosenAxleRatio
          ? `${axleRatioText(ratio.axleRatio)} (${DUTY_CYCLE_LABELS.toOrder})`
          : axleRatioText(ratio.axleRatio),
        fuelEconomyText(ratio.mpg, ratio.litresPer100Km, units),
        tripTimeText(ratio.timeS),
        climbSpeedText(ratio.slowestClimbSpeedMph, units),
        ratio.passesGearingTier ? DUTY_CYCLE_LABELS.passes : DUTY_CYCLE_LABELS.fails,
      ]),
    };
  });
  const [top, runnerUp] = estimate.families;
  const topCost = top === undefined ? null : yearlyCostOf(top, inputs);
  const runnerUpCost = runnerUp === undefined ? null : yearlyCostOf(runnerUp, inputs);
  return {
    note: DUTY_CYCLE_ESTIMATE_NOTE,
    route: `${DUTY_CYCLE_LABELS.route}: ${describeDutyRoute(estimate.summary, units)}`,
    yearlyInputs:
      units === 'Metric'
        ? yearlyInputsText(
            inputs.annualMiles * KM_PER_MILE,
            inputs.pricePerGallon / LITRES_PER_GALLON,
            units,
          )
        : yearlyInputsText(inputs.annualMiles, inputs.pricePerGallon, units),
    families,
    difference:
      top !== undefined && runnerUp !== undefined && topCost !== null && runnerUpCost !== null
        ? yearlyDifferenceText(
            { name: top.name, cost: topCost },
            { name: runnerUp.name, cost: runnerUpCost },
          )
        : null,
  };
}
