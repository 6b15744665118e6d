import { describe, expect, it } from 'vitest';
import {
  ANNUAL_KILOMETRES_RANGE,
  ANNUAL_MILES_RANGE,
  AnnualKilometresSchema,
  AnnualMilesSchema,
  FUEL_PRICE_PER_GALLON_RANGE,
  FUEL_PRICE_PER_LITRE_RANGE,
  FuelPricePerGallonSchema,
  FuelPricePerLitreSchema,
} from './yearly-fuel.js';
import { MESSAGES } from '../common/messages.js';

/** The yearly fuel figure's editable inputs (issue 26): what a visitor may type, and what is said. */

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('annual distance', () => {
  it('takes whole miles within the range and names the range otherwise', () => {
    expect(AnnualMilesSchema.safeParse(100_000).success).toBe(true);
    expect(AnnualMilesSchema.safeParse(ANNUAL_MILES_RANGE.min).success).toBe(true);
    expect(firstMessage(AnnualMilesSchema.safeParse(ANNUAL_MILES_RANGE.max + 1))).toBe(
      'Enter annual miles from 1,000 to 300,000',
    );
    expect(firstMessage(AnnualMilesSchema.safeParse(12_000.5))).toBe(MESSAGES.wholeNumber);
    expect(firstMessage(AnnualMilesSchema.safeParse(''))).toBe(MESSAGES.requiredField);
  });

  it('takes kilometres over the same distances for a Metric visitor', () => {
    expect(ANNUAL_KILOMETRES_RANGE.min * 0.621371).toBeGreaterThanOrEqual(
      ANNUAL_MILES_RANGE.min - 1,
    );
    expect(ANNUAL_KILOMETRES_RANGE.max * 0.621371).toBeLessThanOrEqual(ANNUAL_MILES_RANGE.max + 1);
    expect(firstMessage(AnnualKilometresSchema.safeParse(100))).toBe(
      'Enter annual kilometres from 1,610 to 482,800',
    );
    expect(AnnualKilometresSchema.safeParse(160_000).success).toBe(true);
  });
});

describe('fuel price', () => {
  it('takes a price per gallon within the range and names the range otherwise', () => {
    expect(FuelPricePerGallonSchema.safeParse(3.75).success).toBe(true);
    expect(firstMessage(FuelPricePerGallonSchema.safeParse(0))).toBe(
      'Enter a fuel price from $0.50 to $20.00 per gallon',
    );
    expect(firstMessage(FuelPricePerGallonSchema.safeParse('x'))).toBe(MESSAGES.enterNumber);
  });

  it('takes a price per litre over the same prices', () => {
    expect(FUEL_PRICE_PER_LITRE_RANGE.min * 3.785411784).toBeGreaterThanOrEqual(
      FUEL_PRICE_PER_GALLON_RANGE.min - 0.01,
    );
    expect(FUEL_PRICE_PER_LITRE_RANGE.max * 3.785411784).toBeLessThanOrEqual(
      FUEL_PRICE_PER_GALLON_RANGE.max + 0.01,
    );
    expect(FuelPricePerLitreSchema.safeParse(0.99).success).toBe(true);
    expect(firstMessage(FuelPricePerLitreSchema.safeParse(6))).toBe(
      'Enter a fuel price from $0.14 to $5.28 per litre',
    );
  });
});
