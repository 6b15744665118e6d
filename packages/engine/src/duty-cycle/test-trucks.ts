import type { DutyCycleSegment, DutyCycleVehicle } from './types.js';

/**
 * Trucks and routes the duty-cycle tests build by hand (the golden cases and the plausibility
 * table of docs/engineering.md). Gear ratios are the sample catalogue's.
 */
export const ENDURANT_HD = [14.4, 11.03, 8.45, 6.47, 4.96, 3.8, 2.91, 2.23, 1.71, 1.31, 1.0, 0.77];
export const FULLER_ADVANTAGE_10 = [14.8, 10.57, 7.54, 5.38, 3.85, 2.74, 1.96, 1.4, 1.0, 0.8];

/** The golden cases' truck: every body figure given, so no default enters the hand arithmetic. */
export const GOLDEN_TRUCK: DutyCycleVehicle = {
  gcwLbs: 80_000,
  engineHp: 500,
  engineTorqueLbFt: 1850,
  forwardGears: ENDURANT_HD,
  axleRatio: 2.64,
  revsPerMile: 511,
  cdAM2: 6.0,
  crr: 0.0065,
  drivelineEfficiency: 0.93,
  accessoryKw: 3,
};

/** `segments` repeated `times` times. */
export function repeat(times: number, segments: DutyCycleSegment[]): DutyCycleSegment[] {
  return Array.from({ length: times }, () => segments).flat();
}
