import {
  GOVERNED_RPM,
  IDLE_RPM,
  IDLE_TORQUE_SHARE,
  NM_PER_LB_FT,
  RATED_RPM,
  TORQUE_PLATEAU_LOW_RPM,
  WATTS_PER_HP,
} from './constants.js';

/**
 * The engine's full-load torque curve, built from its rated horsepower and peak torque alone
 * (docs/engineering.md): from idle the torque rises linearly from half the peak to the peak at
 * the plateau's start (1,050 rpm); the peak holds until rated power takes over (constant power up
 * to the rated 1,800 rpm); from rated to governed speed (2,100 rpm) the governor cuts it linearly
 * to zero. Nowhere does the power exceed the rated horsepower.
 */
export interface TorqueCurve {
  readonly peakTorqueNm: number;
  readonly ratedPowerW: number;
  /** Torque at the rated speed, where the governor's cut begins. */
  readonly ratedTorqueNm: number;
  readonly plateauLowRpm: number;
  /** Where rated power caps the peak torque, or the rated speed if the power never caps it. */
  readonly plateauHighRpm: number;
}

const RAD_PER_RPM = (2 * Math.PI) / 60;

export function buildTorqueCurve(engineHp: number, engineTorqueLbFt: number): TorqueCurve {
  const peakTorqueNm = engineTorqueLbFt * NM_PER_LB_FT;
  const ratedPowerW = engineHp * WATTS_PER_HP;
  const powerCapRpm = ratedPowerW / peakTorqueNm / RAD_PER_RPM;
  const plateauHighRpm = Math.min(RATED_RPM, Math.max(TORQUE_PLATEAU_LOW_RPM, powerCapRpm));
  const ratedTorqueNm = Math.min(peakTorqueNm, ratedPowerW / (RATED_RPM * RAD_PER_RPM));
  return {
    peakTorqueNm,
    ratedPowerW,
    ratedTorqueNm,
    plateauLowRpm: TORQUE_PLATEAU_LOW_RPM,
    plateauHighRpm,
  };
}

/** Full-load torque (N m) at an engine speed (rpm). */
export function fullLoadTorqueNm(curve: TorqueCurve, rpm: number): number {
  let torque: number;
  if (rpm >= GOVERNED_RPM) return 0;
  if (rpm > RATED_RPM) {
    torque = (curve.ratedTorqueNm * (GOVERNED_RPM - rpm)) / (GOVERNED_RPM - RATED_RPM);
  } else if (rpm >= curve.plateauLowRpm) {
    torque = curve.peakTorqueNm;
  } else {
    const share =
      rpm <= IDLE_RPM
        ? IDLE_TORQUE_SHARE
        : IDLE_TORQUE_SHARE +
          ((1 - IDLE_TORQUE_SHARE) * (rpm - IDLE_RPM)) / (curve.plateauLowRpm - IDLE_RPM);
    torque = curve.peakTorqueNm * share;
  }
  // Rated power caps the torque everywhere (the constant-power stretch above the plateau).
  const powerCap = curve.ratedPowerW / (Math.max(rpm, IDLE_RPM) * RAD_PER_RPM);
  return torque < powerCap ? torque : powerCap;
}

/** Full-load power (W) at an engine speed (rpm). */
export function fullLoadPowerW(curve: TorqueCurve, rpm: number): number {
  return fullLoadTorqueNm(curve, rpm) * rpm * RAD_PER_RPM;
}

export { RAD_PER_RPM };
