import type { UnitSystem } from './enums.js';

/**
 * Unit conversion (SPEC section 9). Imperial is canonical: answers are stored and sent in Imperial,
 * and Metric exists only for display and entry. Every conversion rounds to a whole number.
 */

export const QUANTITIES = ['weight', 'speed', 'power', 'torque'] as const;
export type Quantity = (typeof QUANTITIES)[number];

/** Metric units per one Imperial unit. */
export const METRIC_FACTORS: Record<Quantity, number> = {
  weight: 0.453592, // kg per lb
  speed: 1.61, // kph per mph
  power: 0.7457, // kW per hp
  torque: 1.3558, // Nm per lb-ft
};

export const UNIT_LABELS: Record<UnitSystem, Record<Quantity, string>> = {
  Imperial: { weight: 'lbs', speed: 'mph', power: 'HP', torque: 'lb-ft' },
  Metric: { weight: 'kg', speed: 'kph', power: 'kW', torque: 'Nm' },
};

/** Converts a canonical Imperial value to the given unit system, rounded to a whole number. */
export function fromImperial(quantity: Quantity, value: number, units: UnitSystem): number {
  return Math.round(units === 'Metric' ? value * METRIC_FACTORS[quantity] : value);
}

/** Converts a value entered in the given unit system back to Imperial, rounded to a whole number. */
export function toImperial(quantity: Quantity, value: number, units: UnitSystem): number {
  return Math.round(units === 'Metric' ? value / METRIC_FACTORS[quantity] : value);
}

/** Formats a canonical value for display, e.g. "80,000 lbs" or "36,287 kg". */
export function formatQuantity(quantity: Quantity, value: number, units: UnitSystem): string {
  return `${fromImperial(quantity, value, units).toLocaleString('en-US')} ${UNIT_LABELS[units][quantity]}`;
}
