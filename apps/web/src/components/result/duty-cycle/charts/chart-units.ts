import { fromImperial, KM_PER_MILE, UNIT_LABELS } from '@transmission-spec/domain';
import type { UnitSystem } from '@transmission-spec/domain';

/**
 * The charts' units. The simulator answers in Imperial (miles, feet, mph, US gallons); a Metric
 * visitor reads km, m, kph (the word the rest of the result uses) and litres.
 */

const METRES_PER_FOOT = 0.3048;
/** US gallon, litres (the simulator's own constant). */
export const LITRES_PER_GALLON = 3.785411784;

export interface ChartUnitLabels {
  readonly distance: string;
  readonly elevation: string;
  readonly speed: string;
  readonly fuel: string;
}

export function chartUnitLabels(units: UnitSystem): ChartUnitLabels {
  return units === 'Metric'
    ? { distance: 'km', elevation: 'm', speed: UNIT_LABELS.Metric.speed, fuel: 'L' }
    : { distance: 'mi', elevation: 'ft', speed: UNIT_LABELS.Imperial.speed, fuel: 'gal' };
}

export function distanceIn(units: UnitSystem, miles: number): number {
  return units === 'Metric' ? miles * KM_PER_MILE : miles;
}

export function elevationIn(units: UnitSystem, feet: number): number {
  return units === 'Metric' ? feet * METRES_PER_FOOT : feet;
}

/** Whole mph or kph, rounded as the result rounds every speed. */
export function speedIn(units: UnitSystem, mph: number): number {
  return fromImperial('speed', mph, units);
}

export function fuelIn(units: UnitSystem, gallons: number): number {
  return units === 'Metric' ? gallons * LITRES_PER_GALLON : gallons;
}

/** "12.3": at most `digits` decimals, thousands separated, as the result writes numbers. */
export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}
