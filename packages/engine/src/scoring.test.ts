import { describe, expect, it } from 'vitest';
import type { GearingTier } from '@transmission-spec/domain';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { checkFamily } from '../test/evaluate.js';
import { goalContributions, goalScore, rankCandidates } from './scoring.js';

const RANKING = { acceleration: 3, fuelEconomy: 1, lowSpeedManeuvers: 5, price: 2, tripTime: 4 };

describe('goalScore', () => {
  it('weighs the goal ranked 1st by 5 and the one ranked 5th by 1', () => {
    const only = (goal: string) => ({
      acceleration: 0,
      fuelEconomy: 0,
      lowSpeedManeuvers: 0,
      price: 0,
      tripTime: 0,
      [goal]: 100,
    });
    expect(goalScore(RANKING, only('fuelEconomy'))).toBe(5);
    expect(goalScore(RANKING, only('price'))).toBe(4);
    expect(goalScore(RANKING, only('acceleration'))).toBe(3);
    expect(goalScore(RANKING, only('tripTime'))).toBe(2);
    expect(goalScore(RANKING, only('lowSpeedManeuvers'))).toBe(1);
  });

  it('ranges from 0 to 15', () => {
    const all = (points: number) => ({
      acceleration: points,
      fuelEconomy: points,
      lowSpeedManeuvers: points,
      price: points,
      tripTime: points,
    });
    expect(goalScore(RANKING, all(0))).toBe(0);
    expect(goalScore(RANKING, all(100))).toBe(15);
  });

  it("matches Endurant HD's hand-worked 11.85 for the linehaul ranking", () => {
    const points = {
      acceleration: 65,
      fuelEconomy: 95,
      lowSpeedManeuvers: 45,
      price: 80,
      tripTime: 75,
    };
    expect(goalScore(RANKING, points)).toBe(11.85);
  });
});

describe('goalContributions', () => {
  it("lists what each goal added to Endurant HD's 11.85, most important goal first", () => {
    const points = {
      acceleration: 65,
      fuelEconomy: 95,
      lowSpeedManeuvers: 45,
      price: 80,
      tripTime: 75,
    };
    expect(goalScore(RANKING, points)).toBe(11.85);
    const contributions = goalContributions(RANKING, points);
    // fuel 5 x 95, price 4 x 80, acceleration 3 x 65, trip 2 x 75, low speed 1 x 45; / 100 each.
    expect(contributions).toEqual([
      { goal: 'fuelEconomy', rank: 1, weight: 5, points: 95, contribution: 4.75 },
      { goal: 'price', rank: 2, weight: 4, points: 80, contribution: 3.2 },
      { goal: 'acceleration', rank: 3, weight: 3, points: 65, contribution: 1.95 },
      { goal: 'tripTime', rank: 4, weight: 2, points: 75, contribution: 1.5 },
      { goal: 'lowSpeedManeuvers', rank: 5, weight: 1, points: 45, contribution: 0.45 },
    ]);
  });
});

describe('fitScore', () => {
  it('is 3 when the family recommends every answer and 0 when it recommends none', () => {
    const answers = linehaulAnswers();
    expect(checkFamily(answers, buildFamily({}, 'Recommended')).evaluation.fitScore).toBe(3);
    expect(checkFamily(answers, buildFamily({}, 'Supported')).evaluation.fitScore).toBe(0);
  });

  it('counts each selected terrain, road type and maneuver, and the others once each', () => {
    // 1 application + 2 terrain + 2 roads + 3 maneuvers + PTO + engine make = 10 answers.
    const answers = linehaulAnswers({
      terrain: ['Flat', 'HillyRolling'],
      roadTypes: ['Paved', 'MaintainedGravel'],
      maneuvers: ['FastInReverse', 'RepeatedLaunches', 'UrbanStopAndGo'],
    });
    const base = buildFamily();
    const family = buildFamily({
      supportedTerrain: {
        ...base.supportedTerrain,
        Flat: 'Recommended',
        HillyRolling: 'Recommended',
      },
      supportedManeuvers: { ...base.supportedManeuvers, UrbanStopAndGo: 'Recommended' },
      // Not asked about, so it must not count.
      supportedRoadTypes: { ...base.supportedRoadTypes, OffRoad: 'Recommended' },
    });
    expect(checkFamily(answers, family).evaluation.fitScore).toBeCloseTo((3 * 3) / 10, 12);
  });

  it('ignores limit checks', () => {
    const answers = linehaulAnswers({ terrain: ['Flat'], roadTypes: ['Paved'], maneuvers: [] });
    const family = buildFamily({ maxSupportedGcw: 40_000 }, 'Recommended');
    expect(checkFamily(answers, family).evaluation.fitScore).toBe(3);
  });
});

describe('rankCandidates', () => {
  const item = (
    id: number,
    name: string,
    total: number,
    rank?: number,
    tier: GearingTier = 'passes',
  ) => ({ id, name, total, rank, tier });

  it('orders by total, higher first', () => {
    const ranked = rankCandidates([item(1, 'A', 10), item(2, 'B', 12), item(3, 'C', 11)]);
    expect(ranked.map((entry) => entry.id)).toEqual([2, 3, 1]);
  });

  it('breaks a tie by rank, then name, then id', () => {
    const ranked = rankCandidates([
      item(1, 'Bravo', 10, 2),
      item(2, 'Zulu', 10, 1),
      item(3, 'Alpha', 10, 2),
      item(4, 'Alpha', 10, 2),
      item(5, 'Unranked', 10),
    ]);
    expect(ranked.map((entry) => entry.id)).toEqual([2, 3, 4, 1, 5]);
  });

  it('counts totals within 1e-9 as tied, so float noise never beats rank', () => {
    const ranked = rankCandidates([item(1, 'Noise', 0.1 + 0.2, 2), item(2, 'Exact', 0.3, 1)]);
    expect(ranked.map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('orders by gearing tier first (passes, unknown, fails), whatever the totals', () => {
    const ranked = rankCandidates([
      item(1, 'Fails', 15, 1, 'fails'),
      item(2, 'Unknown', 14, 1, 'unknown'),
      item(3, 'Passes', 1, 9, 'passes'),
      item(4, 'Passes too', 2, 9, 'passes'),
    ]);
    expect(ranked.map((entry) => entry.name)).toEqual(['Passes too', 'Passes', 'Unknown', 'Fails']);
  });

  it('gives the same order whatever the input order', () => {
    const items = [item(1, 'A', 5, 1), item(2, 'B', 5, 1), item(3, 'C', 7, 3), item(4, 'a', 5, 1)];
    const forward = rankCandidates(items).map((entry) => entry.id);
    expect(rankCandidates([...items].reverse()).map((entry) => entry.id)).toEqual(forward);
    expect(forward).toEqual([3, 1, 4, 2]);
  });
});
