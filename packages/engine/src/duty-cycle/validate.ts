import { ROLLING_RESISTANCE_PERCENT } from '../engineering/constants.js';
import { MAX_GRADE_PERCENT } from './constants.js';
import type { DutyCycleInput } from './types.js';
import { BODY_DEFAULTS } from './vehicle-defaults.js';

/**
 * Impossible input throws a RangeError naming the field (issue 26): the simulator is called with
 * routes built by hand, so a mistake is reported, never simulated. The known applications and road
 * types are read off the engine's own tables, so no domain code is loaded at run time (the web
 * worker that runs the simulator stays small).
 */
function fail(field: string, rule: string, value: unknown): never {
  throw new RangeError(
    `${field} ${rule} (got ${value === undefined ? 'undefined' : JSON.stringify(value)})`,
  );
}

function positive(field: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    fail(field, 'must be a finite number above 0', value);
  }
}

function notNegative(field: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    fail(field, 'must be a finite number, 0 or more', value);
  }
}

export function validateInput(input: DutyCycleInput): void {
  const { vehicle, route } = input;
  positive('vehicle.gcwLbs', vehicle.gcwLbs);
  positive('vehicle.engineHp', vehicle.engineHp);
  positive('vehicle.engineTorqueLbFt', vehicle.engineTorqueLbFt);
  positive('vehicle.axleRatio', vehicle.axleRatio);
  positive('vehicle.revsPerMile', vehicle.revsPerMile);
  const gears: unknown = vehicle.forwardGears;
  if (!Array.isArray(gears) || gears.length === 0) {
    fail('vehicle.forwardGears', 'must hold at least one gear ratio', gears);
  }
  gears.forEach((ratio: unknown, index: number) => {
    positive(`vehicle.forwardGears[${String(index)}]`, ratio);
    const previous: unknown = gears[index - 1];
    if (index > 0 && typeof previous === 'number' && (ratio as number) >= previous) {
      fail(
        'vehicle.forwardGears',
        'must descend strictly, lowest gear (largest ratio) first',
        gears,
      );
    }
  });
  if (vehicle.application !== undefined && !Object.hasOwn(BODY_DEFAULTS, vehicle.application)) {
    fail('vehicle.application', 'must be one of the survey applications', vehicle.application);
  }
  if (vehicle.cdAM2 !== undefined) notNegative('vehicle.cdAM2', vehicle.cdAM2);
  if (vehicle.crr !== undefined) notNegative('vehicle.crr', vehicle.crr);
  if (vehicle.accessoryKw !== undefined) notNegative('vehicle.accessoryKw', vehicle.accessoryKw);
  if (vehicle.drivelineEfficiency !== undefined) {
    positive('vehicle.drivelineEfficiency', vehicle.drivelineEfficiency);
    if (vehicle.drivelineEfficiency > 1) {
      fail('vehicle.drivelineEfficiency', 'must be at most 1', vehicle.drivelineEfficiency);
    }
  }
  const segments: unknown = route.segments;
  if (!Array.isArray(segments) || segments.length === 0) {
    fail('route.segments', 'must hold at least one segment', segments);
  }
  let total = 0;
  route.segments.forEach((segment, index) => {
    const at = `route.segments[${String(index)}]`;
    notNegative(`${at}.lengthMiles`, segment.lengthMiles);
    total += segment.lengthMiles;
    const grade: unknown = segment.gradePercent;
    if (
      typeof grade !== 'number' ||
      !Number.isFinite(grade) ||
      Math.abs(grade) > MAX_GRADE_PERCENT
    ) {
      fail(
        `${at}.gradePercent`,
        `must be a finite number from -${String(MAX_GRADE_PERCENT)} to ${String(MAX_GRADE_PERCENT)}`,
        grade,
      );
    }
    positive(`${at}.speedLimitMph`, segment.speedLimitMph);
    if (
      segment.roadType !== undefined &&
      !Object.hasOwn(ROLLING_RESISTANCE_PERCENT, segment.roadType)
    ) {
      fail(`${at}.roadType`, 'must be Paved, MaintainedGravel or OffRoad', segment.roadType);
    }
    if (segment.dwellS !== undefined) notNegative(`${at}.dwellS`, segment.dwellS);
    if (segment.dwellPtoKw !== undefined) notNegative(`${at}.dwellPtoKw`, segment.dwellPtoKw);
  });
  if (total <= 0) fail('route.segments', 'must add up to a length above 0 miles', total);
}
