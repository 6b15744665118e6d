import { describe, expect, it } from 'vitest';
import { simulateDutyCycle } from '../index.js';
import { ENDURANT_HD, FULLER_ADVANTAGE_10, repeat } from './test-trucks.js';
import type { DutyCycleInput } from './types.js';

/**
 * The plausibility table of docs/engineering.md: simulated fuel economy on routes built by hand
 * against published fleet figures. Each row must stay inside its band; a change to the model that
 * moves a row out of it is a finding to explain in the document, not a number to update here.
 */
const ROWS: readonly { name: string; band: [number, number]; input: DutyCycleInput }[] = [
  {
    // 200 miles at 63 mph: flat with gentle 1 % rises and falls, one stop; 80,000 lbs.
    name: 'linehaul tractor, 80,000 lbs, 63 mph, mostly flat',
    band: [6.5, 8],
    input: {
      vehicle: {
        gcwLbs: 80_000,
        engineHp: 500,
        engineTorqueLbFt: 1850,
        forwardGears: ENDURANT_HD,
        axleRatio: 2.64,
        revsPerMile: 511,
        application: 'Linehaul',
      },
      route: {
        segments: [
          ...repeat(10, [
            { lengthMiles: 6, gradePercent: 0, speedLimitMph: 63 },
            { lengthMiles: 2, gradePercent: 1, speedLimitMph: 63 },
            { lengthMiles: 2, gradePercent: -1, speedLimitMph: 63 },
          ]),
          { lengthMiles: 5, gradePercent: 0, speedLimitMph: 55, stopAtEnd: true },
          ...repeat(9, [
            { lengthMiles: 6, gradePercent: 0, speedLimitMph: 63 },
            { lengthMiles: 2, gradePercent: 1, speedLimitMph: 63 },
            { lengthMiles: 2, gradePercent: -1, speedLimitMph: 63 },
          ]),
          { lengthMiles: 5, gradePercent: 0, speedLimitMph: 55 },
        ],
      },
    },
  },
  {
    // 15 miles out at 55/35 mph, 600 stops 0.04 mile apart at up to 20 mph with 20 s of packing
    // (20 kW through the PTO) each, 15 miles to the landfill, 10 minutes there, 15 miles back.
    name: 'loaded refuse truck, 52,000 lbs, residential collection',
    band: [2.5, 4],
    input: {
      vehicle: {
        gcwLbs: 52_000,
        engineHp: 380,
        engineTorqueLbFt: 1250,
        forwardGears: FULLER_ADVANTAGE_10,
        axleRatio: 4.88,
        revsPerMile: 493,
        application: 'Refuse',
      },
      route: {
        segments: [
          { lengthMiles: 12, gradePercent: 0, speedLimitMph: 55 },
          { lengthMiles: 3, gradePercent: 0, speedLimitMph: 35, stopAtEnd: true },
          ...repeat(600, [
            {
              lengthMiles: 0.04,
              gradePercent: 0,
              speedLimitMph: 20,
              stopAtEnd: true,
              dwellS: 20,
              dwellPtoKw: 20,
            },
          ]),
          { lengthMiles: 3, gradePercent: 0, speedLimitMph: 35 },
          { lengthMiles: 12, gradePercent: 0, speedLimitMph: 55, stopAtEnd: true, dwellS: 600 },
          { lengthMiles: 15, gradePercent: 0, speedLimitMph: 55 },
        ],
      },
    },
  },
  {
    // 132 miles: 10 town stops, 80 highway miles at 62 mph, six 12-mile legs at 45-55 mph with a
    // stop at a light and a 5-minute delivery each; 65,000 lbs.
    name: 'class 8 day cab, pick-up and delivery, 65,000 lbs',
    band: [5.5, 7.5],
    input: {
      vehicle: {
        gcwLbs: 65_000,
        engineHp: 450,
        engineTorqueLbFt: 1650,
        forwardGears: ENDURANT_HD,
        axleRatio: 3.08,
        revsPerMile: 511,
        application: 'PickUpAndDelivery',
      },
      route: {
        segments: [
          ...repeat(5, [{ lengthMiles: 1, gradePercent: 0, speedLimitMph: 35, stopAtEnd: true }]),
          { lengthMiles: 40, gradePercent: 0, speedLimitMph: 62 },
          ...repeat(6, [
            { lengthMiles: 2, gradePercent: 0, speedLimitMph: 45, stopAtEnd: true },
            { lengthMiles: 6, gradePercent: 0.5, speedLimitMph: 55 },
            {
              lengthMiles: 4,
              gradePercent: -0.8,
              speedLimitMph: 55,
              stopAtEnd: true,
              dwellS: 300,
            },
          ]),
          { lengthMiles: 40, gradePercent: 0, speedLimitMph: 62 },
          ...repeat(5, [{ lengthMiles: 1, gradePercent: 0, speedLimitMph: 35, stopAtEnd: true }]),
        ],
      },
    },
  },
];

describe('plausibility against published fleet fuel economy', () => {
  it.each(ROWS)('$name stays inside $band mpg', ({ band, input }) => {
    const result = simulateDutyCycle(input);
    expect(result.mpg).toBeGreaterThanOrEqual(band[0]);
    expect(result.mpg).toBeLessThanOrEqual(band[1]);
  });
});
