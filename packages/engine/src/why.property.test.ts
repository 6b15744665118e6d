import fc from 'fast-check';
import {
  GOAL_COUNT,
  PERFORMANCE_GOALS,
  TransmissionDetailsSchema,
  UNIT_SYSTEMS,
  whySentences,
  type SupportLevel,
  type SurveyAnswers,
  type TransmissionDetails,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { answersArb, catalogueArb } from '../test/arbitraries.js';
import { explain, familyAt } from '../test/log-oracle.js';
import { oracleGearingTier, oracleTotal } from '../test/oracle.js';
import { SCORE_TOLERANCE } from './compare.js';

/**
 * Properties of the cards' details (issue 14) over generated catalogues and answers: they are
 * well-formed, phrase into three to six sentences, and tell nothing of any family's scores, nor
 * anything of a family that is not on the page.
 */

const RUNS = { numRuns: 500 };

/** Every number anywhere in a value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Every string anywhere in a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The weighted goal points of one goal, worked out from the family alone. */
function weighted(answers: SurveyAnswers, family: TransmissionFamily, goal: string): number {
  const key = goal as (typeof PERFORMANCE_GOALS)[number];
  return (GOAL_COUNT + 1 - answers.preferenceRanking[key]) * family.performanceGoalPoints[key];
}

/** The family's level of each of the user's answers, as the catalogue says, check by check. */
function levels(answers: SurveyAnswers, family: TransmissionFamily): Record<string, SupportLevel> {
  return {
    [`application:${answers.application}`]: family.supportedApplications[answers.application],
    ...Object.fromEntries(answers.terrain.map((t) => [`terrain:${t}`, family.supportedTerrain[t]])),
    ...Object.fromEntries(
      answers.roadTypes.map((road) => [`roadTypes:${road}`, family.supportedRoadTypes[road]]),
    ),
    ...Object.fromEntries(
      answers.maneuvers.map((m) => [`maneuvers:${m}`, family.supportedManeuvers[m]]),
    ),
    [`pto:${answers.pto}`]: family.supportedPto[answers.pto],
    [`engineMake:${answers.engineMake}`]: family.supportedEngineMakes[answers.engineMake],
  };
}

describe('the details of the cards', { timeout: 60_000 }, () => {
  it('are well-formed, strict, and phrase into three to six sentences in either unit system', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        for (const choice of [result.topChoice, result.runnerUp]) {
          if (choice === null) continue;
          expect(TransmissionDetailsSchema.safeParse(choice.details).error).toBeUndefined();
          for (const units of UNIT_SYSTEMS) {
            const sentences = whySentences(choice.details, units);
            expect(sentences.length).toBeGreaterThanOrEqual(3);
            expect(sentences.length).toBeLessThanOrEqual(6);
            for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
          }
        }
      }),
      RUNS,
    );
  });

  it('hold only the user’s answers and the family’s own figures: no score of any family', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        for (const choice of [result.topChoice, result.runnerUp]) {
          if (choice === null) continue;
          const { details } = choice;
          const allowed = new Set<number | null>([
            answers.engineTorque,
            answers.maxWeight,
            details.modelMaxTorque,
            details.limits.maxSupportedGcw,
            ...Array.from({ length: GOAL_COUNT }, (_, index) => index + 1),
          ]);
          for (const number of numbersIn(details.why)) expect(allowed).toContain(number);
          // The only family named is the top choice, in the runner-up's second-place fact.
          const names = new Set(catalogue.map((family) => family.name));
          const named = stringsIn(details.why).filter((text) => names.has(text));
          const expected = choice === result.runnerUp ? [result.topChoice?.name] : [];
          expect(named).toEqual(expected);
        }
      }),
      RUNS,
    );
  });

  it('name the goals that did most for the family’s own score, and only goals that added', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        [1, 2].forEach((position) => {
          const family = familyAt(result.debug.families, catalogue, position);
          const card = position === 1 ? result.topChoice : result.runnerUp;
          if (family === undefined || card === null) return;
          const fact = card.details.why.find((entry) => entry.kind === 'goals');
          const named = fact?.kind === 'goals' ? fact.goals.map((entry) => entry.goal) : [];
          const others = PERFORMANCE_GOALS.filter((goal) => !named.includes(goal));
          for (const goal of named) {
            expect(weighted(answers, family, goal)).toBeGreaterThan(0);
            for (const other of others) {
              expect(weighted(answers, family, goal)).toBeGreaterThanOrEqual(
                weighted(answers, family, other),
              );
            }
          }
        });
      }),
      RUNS,
    );
  });

  it('say truly what made the runner-up second', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        const top = familyAt(result.debug.families, catalogue, 1);
        const second = familyAt(result.debug.families, catalogue, 2);
        if (top === undefined || second === undefined || result.runnerUp === null) return;
        const fact = result.runnerUp.details.why.at(-1);
        if (fact?.kind !== 'secondPlace') throw new Error('the runner-up has no second-place fact');
        expect(fact.topChoice).toBe(top.name);
        // The gearing tier decides first: a runner-up in a worse tier says so, whatever the totals.
        const topTier = oracleGearingTier(answers, top, result.debug.dutyClass);
        const secondTier = oracleGearingTier(answers, second, result.debug.dutyClass);
        if (topTier !== secondTier) {
          expect(fact.cause).toEqual({ kind: 'gearing', tier: secondTier });
          return;
        }
        if (fact.cause.kind === 'gearing') throw new Error('a gearing cause between equal tiers');
        const tie =
          Math.abs(oracleTotal(answers, top) - oracleTotal(answers, second)) <= SCORE_TOLERANCE;
        expect(fact.cause.kind === 'tie').toBe(tie);
        if (fact.cause.kind === 'tie') {
          expect(fact.cause.by === 'rank').toBe(
            (top.rank ?? Infinity) !== (second.rank ?? Infinity),
          );
          return;
        }
        expect(fact.cause.goalsBehind.length + fact.cause.answersBehind.length).toBeGreaterThan(0);
        for (const { goal } of fact.cause.goalsBehind) {
          expect(weighted(answers, top, goal)).toBeGreaterThan(weighted(answers, second, goal));
        }
        const topLevels = levels(answers, top);
        const secondLevels = levels(answers, second);
        for (const { check, value } of fact.cause.answersBehind) {
          expect(topLevels[`${check}:${value}`]).toBe('Recommended');
          expect(secondLevels[`${check}:${value}`]).not.toBe('Recommended');
        }
      }),
      RUNS,
    );
  });

  it('give the family’s own support level of each of the user’s answers', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        [1, 2].forEach((position) => {
          const family = familyAt(result.debug.families, catalogue, position);
          const details: TransmissionDetails | undefined = (
            position === 1 ? result.topChoice : result.runnerUp
          )?.details;
          if (family === undefined || details === undefined) return;
          const support = Object.fromEntries(
            details.support.map((entry) => [`${entry.check}:${entry.value}`, entry.level]),
          );
          expect(support).toEqual(levels(answers, family));
        });
      }),
      RUNS,
    );
  });
});
