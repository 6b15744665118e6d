import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountDetailsSchema } from '../accounts/account.js';
import { COUNTRIES } from '../accounts/countries.js';
import { TERRAINS } from './enums.js';
import {
  DatabaseIdParamSchema,
  isStorableJson,
  isStorableText,
  requiredTextSchema,
} from './fields.js';
import { DATABASE_ID_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { linehaulTractorAnswers } from '../survey/demo-answers.js';
import { CreateSpecRequestSchema } from '../specs/spec.js';
import { SurveyAnswersSchema } from '../survey/survey.js';

/** Issue 11, findings 2, 7 and 8 at the schema level. */

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, and keeps every well-formed text', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'a\udc00b', '\udc00\ud800', 'x\ud83d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of [
      '',
      'Ann',
      '\u202eRTL',
      'zero\u200bwidth',
      '\ud83d\ude9a truck',
      '\ufeff',
    ]) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('agrees with UTF-8 round-tripping for any text without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(isStorableText(text)).toBe(roundTrips && !text.includes('\u0000'));
      }),
    );
  });

  it('looks into keys and nested strings of parsed JSON', () => {
    expect(isStorableJson({ a: [{ b: 'fine' }] })).toBe(true);
    expect(isStorableJson({ a: [{ b: 'a\u0000' }] })).toBe(false);
    expect(isStorableJson({ 'k\ud800': 1 })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(isStorableJson(deep)).toBe(false);
  });

  it('is part of every required text and of saved spec fields', () => {
    expect(requiredTextSchema(10).safeParse('a\u0000').error?.issues[0]?.message).toBe(
      MESSAGES.unstorableText,
    );
    const spec = CreateSpecRequestSchema.safeParse({
      title: 'ok',
      notes: '\u0000',
      result: '{"a":"\\u0000"}',
      survey: '{}',
      version: '1.0',
    });
    const messages = Object.fromEntries(
      (spec.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ notes: MESSAGES.unstorableText, result: MESSAGES.unstorableText });
  });
});

describe('DatabaseIdParamSchema', () => {
  it('accepts exactly the decimal ids of an integer column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: DATABASE_ID_MAX }), (id) => {
        expect(DatabaseIdParamSchema.parse(String(id))).toBe(id);
      }),
    );
    for (const bad of [
      '0',
      '-1',
      '2147483648',
      '9007199254740991',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '',
    ]) {
      expect(DatabaseIdParamSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('bounded lists', () => {
  it('refuses a longer list than there are choices with one issue, whatever the items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything(), { minLength: TERRAINS.length + 1, maxLength: 3000 }),
        (terrain) => {
          const result = SurveyAnswersSchema.safeParse({ ...linehaulTractorAnswers(), terrain });
          const issues = result.error?.issues.filter((issue) => issue.path[0] === 'terrain') ?? [];
          expect(issues).toHaveLength(1);
          expect(issues[0]?.message).toBe(MESSAGES.noDuplicates);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('names a wrong country with the domain message, not the list of countries', () => {
    const result = AccountDetailsSchema.safeParse({
      countryList: ['Atlantis', ...COUNTRIES.slice(0, 2)],
    });
    const country = result.error?.issues.find((issue) => issue.path.join('.') === 'countryList.0');
    expect(country?.message).toBe(MESSAGES.chooseOne);
  });
});
