import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersArb, catalogueArb } from '../test/arbitraries.js';
import { GOLDEN_CASES, SAMPLE } from '../test/golden.cases.js';
import { recommend as legacyRecommend } from '../test/legacy/recommend.js';
import { recommend } from './recommend.js';

/**
 * Issue 29: recommend() evaluates each family once, on one code path. The two paths it replaced
 * (the explained one and the fast one) are kept in test/legacy exactly as they were, and the new
 * answer must equal the old one, with and without the log, for generated answers and catalogues
 * and for every golden case.
 */

const RUNS = { numRuns: 1500 };

describe('one code path answers as the two old ones did', { timeout: 120_000 }, () => {
  it('for every golden case, with and without the log', () => {
    for (const golden of GOLDEN_CASES) {
      const catalogue = golden.catalogue ?? SAMPLE;
      expect(recommend(golden.answers, catalogue)).toStrictEqual(
        legacyRecommend(golden.answers, catalogue),
      );
      expect(recommend(golden.answers, catalogue, { explain: true })).toStrictEqual(
        legacyRecommend(golden.answers, catalogue, { explain: true }),
      );
    }
  });

  it('for generated answers and catalogues, with and without the log', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb(12), (answers, catalogue) => {
        expect(recommend(answers, catalogue)).toStrictEqual(legacyRecommend(answers, catalogue));
        expect(recommend(answers, catalogue, { explain: true })).toStrictEqual(
          legacyRecommend(answers, catalogue, { explain: true }),
        );
      }),
      RUNS,
    );
  });
});
