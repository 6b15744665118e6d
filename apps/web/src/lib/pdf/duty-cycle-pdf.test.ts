import { goldenAnswers } from '@transmission-spec/domain/testing';
import { describe, expect, it } from 'vitest';

import {
  buildDetails,
  buildRunnerUpDetails,
  buildTransmission,
} from '../../testing/survey-builders';
import { pdfDutyCycle } from './duty-cycle-pdf';
import type { SpecPdfData } from './spec-pdf-data';
import { specPdfInput } from './spec-pdf-input-from-data';

function data(overrides: Partial<SpecPdfData> = {}): SpecPdfData {
  return {
    title: 'Linehaul',
    notes: '',
    topChoice: buildTransmission({ axleRatio: '2.50 - 2.90', details: buildDetails() }),
    runnerUp: buildTransmission({
      name: 'Fuller Advantage',
      axleRatio: '2.64 - 3.08',
      details: buildRunnerUpDetails(),
    }),
    answers: goldenAnswers('linehaul'),
    units: 'Imperial',
    surveyDate: new Date('2026-11-20T12:00:00Z'),
    printDate: new Date('2026-11-25T12:00:00Z'),
    customerServicePhone: '',
    ...overrides,
  };
}

const printed = (overrides: Partial<SpecPdfData> = {}) =>
  pdfDutyCycle(specPdfInput(data(overrides), false));

describe("The PDF's fuel and trip time", () => {
  it("prints the section's figures for both choices, the route and the rule, as an estimate", () => {
    const duty = printed();
    // The figures the result's section shows for the same golden linehaul (its own test).
    expect(duty?.route).toBe('Route: 100 miles, flat and rolling hills, 2 stops, 65 mph');
    expect(duty?.note).toMatch(/^These figures come from simulating your truck/);
    expect(duty?.yearlyInputs).toBe('Yearly fuel cost at 80,400 miles a year and $3.75 a gallon.');
    const [top, runnerUp] = duty?.families ?? [];
    expect(top?.heading).toBe('Top match: Endurant HD');
    expect(top?.figures).toEqual([
      ['Axle ratio to order', '2.79'],
      ['Fuel economy', '5.99 mpg'],
      ['Trip time', '1 h 40 min'],
      ['Slowest climb speed', '39.9 mph'],
      ['Yearly fuel cost', '$50,347 a year'],
    ]);
    expect(top?.rule).toMatch(/^The axle ratio to order is the one/);
    expect(top?.table.map((row) => row[0])).toEqual([
      '2.50',
      '2.53',
      '2.64',
      '2.70',
      '2.79 (to order)',
      '2.90',
    ]);
    expect(top?.table[0]).toEqual(['2.50', '6.03 mpg', '1 h 40 min', '40.0 mph', 'Passes']);
    expect(runnerUp?.figures?.[4]).toEqual(['Yearly fuel cost', '$49,472 a year']);
    expect(duty?.difference).toBe(
      'At these figures, Fuller Advantage costs $874 a year less in fuel than Endurant HD.',
    );
  });

  it('prints at the annual miles, fuel price, tire and units the visitor set', () => {
    const duty = printed({
      units: 'Metric',
      yearlyFuel: { annualMiles: 40_200, pricePerGallon: 7.5 },
    });
    expect(duty?.route).toBe('Route: 161 km, flat and rolling hills, 2 stops, 105 kph');
    expect(duty?.yearlyInputs).toBe('Yearly fuel cost at 64,696 km a year and $1.98 a litre.');
    expect(duty?.families[0]?.figures?.[3]).toEqual(['Slowest climb speed', '64.3 kph']);
    // Half the miles at twice the price: the same dollars.
    expect(duty?.families[0]?.figures?.[4]).toEqual(['Yearly fuel cost', '$50,347 a year']);
    const smallTire = printed({ tire: { size: null, revsPerMile: 560 } });
    expect(smallTire?.families[0]?.table[0]).not.toEqual(printed()?.families[0]?.table[0]);
  });

  it('has nothing to print for a result without details or without a transmission', () => {
    expect(printed({ topChoice: buildTransmission({}), runnerUp: null })).toBeNull();
    expect(printed({ topChoice: null, runnerUp: null })).toBeNull();
  });
});
