import fc from 'fast-check';
import { GOAL_COUNT, LogicLogSchema, PERFORMANCE_GOALS } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { answersArb, catalogueArb } from '../test/arbitraries.js';
import { explain } from '../test/log-oracle.js';

/**
 * The Transmission Logic Log against its contract: it is what the domain's schema says (the server
 * answers it and the admin's panel reads it with that schema), and the goal contributions it shows
 * are the goal score, goal by goal.
 */

const RUNS = { numRuns: 500 };

// The contributions divide term by term and the score divides the sum once (see goalContributions), so
// they may differ in the last bits: far below the 0.01 the panel shows.
const ROUNDING = 1e-9;

describe('Transmission Logic Log', { timeout: 60_000 }, () => {
  it('parses with the domain schema for all answers and catalogues, and says the same', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const { debug } = explain(answers, catalogue);
        const parsed = LogicLogSchema.safeParse(debug);
        expect(parsed.error).toBeUndefined();
        // Nothing the engine writes is stripped as unknown by the schema.
        expect(parsed.data).toEqual(debug);
      }),
      RUNS,
    );
  });

  it("adds each family's goal contributions up to its goal score, and goal plus fit to the total", () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const { debug } = explain(answers, catalogue);
        for (const family of debug.families) {
          const points = catalogue.find(
            (candidate) => candidate.id === family.id,
          )?.performanceGoalPoints;
          const contributions = family.goalContributions;
          // Every goal once, the user's most important first, weighted 6 - rank.
          expect(contributions.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
          expect(new Set(contributions.map((entry) => entry.goal))).toEqual(
            new Set(PERFORMANCE_GOALS),
          );
          for (const entry of contributions) {
            expect(entry.rank).toBe(answers.preferenceRanking[entry.goal]);
            expect(entry.weight).toBe(GOAL_COUNT + 1 - entry.rank);
            expect(entry.points).toBe(points?.[entry.goal]);
          }
          const sum = contributions.reduce((total, entry) => total + entry.contribution, 0);
          expect(Math.abs(sum - family.goalScore)).toBeLessThan(ROUNDING);
          expect(family.total).toBe(family.goalScore + family.fitScore);
        }
      }),
      RUNS,
    );
  });
});
