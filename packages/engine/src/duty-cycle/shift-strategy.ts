import {
  DOWNSHIFT_RPM,
  FULL_LOAD_TIE,
  GOVERNED_RPM,
  IDLE_RPM,
  RATED_RPM,
  SHIFT_HOLD_S,
  SHIFT_RESERVE,
  TORQUE_PLATEAU_LOW_RPM,
  UPSHIFT_RPM,
} from './constants.js';
import { fullLoadTorqueNm, RAD_PER_RPM, type TorqueCurve } from './torque-curve.js';

/**
 * The powertrain as the time-stepping loop needs it, built once per run so a step allocates
 * nothing: per gear, engine rpm per m/s of road speed and wheel force per N m of engine torque.
 */
export interface Powertrain {
  readonly curve: TorqueCurve;
  readonly drivelineEfficiency: number;
  readonly accessoryW: number;
  /** Engine rpm per m/s of road speed, lowest gear first. */
  readonly rpmPerMs: Float64Array;
  /** Wheel force (N) per N m of engine torque: gear x axle x efficiency / rolling radius. */
  readonly forcePerNm: Float64Array;
  readonly top: number;
}

export function buildPowertrain(
  curve: TorqueCurve,
  forwardGears: readonly number[],
  axleRatio: number,
  revsPerMile: number,
  drivelineEfficiency: number,
  accessoryW: number,
  metresPerMile: number,
): Powertrain {
  const rollingRadiusM = metresPerMile / (2 * Math.PI * revsPerMile);
  const rpmPerMs = new Float64Array(forwardGears.length);
  const forcePerNm = new Float64Array(forwardGears.length);
  forwardGears.forEach((gear, index) => {
    const overall = gear * axleRatio;
    rpmPerMs[index] = overall / rollingRadiusM / RAD_PER_RPM;
    forcePerNm[index] = (overall * drivelineEfficiency) / rollingRadiusM;
  });
  return {
    curve,
    drivelineEfficiency,
    accessoryW,
    rpmPerMs,
    forcePerNm,
    top: forwardGears.length - 1,
  };
}

/**
 * Engine speed in a gear at a road speed: in the lowest gear the clutch slips below the launch
 * speed (1,050 rpm), in the others the engine never turns slower than idle (clutch open).
 */
/** The clutch engages at the torque plateau's start (1,050 rpm). */
const LAUNCH_RPM = TORQUE_PLATEAU_LOW_RPM;

export function engineRpmInGear(pt: Powertrain, gear: number, speedMs: number): number {
  const rpm = speedMs * (pt.rpmPerMs[gear] ?? 0);
  if (gear === 0) return rpm > LAUNCH_RPM ? rpm : LAUNCH_RPM;
  return rpm > IDLE_RPM ? rpm : IDLE_RPM;
}

/** The most pull (N) at the wheels in a gear at a road speed, after the accessories' share. */
export function maxTractiveForceN(pt: Powertrain, gear: number, speedMs: number): number {
  const rpm = engineRpmInGear(pt, gear, speedMs);
  const torque = fullLoadTorqueNm(pt.curve, rpm) - pt.accessoryW / (rpm * RAD_PER_RPM);
  return torque > 0 ? torque * (pt.forcePerNm[gear] ?? 0) : 0;
}

/** The shift state the strategy keeps between steps. */
export interface ShiftState {
  gear: number;
  /** +1 after an upshift, -1 after a downshift, 0 before the first. */
  lastDirection: number;
  /** Seconds since the last shift. */
  sinceShiftS: number;
}

/**
 * The AMT's choice of gear at a road speed, when the engine pulls (docs/engineering.md):
 *
 * 1. Part load. Upshift to the highest gear (skipping gears when light) that keeps the engine in
 *    the 1,050-1,500 rpm band (the top gear up to governed speed) and has 5 % more power than the
 *    road load and the acceleration asked for need. Otherwise stay while the current gear is in
 *    that band and still holds the present speed.
 * 2. Full load (nothing above holds): the gear with the most power with the engine between 1,050
 *    rpm and the rated 1,800 (the lowest gear also below, with the clutch slipping); the current
 *    gear, then the higher one, wins within 3 % of the most.
 * 3. No hunting: a shift the other way within 5 s of the last is not made while the current gear
 *    still turns the engine between idle and governed speed.
 */
export function chooseGear(
  pt: Powertrain,
  state: ShiftState,
  speedMs: number,
  neededPowerW: number,
  roadLoadPowerW: number,
): number {
  const current = state.gear;
  const top = pt.top;
  const wanted = neededPowerW > roadLoadPowerW ? neededPowerW : roadLoadPowerW;
  let choice = -1;
  for (let gear = top; gear > current; gear -= 1) {
    const rpm = speedMs * (pt.rpmPerMs[gear] ?? 0);
    if (rpm < DOWNSHIFT_RPM || (gear < top && rpm > UPSHIFT_RPM) || rpm >= GOVERNED_RPM) continue;
    if (maxTractiveForceN(pt, gear, speedMs) * speedMs >= wanted * SHIFT_RESERVE) {
      choice = gear;
      break;
    }
  }
  const currentRpm = speedMs * (pt.rpmPerMs[current] ?? 0);
  if (choice < 0) {
    const inBand =
      (current === 0 || currentRpm >= DOWNSHIFT_RPM) &&
      (current === top ? currentRpm < GOVERNED_RPM : currentRpm <= UPSHIFT_RPM);
    if (inBand && maxTractiveForceN(pt, current, speedMs) * speedMs >= roadLoadPowerW) {
      return current;
    }
    choice = fullLoadGear(pt, current, speedMs);
  }
  if (choice === current) return current;
  const direction = choice > current ? 1 : -1;
  const forced = currentRpm >= GOVERNED_RPM || (current > 0 && currentRpm < IDLE_RPM);
  if (!forced && direction !== state.lastDirection && state.sinceShiftS < SHIFT_HOLD_S) {
    return current;
  }
  return choice;
}

/**
 * Coasting or braking: keep the gear while the engine turns no faster than its rated speed (it
 * brakes in it); past it, the lowest gear that keeps it at or under rated (the top gear if none).
 */
export function coastingGear(pt: Powertrain, current: number, speedMs: number): number {
  if (speedMs * (pt.rpmPerMs[current] ?? 0) <= RATED_RPM) return current;
  for (let gear = current + 1; gear < pt.top; gear += 1) {
    if (speedMs * (pt.rpmPerMs[gear] ?? 0) <= RATED_RPM) return gear;
  }
  return pt.top;
}

/** Rule 2: the gear with the most power at full load. */
function fullLoadGear(pt: Powertrain, current: number, speedMs: number): number {
  const top = pt.top;
  let best = 0;
  for (let gear = 0; gear <= top; gear += 1) {
    if (usableAtFullLoad(pt, gear, speedMs)) {
      const power = maxTractiveForceN(pt, gear, speedMs) * speedMs;
      if (power > best) best = power;
    }
  }
  if (best <= 0) return anyPullingGear(pt, current, speedMs);
  if (
    usableAtFullLoad(pt, current, speedMs) &&
    maxTractiveForceN(pt, current, speedMs) * speedMs >= best * FULL_LOAD_TIE
  ) {
    return current;
  }
  for (let gear = top; gear >= 0; gear -= 1) {
    if (
      usableAtFullLoad(pt, gear, speedMs) &&
      maxTractiveForceN(pt, gear, speedMs) * speedMs >= best * FULL_LOAD_TIE
    ) {
      return gear;
    }
  }
  return current;
}

/**
 * No gear turns the engine between 1,050 and 1,800 rpm (a gap wider than the band, e.g. between a
 * creeper and first): the gear with the most pull among those between idle and governed speed,
 * lugging below 1,050 rpm rather than sitting on the governor.
 */
function anyPullingGear(pt: Powertrain, current: number, speedMs: number): number {
  let choice = current;
  let best = 0;
  for (let gear = pt.top; gear >= 0; gear -= 1) {
    const rpm = speedMs * (pt.rpmPerMs[gear] ?? 0);
    if (rpm >= GOVERNED_RPM || (gear > 0 && rpm < IDLE_RPM)) continue;
    const power = maxTractiveForceN(pt, gear, speedMs) * speedMs;
    if (power > best) {
      best = power;
      choice = gear;
    }
  }
  return choice;
}

function usableAtFullLoad(pt: Powertrain, gear: number, speedMs: number): boolean {
  const rpm = speedMs * (pt.rpmPerMs[gear] ?? 0);
  if (gear > 0 && rpm < DOWNSHIFT_RPM) return false;
  return rpm <= RATED_RPM || (gear === pt.top && rpm < GOVERNED_RPM);
}
