import { requiredNumberSchema, wholeNumberSchema } from '../common/fields.js';
import type { NumericRange } from '../common/limits.js';
import { annualDistanceRangeMessage, fuelPriceRangeMessage } from '../common/messages.js';

/**
 * The yearly fuel figure's editable inputs (issue 26): annual distance and fuel price. The result
 * starts them at the engine's defaults (ANNUAL_MILES_DEFAULT by application, FUEL_PRICE_DEFAULT,
 * docs/duty-cycle-route.md); a visitor may type others within these ranges. Imperial is canonical:
 * a Metric visitor types kilometres and a price per litre, over the same distances and prices.
 */

/**
 * Annual miles: from a truck that barely leaves the yard (a fire engine runs a few thousand) to a
 * team-driven long-haul tractor (FHWA puts the average combination truck near 62,000, single
 * drivers in long haul reach 120,000 and teams about twice that).
 */
export const ANNUAL_MILES_RANGE: NumericRange = { min: 1000, max: 300_000, step: 1 };
/** The same distances in kilometres, rounded inwards (1,610 km = 1,000 mi; 482,800 km < 300,000 mi). */
export const ANNUAL_KILOMETRES_RANGE: NumericRange = { min: 1610, max: 482_800, step: 1 };

/**
 * A diesel price per US gallon: well below and above anything the EIA weekly US average has shown
 * (its record was $5.82 in June 2022), so local and future prices fit.
 */
export const FUEL_PRICE_PER_GALLON_RANGE: NumericRange = { min: 0.5, max: 20, step: 0.01 };
/** The same prices per litre, rounded inwards ($0.14/L = $0.53/gal, $5.28/L = $19.99/gal). */
export const FUEL_PRICE_PER_LITRE_RANGE: NumericRange = { min: 0.14, max: 5.28, step: 0.01 };

export const AnnualMilesSchema = wholeNumberSchema(
  ANNUAL_MILES_RANGE,
  annualDistanceRangeMessage(ANNUAL_MILES_RANGE, 'miles'),
);
export const AnnualKilometresSchema = wholeNumberSchema(
  ANNUAL_KILOMETRES_RANGE,
  annualDistanceRangeMessage(ANNUAL_KILOMETRES_RANGE, 'kilometres'),
);
export const FuelPricePerGallonSchema = requiredNumberSchema(
  FUEL_PRICE_PER_GALLON_RANGE,
  fuelPriceRangeMessage(FUEL_PRICE_PER_GALLON_RANGE, 'gallon'),
);
export const FuelPricePerLitreSchema = requiredNumberSchema(
  FUEL_PRICE_PER_LITRE_RANGE,
  fuelPriceRangeMessage(FUEL_PRICE_PER_LITRE_RANGE, 'litre'),
);
