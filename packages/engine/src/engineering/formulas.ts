import { TRACTIVE_CONSTANT } from './constants.js';

/**
 * The formulas of the engineering check, each a pure function of plain numbers (docs/engineering.md
 * derives them). Speeds are mph, torque lb-ft, weight lbs, grades percent; `revsPerMile` is the
 * loaded drive tire's revolutions per mile.
 */

/** Minutes per hour: road speed in miles per hour times revolutions per mile, per minute. */
const MINUTES_PER_HOUR = 60;

/** Engine rpm at a road speed in one gear: mph x axle ratio x gear ratio x revs per mile / 60. */
export function engineRpm(
  mph: number,
  axleRatio: number,
  gearRatio: number,
  revsPerMile: number,
): number {
  return (mph * axleRatio * gearRatio * revsPerMile) / MINUTES_PER_HOUR;
}

/** Road speed (mph) at an engine rpm in one gear: rpm x 60 / (axle ratio x gear ratio x revs per mile). */
export function roadSpeed(
  rpm: number,
  axleRatio: number,
  gearRatio: number,
  revsPerMile: number,
): number {
  return (rpm * MINUTES_PER_HOUR) / (axleRatio * gearRatio * revsPerMile);
}

/**
 * The grade (%) the pull at the tires could hold before rolling resistance: torque x gear ratio x
 * axle ratio x revs per mile / (10.7 x GCW). Pull in lb per 1 % of grade is GCW / 100.
 */
export function tractiveGradePercent(
  torque: number,
  gearRatio: number,
  axleRatio: number,
  revsPerMile: number,
  gcw: number,
): number {
  return (torque * gearRatio * axleRatio * revsPerMile) / (TRACTIVE_CONSTANT * gcw);
}

/**
 * The grade (%) the truck climbs in one gear after rolling resistance (percent): the tractive
 * grade less the resistance, and 0 when the resistance takes it all (the truck does not move).
 * With the lowest gear it is startability; with the top gear, top-gear gradeability.
 */
export function netGradePercent(
  torque: number,
  gearRatio: number,
  axleRatio: number,
  revsPerMile: number,
  gcw: number,
  rollingResistance: number,
): number {
  const tractive = tractiveGradePercent(torque, gearRatio, axleRatio, revsPerMile, gcw);
  return Math.max(0, tractive - rollingResistance);
}
