import type { Application } from '@transmission-spec/domain';
import type { DutyCycleResult } from './types.js';

/**
 * The yearly fuel figure (issue 26): the route's fuel per mile times the annual miles, times the
 * fuel price. Annual miles and price start at these defaults and the visitor may change both
 * (their ranges and messages: the domain's yearly-fuel.ts). docs/duty-cycle-route.md.
 */

/** Litres in one US gallon (exact: 231 cubic inches). */
export const LITRES_PER_GALLON = 3.785411784;

/**
 * Annual miles by application, rounded to the hundred. Sources:
 * - Linehaul: 80,400, the miles per driver of the National Private Truck Council's 2025
 *   Benchmarking Survey (private fleets, 2024); for-hire long-haul tractors often run 100,000+.
 * - Tractors on regional and heavy work (heavy haul, logging, pick-up and delivery): 62,200, the
 *   average combination truck of FHWA Highway Statistics 2021, table VM-1 (62,229 miles).
 * - Transit: 43,600, the average transit bus in DOE's Alternative Fuels Data Center, "Average
 *   Annual Vehicle Miles Traveled by Major Vehicle Category" (43,647, from the National Transit
 *   Database).
 * - Refuse, residential or commercial: 25,000, the same AFDC table's refuse truck.
 * - Other vocational trucks (construction, mixer, agriculture, oil field, fire, rescue,
 *   recreational): 12,300, FHWA's average single-unit truck, 2021 (12,306); fire apparatus and
 *   motorhomes often run fewer, oil-field trucks more.
 */
export const ANNUAL_MILES_DEFAULT: Readonly<Record<Application, number>> = {
  Linehaul: 80_400,
  HeavyHaul: 62_200,
  Logging: 62_200,
  PickUpAndDelivery: 62_200,
  Transit: 43_600,
  Refuse: 25_000,
  DoorToDoorRefuse: 25_000,
  Agriculture: 12_300,
  Construction: 12_300,
  Fire: 12_300,
  Mixer: 12_300,
  OilField: 12_300,
  Recreational: 12_300,
  Rescue: 12_300,
};

/**
 * The fuel price the yearly figure starts from: the US average retail on-highway diesel price of
 * the EIA's weekly survey for November 3, 2025, $3.753 a gallon (2024's average: $3.76), rounded to
 * the cent; per litre $3.753 / 3.785 = $0.99. The most recent figure this project could check.
 */
export const FUEL_PRICE_DEFAULT = {
  perGallon: 3.75,
  perLitre: 0.99,
  asOf: '2025-11-03',
  source:
    'U.S. EIA, Weekly Retail On-Highway Diesel Prices, U.S. average, week of November 3, 2025',
} as const;

function requireFinite(name: string, value: number, { positive = false } = {}): void {
  if (!Number.isFinite(value) || value < 0 || (positive && value === 0)) {
    throw new RangeError(
      `${name} ${value} must be a finite number ${positive ? 'above' : 'of at least'} 0`,
    );
  }
}

/** Gallons a year: the route's gallons per mile times the annual miles. */
export function yearlyFuelGallons(
  result: Pick<DutyCycleResult, 'fuelGallons' | 'distanceMiles'>,
  annualMiles: number,
): number {
  requireFinite('distanceMiles', result.distanceMiles, { positive: true });
  requireFinite('fuelGallons', result.fuelGallons);
  requireFinite('annualMiles', annualMiles);
  return (result.fuelGallons / result.distanceMiles) * annualMiles;
}

/** The yearly fuel cost, in the price's currency: gallons a year times the price per gallon. */
export function yearlyFuelCost(
  result: Pick<DutyCycleResult, 'fuelGallons' | 'distanceMiles'>,
  annualMiles: number,
  pricePerGallon: number,
): number {
  requireFinite('pricePerGallon', pricePerGallon);
  return yearlyFuelGallons(result, annualMiles) * pricePerGallon;
}
