import {
  ANNUAL_MILES_RANGE,
  APPLICATIONS,
  FUEL_PRICE_PER_GALLON_RANGE,
  FUEL_PRICE_PER_LITRE_RANGE,
} from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_MILES_DEFAULT,
  FUEL_PRICE_DEFAULT,
  LITRES_PER_GALLON,
  yearlyFuelCost,
  yearlyFuelGallons,
} from './yearly-cost.js';

/** The yearly fuel figure (issue 26): defaults with sources, and the sum. */

const run = { distanceMiles: 100, fuelGallons: 15 };

describe('defaults', () => {
  it('gives every application annual miles the editable field accepts', () => {
    for (const application of APPLICATIONS) {
      const miles = ANNUAL_MILES_DEFAULT[application];
      expect(miles).toBeGreaterThanOrEqual(ANNUAL_MILES_RANGE.min);
      expect(miles).toBeLessThanOrEqual(ANNUAL_MILES_RANGE.max);
    }
    // Long haul drives the most, a city's refuse trucks and buses far less, a single-unit truck least.
    expect(ANNUAL_MILES_DEFAULT.Linehaul).toBeGreaterThan(ANNUAL_MILES_DEFAULT.Transit);
    expect(ANNUAL_MILES_DEFAULT.Transit).toBeGreaterThan(ANNUAL_MILES_DEFAULT.Refuse);
    expect(ANNUAL_MILES_DEFAULT.Refuse).toBeGreaterThan(ANNUAL_MILES_DEFAULT.Mixer);
  });

  it('states the fuel price per gallon and per litre alike, within the editable ranges', () => {
    expect(FUEL_PRICE_DEFAULT.perGallon / LITRES_PER_GALLON).toBeCloseTo(
      FUEL_PRICE_DEFAULT.perLitre,
      2,
    );
    expect(FUEL_PRICE_DEFAULT.perGallon).toBeGreaterThanOrEqual(FUEL_PRICE_PER_GALLON_RANGE.min);
    expect(FUEL_PRICE_DEFAULT.perGallon).toBeLessThanOrEqual(FUEL_PRICE_PER_GALLON_RANGE.max);
    expect(FUEL_PRICE_DEFAULT.perLitre).toBeGreaterThanOrEqual(FUEL_PRICE_PER_LITRE_RANGE.min);
    expect(FUEL_PRICE_DEFAULT.source).toContain('EIA');
  });
});

describe('yearlyFuelCost', () => {
  it('scales the route’s fuel per mile to the year and prices it', () => {
    // 15 gallons per 100 miles x 100,000 miles = 15,000 gallons; x $3.75 = $56,250.
    expect(yearlyFuelGallons(run, 100_000)).toBeCloseTo(15_000, 9);
    expect(yearlyFuelCost(run, 100_000, 3.75)).toBeCloseTo(56_250, 6);
    // The difference between two ratios is the difference of their costs.
    const thirstier = { distanceMiles: 100, fuelGallons: 15.5 };
    expect(
      yearlyFuelCost(thirstier, 100_000, 3.75) - yearlyFuelCost(run, 100_000, 3.75),
    ).toBeCloseTo(1875, 6);
  });

  it('is 0 for a truck that does not move a mile, and refuses figures that mean nothing', () => {
    expect(yearlyFuelCost(run, 0, 3.75)).toBe(0);
    expect(() => yearlyFuelCost(run, -1, 3.75)).toThrow(/annualMiles/);
    expect(() => yearlyFuelCost(run, 1000, Number.NaN)).toThrow(/pricePerGallon/);
    expect(() => yearlyFuelCost({ distanceMiles: 0, fuelGallons: 1 }, 1000, 3)).toThrow(
      /distanceMiles/,
    );
  });
});
