import fc from 'fast-check';
import {
  CHECK_NAMES,
  GEARING_TIERS,
  WEIGHT_RANGE,
  SurveyAnswersSchema,
  TransmissionFamilySchema,
} from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import {
  answersArb,
  catalogueAndShuffleArb,
  catalogueArb,
  rankingArb,
  raisedAnswersArb,
  steppedArb,
} from '../test/arbitraries.js';
import { eligibleIds, expectShows, explain, familyAt, oracleEntry } from '../test/log-oracle.js';
import { oracleEligible, oracleGearingTier, oracleTotal } from '../test/oracle.js';
import { recommend } from './recommend.js';

/** RECOMMENDATION.md section 5: the eight properties, over generated catalogues and answers. */

const RUNS = { numRuns: 1000 };

describe('the generators', () => {
  it('produce answers the API accepts and families the catalogue accepts', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        expect(SurveyAnswersSchema.safeParse(answers).success).toBe(true);
        for (const family of catalogue) {
          expect(TransmissionFamilySchema.safeParse(family).error).toBeUndefined();
        }
        expect(new Set(catalogue.map((family) => family.id)).size).toBe(catalogue.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the public call', { timeout: 60_000 }, () => {
  it('answers exactly as the explained call does, without the log', () => {
    // Both evaluate every family the same way; the public call only writes no log, and must never
    // answer differently for it.
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const { debug, ...explained } = recommend(answers, catalogue, { explain: true });
        expect(debug).toBeDefined();
        expect(recommend(answers, catalogue)).toStrictEqual(explained);
      }),
      RUNS,
    );
  });
});

// A generous timeout: the runs take a few seconds, but CI machines are shared and may be slow.
describe('recommend() properties (RECOMMENDATION.md section 5)', { timeout: 60_000 }, () => {
  it('1. is deterministic: the same answers and catalogue, in any order, give the same result', () => {
    fc.assert(
      fc.property(answersArb, catalogueAndShuffleArb, (answers, [catalogue, shuffled]) => {
        const first = recommend(answers, catalogue, { explain: true });
        expect(recommend(answers, catalogue, { explain: true })).toEqual(first);
        expect(recommend(answers, shuffled, { explain: true })).toEqual(first);
        expect(recommend(answers, shuffled)).toEqual(recommend(answers, catalogue));
      }),
      RUNS,
    );
  });

  it('2. top choice and runner-up are different, eligible, neither disabled nor deleted', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        const top = familyAt(result.debug.families, catalogue, 1);
        const second = familyAt(result.debug.families, catalogue, 2);
        const eligibleCount = catalogue.filter((family) => oracleEligible(answers, family)).length;
        if (result.topChoice === null) {
          expect(top).toBeUndefined();
        } else {
          if (top === undefined) throw new Error('a top choice with no family at position 1');
          expectShows(result.topChoice, top);
          expect(oracleEligible(answers, top)).toBe(true);
          expect(top.isDisabled || top.isDeleted).toBe(false);
        }
        if (result.runnerUp === null) {
          expect(second).toBeUndefined();
          expect(eligibleCount).toBeLessThan(2);
        } else {
          if (second === undefined || top === undefined) throw new Error('runner-up unplaced');
          expectShows(result.runnerUp, second);
          expect(second.id).not.toBe(top.id);
          expect(oracleEligible(answers, second)).toBe(true);
          expect(second.isDisabled || second.isDeleted).toBe(false);
        }
        // No eligible family is in a better gearing tier than the top choice, nor (the top aside)
        // than the runner-up; and none in the same tier outscores it (section 2's order).
        const tier = (family: (typeof catalogue)[number]) =>
          GEARING_TIERS.indexOf(oracleGearingTier(answers, family, result.debug.dutyClass));
        for (const family of catalogue.filter((candidate) => oracleEligible(answers, candidate))) {
          for (const shown of [top, family.id === top?.id ? undefined : second]) {
            if (shown === undefined) continue;
            expect(tier(family)).toBeGreaterThanOrEqual(tier(shown));
            if (tier(family) === tier(shown)) {
              expect(oracleTotal(answers, family)).toBeLessThanOrEqual(
                oracleTotal(answers, shown) + 1e-9,
              );
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('3. the offered model covers the engine torque and is the smallest that does', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = explain(answers, catalogue);
        const offers = [
          [result.topChoice, familyAt(result.debug.families, catalogue, 1)],
          [result.runnerUp, familyAt(result.debug.families, catalogue, 2)],
        ] as const;
        for (const [offer, family] of offers) {
          if (offer === null || family === undefined) continue;
          const live = family.modelTorques.filter((model) => !model.isDeleted);
          const model = live.find((candidate) => candidate.name === offer.modelName);
          if (model === undefined) throw new Error(`${offer.modelName} is no live model`);
          expect(model.maxTorque).toBeGreaterThanOrEqual(answers.engineTorque);
          for (const other of live) {
            if (other.maxTorque >= answers.engineTorque) {
              expect(other.maxTorque).toBeGreaterThanOrEqual(model.maxTorque);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('4. raising torque, horsepower, weight or a speed never makes an ineligible family eligible', () => {
    fc.assert(
      fc.property(raisedAnswersArb, catalogueArb(), ([answers, raised], catalogue) => {
        const before = new Set(eligibleIds(answers, catalogue));
        for (const id of eligibleIds(raised, catalogue)) expect(before.has(id)).toBe(true);
      }),
      RUNS,
    );
  });

  it('5. changing only the preference ranking never changes which families are eligible', () => {
    fc.assert(
      fc.property(answersArb, rankingArb, catalogueArb(), (answers, ranking, catalogue) => {
        const reranked = { ...answers, preferenceRanking: ranking };
        expect(eligibleIds(reranked, catalogue)).toEqual(eligibleIds(answers, catalogue));
      }),
      RUNS,
    );
  });

  it('6. NoTransmission exactly when no family is eligible, and then the message is not empty', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const result = recommend(answers, catalogue);
        const anyEligible = catalogue.some((family) => oracleEligible(answers, family));
        expect(result.type).toBe(anyEligible ? 'Transmission' : 'NoTransmission');
        expect(result.topChoice === null).toBe(!anyEligible);
        if (result.type === 'NoTransmission') expect(result.message.trim()).not.toBe('');
      }),
      RUNS,
    );
  });

  it('7. every family appears in the debug log with every check it was put through', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const { debug } = explain(answers, catalogue);
        // What the log says, family by family (by id), against what the oracle says it must say.
        const logged = [...debug.families]
          .sort((a, b) => a.id - b.id)
          .map((family) => ({
            id: family.id,
            eligible: family.status === 'eligible',
            failedChecks: family.failedChecks,
            checks: family.checks.map(({ check, value, limit, passed }) => ({
              check,
              value,
              limit,
              passed,
            })),
          }));
        const expected = [...catalogue]
          .sort((a, b) => a.id - b.id)
          .map((family) => {
            const checks = CHECK_NAMES.map((check) => oracleEntry(answers, family, check));
            return {
              id: family.id,
              eligible: oracleEligible(answers, family),
              failedChecks: checks.filter((entry) => !entry.passed).length,
              checks,
            };
          });
        expect(logged).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('8. a family that passes the gearing tier ranks ahead of every one that fails, whatever the ranking', () => {
    let pairs = 0;
    fc.assert(
      fc.property(answersArb, rankingArb, catalogueArb(), (answers, ranking, catalogue) => {
        const reranked = { ...answers, preferenceRanking: ranking };
        const { debug } = explain(reranked, catalogue);
        const eligible = debug.families.filter((family) => family.status === 'eligible');
        const tierOf = (id: number) => {
          const family = catalogue.find((candidate) => candidate.id === id);
          if (family === undefined) throw new Error(`family ${id} is not in the catalogue`);
          return oracleGearingTier(reranked, family, debug.dutyClass);
        };
        for (const passing of eligible.filter((family) => tierOf(family.id) === 'passes')) {
          for (const failing of eligible.filter((family) => tierOf(family.id) === 'fails')) {
            pairs += 1;
            expect(passing.position ?? Infinity).toBeLessThan(failing.position ?? Infinity);
          }
        }
      }),
      RUNS,
    );
    // The generators must produce such pairs, or the property proved nothing.
    expect(pairs).toBeGreaterThan(10);
  });

  it('8. within one duty class, raising the weight never moves a family from fails to passes', () => {
    let failedBefore = 0;
    fc.assert(
      fc.property(
        answersArb,
        steppedArb(WEIGHT_RANGE),
        catalogueArb(),
        (answers, weight, catalogue) => {
          const lighter = { ...answers, maxWeight: Math.min(answers.maxWeight, weight) };
          const heavier = { ...answers, maxWeight: Math.max(answers.maxWeight, weight) };
          const before = explain(lighter, catalogue).debug;
          const after = explain(heavier, catalogue).debug;
          fc.pre(before.dutyClass === after.dutyClass);
          const tiers = new Map(before.families.map((family) => [family.id, family.gearing]));
          for (const family of after.families) {
            const earlier = tiers.get(family.id);
            if (earlier?.tier !== 'fails' || family.gearing === null) continue;
            failedBefore += 1;
            expect(family.gearing?.tier).toBe('fails');
          }
        },
      ),
      RUNS,
    );
    expect(failedBefore).toBeGreaterThan(50);
  });

  it('the Logic Log gives each eligible family its gearing tier as section 2 defines it', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(), (answers, catalogue) => {
        const { debug } = explain(answers, catalogue);
        for (const logged of debug.families) {
          const family = catalogue.find((candidate) => candidate.id === logged.id);
          if (family === undefined) throw new Error(`family ${logged.id} is not in the catalogue`);
          if (logged.status !== 'eligible') {
            expect(logged.gearing).toBeNull();
            continue;
          }
          expect(logged.gearing?.tier).toBe(oracleGearingTier(answers, family, debug.dutyClass));
          expect(logged.gearing?.points.some((point) => point.passes)).toBe(
            logged.gearing?.tier === 'passes',
          );
        }
      }),
      RUNS,
    );
  });
});
