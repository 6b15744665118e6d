import { describe, expect, it } from 'vitest';
import { IMPLIED_DRIVELINE_EFFICIENCY, TRACTIVE_CONSTANT } from './constants.js';
import { engineRpm, netGradePercent, roadSpeed, tractiveGradePercent } from './formulas.js';

/**
 * Worked example 1 of docs/engineering.md, the formulas alone: a linehaul tractor at 65 mph cruise
 * and 70 mph max, 1,650 lb-ft, 80,000 lbs, lowest gear 14.4, top 0.77, axle 2.64, 511 rev/mi. The
 * expected numbers are the hand arithmetic written out there.
 */

describe('the engineering formulas (worked example 1)', () => {
  it('turns 1,125.3 rpm at 65 mph and 1,211.9 rpm at 70 mph in top gear', () => {
    // 65 x 2.64 = 171.6; x 0.77 = 132.132; x 511 = 67,519.452; / 60.
    expect(engineRpm(65, 2.64, 0.77, 511)).toBeCloseTo(1125.3242, 4);
    // 70 x 2.64 = 184.8; x 0.77 = 142.296; x 511 = 72,713.256; / 60.
    expect(engineRpm(70, 2.64, 0.77, 511)).toBeCloseTo(1211.8876, 4);
  });

  it('does 121.3 mph at the governed 2,100 rpm in top gear', () => {
    // 126,000 / (2.64 x 0.77 x 511 = 1,038.7608).
    expect(roadSpeed(2100, 2.64, 0.77, 511)).toBeCloseTo(121.2984, 4);
  });

  it('starts on 35.9 % fully loaded on paved roads', () => {
    // 1,650 x 14.4 x 2.64 x 511 = 32,053,190.4; / (10.7 x 80,000 = 856,000) = 37.445.
    expect(tractiveGradePercent(1650, 14.4, 2.64, 511, 80_000)).toBeCloseTo(37.4453, 4);
    expect(netGradePercent(1650, 14.4, 2.64, 511, 80_000, 1.5)).toBeCloseTo(35.9453, 4);
  });

  it('holds 0.50 % in top gear at cruise on paved roads', () => {
    // 1,650 x 0.77 x 2.64 x 511 = 1,713,955.32; / 856,000 = 2.0023; less 1.5.
    expect(netGradePercent(1650, 0.77, 2.64, 511, 80_000, 1.5)).toBeCloseTo(0.5023, 4);
  });

  it('gives 0 when rolling resistance takes all the pull, never a negative grade', () => {
    expect(netGradePercent(1000, 0.77, 2, 400, 250_000, 4)).toBe(0);
  });

  it('reads 10.7 as the physical 8.403 over an efficiency of about 0.785', () => {
    expect(TRACTIVE_CONSTANT).toBe(10.7);
    expect(IMPLIED_DRIVELINE_EFFICIENCY).toBeCloseTo(0.7854, 4);
  });
});
