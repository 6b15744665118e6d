import type { SurveyAnswers, TransmissionResult } from '@transmission-spec/domain';
import { yearlyFuelCost } from '@transmission-spec/engine';

import type { DutyCycleFamilyEstimate, DutyCycleRatioFigures, DutyCycleRequest } from './estimate';
import type { YearlyFuelInputs } from './yearly-fuel-choice';

/**
 * The one request a result's duty-cycle figures come from, wherever they are shown: the section,
 * Compare and the PDF build it here from the same cards, answers and tire, so all three print the
 * same figures (the estimate is pure and deterministic). Null for a result from before issue 14,
 * whose cards have no details to simulate.
 */
export function dutyCycleRequestOf(
  topChoice: Pick<TransmissionResult, 'name' | 'details'> | null,
  runnerUp: Pick<TransmissionResult, 'name' | 'details'> | null,
  answers: SurveyAnswers,
  revsPerMile: number,
): DutyCycleRequest | null {
  if (topChoice?.details === undefined) return null;
  const cards = runnerUp?.details === undefined ? [topChoice] : [topChoice, runnerUp];
  return {
    answers,
    families: cards.flatMap(({ name, details }) =>
      details === undefined
        ? []
        : [
            {
              name,
              details: { axleRatioRange: details.axleRatioRange, gearRatios: details.gearRatios },
            },
          ],
    ),
    revsPerMile,
  };
}

/** The figures at the family's axle ratio to order; null for a family without gear ratios. */
export function chosenFigures(family: DutyCycleFamilyEstimate): DutyCycleRatioFigures | null {
  if (family.kind !== 'figures') return null;
  return family.ratios.find((ratio) => ratio.axleRatio === family.chosenAxleRatio) ?? null;
}

/** The yearly fuel cost at the family's axle ratio to order; null without figures. */
export function yearlyCostOf(
  family: DutyCycleFamilyEstimate,
  inputs: YearlyFuelInputs,
): number | null {
  const chosen = chosenFigures(family);
  return chosen === null ? null : yearlyFuelCost(chosen, inputs.annualMiles, inputs.pricePerGallon);
}
