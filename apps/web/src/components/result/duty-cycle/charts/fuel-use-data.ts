import type { DutyCycleEnergy } from '@transmission-spec/engine';
import type { UnitSystem } from '@transmission-spec/domain';

import { fuelIn, LITRES_PER_GALLON } from './chart-units';

/** One choice's trip: its energy at the wheels and the fuel it burned (simulateDutyCycle's). */
export interface FuelUseChoice {
  readonly label: string;
  readonly energyKWh: DutyCycleEnergy;
  readonly fuelGallons: number;
  /** The fuel's energy the simulator burned it at: its result's assumptions.fuelEnergyMJPerLitre. */
  readonly fuelEnergyMJPerLitre: number;
}

export const FUEL_USE_PARTS = ['rolling', 'air', 'climbing', 'braking', 'losses'] as const;
export type FuelUsePart = (typeof FUEL_USE_PARTS)[number];

export const FUEL_USE_PART_LABELS: Readonly<Record<FuelUsePart, string>> = {
  rolling: 'Rolling resistance',
  air: 'Air drag',
  climbing: 'Climbing',
  braking: 'Braking',
  losses: 'Engine, driveline and accessories',
};

/** One bar: the trip's fuel, split by where its energy went, in gallons or litres. */
export interface FuelUseBar {
  readonly label: string;
  readonly total: number;
  readonly parts: Readonly<Record<FuelUsePart, number>>;
}

/**
 * Splits each choice's fuel by where its energy went. Each part is the fuel whose energy equals
 * the work done at the wheels against rolling resistance, air, the climb (the net rise, when the
 * route ends higher than it starts) and the brakes; "engine, driveline and accessories" is the
 * rest of the fuel: the engine's heat (a diesel turns well over half its fuel into heat), driveline
 * losses, the accessories and idling. So a bar's parts add up to the fuel the trip burned. On a
 * route that ends lower than it starts, gravity gave back some work, and the rest is that much
 * smaller than the engine's own losses; it is never shown below 0.
 */
export function fuelUseBars(choices: readonly FuelUseChoice[], units: UnitSystem): FuelUseBar[] {
  return choices.map((choice) => {
    const fuelKWh = (choice.fuelGallons * LITRES_PER_GALLON * choice.fuelEnergyMJPerLitre) / 3.6;
    const toFuel = (kWh: number) =>
      fuelKWh > 0 ? fuelIn(units, (choice.fuelGallons * kWh) / fuelKWh) : 0;
    const energy = choice.energyKWh;
    const wheels = {
      rolling: Math.max(0, energy.rolling),
      air: Math.max(0, energy.aero),
      climbing: Math.max(0, energy.potential),
      braking: Math.max(0, energy.braking),
    };
    const atWheels = wheels.rolling + wheels.air + wheels.climbing + wheels.braking;
    return {
      label: choice.label,
      total: fuelIn(units, choice.fuelGallons),
      parts: {
        rolling: toFuel(wheels.rolling),
        air: toFuel(wheels.air),
        climbing: toFuel(wheels.climbing),
        braking: toFuel(wheels.braking),
        losses: toFuel(Math.max(0, fuelKWh - atWheels)),
      },
    };
  });
}

/**
 * Whether every choice's trip ends about as high as it starts (a route like yours always does,
 * decision 093): the energy split counts the climb by the net rise, so its part is then about 0,
 * and what the climbs took came back downhill, as coasting or as heat in the brakes (braking).
 */
export function endsLevel(choices: readonly FuelUseChoice[]): boolean {
  return choices.every(
    (choice) =>
      Math.abs(choice.energyKWh.potential) <= 0.01 * Math.max(choice.energyKWh.tractive, 0),
  );
}
