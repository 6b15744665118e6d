import { describe, expect, it } from 'vitest';

import type {
  DutyCycleEstimate,
  DutyCycleFamilyEstimate,
  DutyCycleRatioFigures,
} from '../../../lib/duty-cycle/estimate';
import { dutyCycleGroup } from './compare-duty-rows';

function family(name: string, figures: Partial<DutyCycleRatioFigures>): DutyCycleFamilyEstimate {
  const ratio: DutyCycleRatioFigures = {
    axleRatio: 2.79,
    passesGearingTier: true,
    mpg: 6,
    litresPer100Km: 39.2,
    timeS: 6_000,
    slowestClimbSpeedMph: 40,
    fuelGallons: 16.7,
    distanceMiles: 100,
    stalledAtMiles: null,
    ...figures,
  };
  // Only the ratios and the choice are read here; the run behind them is not.
  return {
    kind: 'figures',
    name,
    ratios: [ratio],
    chosenAxleRatio: ratio.axleRatio,
    rule: '',
    passingOnly: true,
    chosen: {} as never,
  };
}

function estimate(...families: DutyCycleFamilyEstimate[]): DutyCycleEstimate {
  return { summary: {} as never, families, elapsedMs: 0 };
}

const differs = (group: ReturnType<typeof dutyCycleGroup>) =>
  Object.fromEntries(group?.rows.map((row) => [row.label, row.differs]) ?? []);

describe("Compare's fuel and trip-time rows", () => {
  it('are not there before the estimate has both choices', () => {
    expect(dutyCycleGroup(null, 'Imperial')).toBeNull();
    expect(dutyCycleGroup(estimate(family('A', {})), 'Imperial')).toBeNull();
  });

  it('count figures within 1 % as the same, in either unit system', () => {
    const close = estimate(
      family('A', { mpg: 6, timeS: 6_000, slowestClimbSpeedMph: 40 }),
      family('B', { mpg: 6.05, timeS: 6_055, slowestClimbSpeedMph: 39.7 }),
    );
    const apart = estimate(
      family('A', { axleRatio: 2.64, mpg: 6 }),
      family('B', { axleRatio: 2.79, mpg: 6.1, timeS: 6_100, slowestClimbSpeedMph: 38 }),
    );
    for (const units of ['Imperial', 'Metric'] as const) {
      expect(differs(dutyCycleGroup(close, units))).toEqual({
        'Axle ratio to order': false,
        'Fuel economy': false,
        'Trip time': false,
        'Slowest climb speed': false,
      });
      expect(differs(dutyCycleGroup(apart, units))).toEqual({
        'Axle ratio to order': true,
        'Fuel economy': true,
        'Trip time': true,
        'Slowest climb speed': true,
      });
    }
    expect(dutyCycleGroup(close, 'Metric')?.rows.map((row) => row.top)).toEqual([
      '2.79',
      '39.2 L/100 km',
      '1 h 40 min',
      '64.4 kph',
    ]);
  });

  it('mark a family without gear ratios against one with figures', () => {
    const group = dutyCycleGroup(
      estimate(family('A', {}), { kind: 'noGearRatios', name: 'B' }),
      'Imperial',
    );
    expect(group?.rows.every((row) => row.differs)).toBe(true);
    expect(group?.rows[0]?.runnerUp).toBe('Not in the catalogue');
  });
});
