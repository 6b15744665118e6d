import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/builders.js';
import { MESSAGES } from '../common/messages.js';
import {
  AxleRatioThresholdsSchema,
  defaultAxleRatioThresholds,
  PerformanceGoalPointsSchema,
} from './transmission-thresholds.js';

const points = {
  acceleration: 50,
  fuelEconomy: 50,
  lowSpeedManeuvers: 50,
  price: 50,
  tripTime: 50,
};

describe('performance goal points', () => {
  it.each([
    [-1, false],
    [0, true],
    [100, true],
    [101, false],
  ])('of %d are valid: %s', (value, valid) => {
    const errors = fieldErrors(PerformanceGoalPointsSchema, { ...points, price: value });
    expect(errors).toEqual(valid ? {} : { price: MESSAGES.goalPointsRange });
  });

  it('are each required', () => {
    expect(fieldErrors(PerformanceGoalPointsSchema, { ...points, tripTime: undefined })).toEqual({
      tripTime: MESSAGES.requiredField,
    });
  });
});

describe('axle ratio thresholds', () => {
  const valid = defaultAxleRatioThresholds();

  it('start at 2 on a new family', () => {
    expect(Object.values(valid).every((value) => value === 2)).toBe(true);
    expect(AxleRatioThresholdsSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [1.9, MESSAGES.axleMinRange, MESSAGES.axleMaxRange],
    [2, null, null],
    [7, null, null],
    [7.1, MESSAGES.axleMinRange, MESSAGES.axleMaxRange],
  ])('at %d give bottom %s and top %s', (value, bottomMessage, topMessage) => {
    const bottom = fieldErrors(AxleRatioThresholdsSchema, {
      ...valid,
      highBottom: value,
      highTop: 7,
    });
    expect(bottom).toEqual(bottomMessage ? { highBottom: bottomMessage } : {});
    const top = fieldErrors(AxleRatioThresholdsSchema, { ...valid, highTop: value });
    expect(top).toEqual(topMessage ? { highTop: topMessage } : {});
  });

  it('refuses a bottom above its top, on every level', () => {
    for (const level of ['default', 'medium', 'high', 'extreme']) {
      const thresholds = { ...valid, [`${level}Bottom`]: 3.5, [`${level}Top`]: 3.4 };
      expect(fieldErrors(AxleRatioThresholdsSchema, thresholds)).toEqual({
        [`${level}Bottom`]: MESSAGES.axleMinAboveMax,
      });
    }
  });

  it('accepts a bottom equal to its top', () => {
    expect(
      fieldErrors(AxleRatioThresholdsSchema, { ...valid, mediumBottom: 3, mediumTop: 3 }),
    ).toEqual({});
  });

  it('rounds each value to 0.1', () => {
    const parsed = AxleRatioThresholdsSchema.parse({
      ...valid,
      defaultTop: 2.64,
      extremeTop: 1.96,
    });
    expect(parsed.defaultTop).toBe(2.6);
    expect(parsed.extremeTop).toBe(2);
  });

  it('requires every bound', () => {
    expect(fieldErrors(AxleRatioThresholdsSchema, { ...valid, mediumTop: undefined })).toEqual({
      mediumTop: MESSAGES.requiredField,
    });
  });
});
