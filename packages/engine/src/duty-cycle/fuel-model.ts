import {
  BEST_EFFICIENCY_RPM,
  FUEL_ENERGY_MJ_PER_LITRE,
  FUEL_PENALTY_PER_RPM,
  IDLE_FUEL_GALLONS_PER_HOUR,
  LITRES_PER_GALLON,
  MAX_MARGINAL_EFFICIENCY,
  PEAK_ENGINE_EFFICIENCY,
} from './constants.js';
import { fullLoadPowerW, type TorqueCurve } from './torque-curve.js';

/**
 * The fuel model (decision 092): a Willans line, fuel power = idle fuel power + brake power /
 * marginal efficiency, times the rpm penalty of 1 % per 50 rpm above the best-efficiency speed.
 * The marginal efficiency is set so the engine reaches its peak brake efficiency (45 %) at full
 * load at the best-efficiency speed, and never exceeds 50 %. docs/engineering.md.
 */
export interface FuelModel {
  /** Fuel power at idle with no load, W (0.5 gal/h). */
  readonly idleFuelW: number;
  readonly marginalEfficiency: number;
  /** Brake efficiency at full load at the best-efficiency speed (45 % unless capped). */
  readonly peakEfficiency: number;
}

/** Fuel energy of one litre, J. */
export const JOULES_PER_LITRE = FUEL_ENERGY_MJ_PER_LITRE * 1e6;
export const IDLE_FUEL_LITRES_PER_HOUR = IDLE_FUEL_GALLONS_PER_HOUR * LITRES_PER_GALLON;

export function buildFuelModel(curve: TorqueCurve): FuelModel {
  const idleFuelW = (IDLE_FUEL_LITRES_PER_HOUR * JOULES_PER_LITRE) / 3600;
  const bestPowerW = fullLoadPowerW(curve, BEST_EFFICIENCY_RPM);
  const fuelAtPeak = bestPowerW / PEAK_ENGINE_EFFICIENCY - idleFuelW;
  // A small, low-torque engine would need a marginal efficiency above 50 % to reach 45 % at its
  // best point; it gets 50 %, and a lower peak.
  const marginalEfficiency =
    fuelAtPeak > 0
      ? Math.min(MAX_MARGINAL_EFFICIENCY, bestPowerW / fuelAtPeak)
      : MAX_MARGINAL_EFFICIENCY;
  const peakEfficiency = bestPowerW / (idleFuelW + bestPowerW / marginalEfficiency);
  return { idleFuelW, marginalEfficiency, peakEfficiency };
}

/** The rpm penalty factor: 1 at or below the best-efficiency speed, +1 % per 50 rpm above it. */
export function rpmPenalty(rpm: number): number {
  return rpm > BEST_EFFICIENCY_RPM ? 1 + (rpm - BEST_EFFICIENCY_RPM) * FUEL_PENALTY_PER_RPM : 1;
}

/** Fuel power (W) of the running engine giving `brakePowerW` (>= 0, accessories included) at `rpm`. */
export function fuelPowerW(model: FuelModel, brakePowerW: number, rpm: number): number {
  return (model.idleFuelW + brakePowerW / model.marginalEfficiency) * rpmPenalty(rpm);
}
