import type { RoadType } from '@transmission-spec/domain';
import { ROLLING_RESISTANCE_PERCENT } from '../engineering/constants.js';
import { AIR_DENSITY_KG_M3, GRAVITY_MS2 } from './constants.js';

/**
 * Road load (docs/engineering.md): rolling resistance m g Crr cos(theta), with Crr the paved
 * coefficient scaled by road type exactly as the engineering check's rolling resistance scales
 * (maintained gravel 3 / 1.5 = 2x, off-road 4 / 1.5 = 2.67x); grade force m g sin(theta), with
 * theta = atan(grade / 100); air drag 1/2 rho CdA v², still air at a standard day's density.
 */

/** How much harder a road type rolls than paved road, from the check's own table. */
export function roadTypeFactor(roadType: RoadType | undefined): number {
  return ROLLING_RESISTANCE_PERCENT[roadType ?? 'Paved'] / ROLLING_RESISTANCE_PERCENT.Paved;
}

/** The constant forces of one segment at one mass, N (positive against the motion). */
export interface SegmentForces {
  readonly rollingN: number;
  readonly gradeN: number;
  /** Rise per metre travelled along the road (sin theta). */
  readonly sinTheta: number;
}

export function segmentForces(
  massKg: number,
  crr: number,
  gradePercent: number,
  roadType: RoadType | undefined,
): SegmentForces {
  const theta = Math.atan(gradePercent / 100);
  const sinTheta = Math.sin(theta);
  return {
    rollingN: massKg * GRAVITY_MS2 * crr * roadTypeFactor(roadType) * Math.cos(theta),
    gradeN: massKg * GRAVITY_MS2 * sinTheta,
    sinTheta,
  };
}

/** Half rho CdA: air drag is this times v². */
export function aeroCoefficient(cdAM2: number): number {
  return 0.5 * AIR_DENSITY_KG_M3 * cdAM2;
}
