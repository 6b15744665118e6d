import { describe, expect, it } from 'vitest';
import {
  compareByRankThenName,
  compareNames,
  compareTotalsDescending,
  effectiveRank,
  SCORE_TOLERANCE,
} from './compare.js';

describe('compareNames', () => {
  it('ignores case first, so "alpha" sorts before "Bravo"', () => {
    expect(compareNames('alpha', 'Bravo')).toBeLessThan(0);
    expect(compareNames('Bravo', 'alpha')).toBeGreaterThan(0);
  });

  it('still separates names that differ only in case, upper case first', () => {
    expect(compareNames('Alpha', 'alpha')).toBeLessThan(0);
    expect(compareNames('alpha', 'Alpha')).toBeGreaterThan(0);
  });

  it('is 0 only for identical names', () => {
    expect(compareNames('Endurant HD', 'Endurant HD')).toBe(0);
  });
});

describe('compareByRankThenName', () => {
  it('puts rank 1 first whatever the names', () => {
    const first = { id: 2, name: 'Zulu', rank: 1 };
    const second = { id: 1, name: 'Alpha', rank: 2 };
    expect(compareByRankThenName(first, second)).toBeLessThan(0);
  });

  it('falls back to the name, then the id', () => {
    expect(
      compareByRankThenName({ id: 9, name: 'Alpha', rank: 3 }, { id: 1, name: 'Bravo', rank: 3 }),
    ).toBeLessThan(0);
    expect(
      compareByRankThenName({ id: 1, name: 'Alpha', rank: 3 }, { id: 2, name: 'Alpha', rank: 3 }),
    ).toBeLessThan(0);
  });

  it('puts a family without a rank after every ranked one', () => {
    expect(effectiveRank(undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(
      compareByRankThenName({ id: 1, name: 'Alpha' }, { id: 2, name: 'Zulu', rank: 99 }),
    ).toBeGreaterThan(0);
  });
});

describe('compareTotalsDescending', () => {
  it('puts the higher total first', () => {
    expect(compareTotalsDescending(14.85, 14.65)).toBeLessThan(0);
    expect(compareTotalsDescending(14.65, 14.85)).toBeGreaterThan(0);
  });

  it('treats totals within the tolerance as a tie', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(compareTotalsDescending(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareTotalsDescending(10, 10 + SCORE_TOLERANCE / 2)).toBe(0);
    expect(compareTotalsDescending(10, 10 + SCORE_TOLERANCE * 10)).toBeGreaterThan(0);
  });
});
