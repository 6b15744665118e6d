import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIRE_SIZE,
  REVS_PER_MILE_RANGE,
  REVS_PER_KM_RANGE,
  revsPerMileFromKilometre,
  revsPerKilometre,
  TIRE_SIZES,
} from './tire-sizes.js';
import { RevsPerKilometreSchema, RevsPerMileSchema } from './tire-size-schemas.js';

describe('tire sizes', () => {
  it('offers 295/75R22.5 at 511 rev/mi first, and only sizes the free field would accept', () => {
    expect(TIRE_SIZES[0]).toBe(DEFAULT_TIRE_SIZE);
    expect(DEFAULT_TIRE_SIZE).toEqual({ size: '295/75R22.5', revsPerMile: 511 });
    for (const tire of TIRE_SIZES) {
      expect(RevsPerMileSchema.safeParse(tire.revsPerMile).success).toBe(true);
    }
    expect(new Set(TIRE_SIZES.map((tire) => tire.size)).size).toBe(TIRE_SIZES.length);
  });

  it('takes a whole number of revolutions per mile from 400 to 700, with a clear message otherwise', () => {
    expect(REVS_PER_MILE_RANGE).toMatchObject({ min: 400, max: 700 });
    expect(RevsPerMileSchema.parse(400)).toBe(400);
    expect(RevsPerMileSchema.parse(700)).toBe(700);
    const message = (value: unknown) =>
      RevsPerMileSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(399)).toBe('Value must be within the range of 400 to 700');
    expect(message(701)).toBe('Value must be within the range of 400 to 700');
    expect(message(511.5)).toBe('Enter a whole number');
    expect(message('')).toBe('Required field');
  });

  it('converts to revolutions per kilometre for a Metric visitor', () => {
    expect(revsPerKilometre(511)).toBe(318);
  });
});

describe('revolutions per kilometre entry (issue 25)', () => {
  it('takes 249 to 435 rev/km, each within 400 to 700 rev/mi once converted', () => {
    expect(RevsPerKilometreSchema.safeParse(248).success).toBe(false);
    expect(RevsPerKilometreSchema.safeParse(436).success).toBe(false);
    for (let perKm = REVS_PER_KM_RANGE.min; perKm <= REVS_PER_KM_RANGE.max; perKm += 1) {
      expect(RevsPerMileSchema.safeParse(revsPerMileFromKilometre(perKm)).success).toBe(true);
    }
    expect(revsPerMileFromKilometre(318)).toBe(512);
  });
});
