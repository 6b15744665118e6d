import {
  APPLICATIONS,
  ENGINE_MAKES,
  HORSEPOWER_RANGE,
  MANEUVERS,
  PTO_OPTIONS,
  ROAD_TYPES,
  SPEED_RANGE,
  SurveyAnswersSchema,
  SurveyResponseSchema,
  TERRAINS,
  TORQUE_RANGE,
  TransmissionFamilyInputSchema,
  WEIGHT_RANGE,
  type NumericRange,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { GOLDEN_ANSWERS_NAMES, goldenAnswers } from '@transmission-spec/domain/testing';
import sampleCatalogue from '@transmission-spec/domain/sample-catalogue.json' with { type: 'json' };
import { recommend } from '@transmission-spec/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonWriter, UnsupportedSchemaError } from '../src/plugins/json-writer.js';
import {
  ownAnswerSerializerCompiler,
  responseSerializerCompiler,
} from '../src/plugins/response-serializer.js';

/**
 * POST /api/survey writes its answer with the schema compiled once (json-writer.ts), without
 * checking it again (issue 29). The bytes must be those of the checked serializer it replaced (a
 * forward parse, decision 074), and the answer must pass the full zod schema: both for every golden
 * case and for generated answers and catalogues, with and without the Logic Log.
 */

const SAMPLE = (sampleCatalogue.families as unknown[]).map((raw, index): TransmissionFamily => ({
  ...TransmissionFamilyInputSchema.parse(raw),
  id: index + 1,
  isDeleted: false,
  image: null,
}));

const route = {
  schema: SurveyResponseSchema,
  method: 'POST',
  url: '/api/survey',
  httpStatus: '200',
};
const compiled = ownAnswerSerializerCompiler(route);
const checked = responseSerializerCompiler(route);

function expectSameBytes(answers: SurveyAnswers, catalogue: readonly TransmissionFamily[]) {
  for (const explain of [false, true]) {
    const answer = recommend(answers, catalogue, { explain });
    // The full check stays here: the compiled writer trusts the engine's answer.
    expect(SurveyResponseSchema.safeParse(answer).error).toBeUndefined();
    expect(compiled(answer)).toBe(checked(answer));
  }
}

function steppedArb(range: NumericRange): fc.Arbitrary<number> {
  const steps = Math.round((range.max - range.min) / range.step);
  return fc.integer({ min: 0, max: steps }).map((k) => range.min + k * range.step);
}

const answersArb: fc.Arbitrary<SurveyAnswers> = fc
  .record({
    application: fc.constantFrom(...APPLICATIONS),
    maxWeight: steppedArb(WEIGHT_RANGE),
    terrain: fc.shuffledSubarray([...TERRAINS], { minLength: 1 }),
    maneuvers: fc.shuffledSubarray([...MANEUVERS]),
    roadTypes: fc.shuffledSubarray([...ROAD_TYPES], { minLength: 1 }),
    cruiseSpeed: steppedArb(SPEED_RANGE),
    maxSpeed: steppedArb(SPEED_RANGE),
    pto: fc.constantFrom(...PTO_OPTIONS),
    engineMake: fc.constantFrom(...ENGINE_MAKES),
    engineHp: steppedArb(HORSEPOWER_RANGE),
    engineTorque: steppedArb(TORQUE_RANGE),
    preferenceRanking: fc
      .shuffledSubarray([1, 2, 3, 4, 5], { minLength: 5, maxLength: 5 })
      .map(
        ([acceleration = 1, fuelEconomy = 2, lowSpeedManeuvers = 3, price = 4, tripTime = 5]) => ({
          acceleration,
          fuelEconomy,
          lowSpeedManeuvers,
          price,
          tripTime,
        }),
      ),
  })
  .map((answers) => ({
    ...answers,
    cruiseSpeed: Math.min(answers.cruiseSpeed, answers.maxSpeed),
    maxSpeed: Math.max(answers.cruiseSpeed, answers.maxSpeed),
  }))
  .filter((answers) => SurveyAnswersSchema.safeParse(answers).success);

/** Some of the sample families, some disabled, in any order. */
const catalogueArb = fc
  .shuffledSubarray(SAMPLE)
  .chain((families) =>
    fc
      .array(fc.boolean(), { minLength: families.length, maxLength: families.length })
      .map((disabled) =>
        families.map((family, index) => ({ ...family, isDisabled: disabled[index] ?? false })),
      ),
  );

describe('the survey answer, written by the compiled schema', () => {
  it('compiles the survey answer’s schema', () => {
    expect(() => compileJsonWriter(SurveyResponseSchema)).not.toThrow();
  });

  it.each(GOLDEN_ANSWERS_NAMES)('writes golden case %s as the checked serializer did', (name) => {
    expectSameBytes(goldenAnswers(name), SAMPLE);
  });

  it('writes generated answers over generated catalogues as the checked serializer did', () => {
    fc.assert(
      fc.property(answersArb, catalogueArb, (answers, catalogue) => {
        expectSameBytes(answers, catalogue);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out undeclared keys, fills defaults and applies overwrites, as a parse does', () => {
    const schema = z.object({
      name: z.string(),
      note: z.string().optional(),
      message: z.string().default(''),
      ratio: z.number().overwrite((value) => Math.round(value * 100) / 100),
      kind: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('a'), n: z.number().nullable() }),
        z.strictObject({ kind: z.literal('b'), tags: z.array(z.boolean()) }),
      ]),
    });
    const write = compileJsonWriter(schema);
    const value = {
      extra: 1,
      name: 'x"y',
      ratio: 2.3456,
      kind: { kind: 'b', tags: [true] },
    };
    expect(write(value)).toBe(JSON.stringify(schema.parse(value)));
  });

  it('writes any key and literal as data, never as code', () => {
    // Names and literals reach the generated source only through JSON.stringify.
    const odd = 'a"b\\c\n*/`${x}`\u2028';
    const schema = z.object({
      [odd]: z.string(),
      [`${odd}2`]: z.discriminatedUnion(odd, [
        z.strictObject({ [odd]: z.literal(odd), n: z.number() }),
      ]),
    });
    const value = { [odd]: odd, [`${odd}2`]: { [odd]: odd, n: 1 } };
    expect(compileJsonWriter(schema)(value)).toBe(JSON.stringify(schema.parse(value)));
  });

  it('refuses to compile what it does not know, so the route keeps the checked serializer', () => {
    expect(() => compileJsonWriter(z.union([z.string(), z.number()]))).toThrow(
      UnsupportedSchemaError,
    );
    expect(() => compileJsonWriter(z.string().transform((s) => s.length))).toThrow(
      UnsupportedSchemaError,
    );
    const fallback = ownAnswerSerializerCompiler({
      ...route,
      schema: z.record(z.string(), z.number()),
    });
    expect(fallback({ a: 1 })).toBe('{"a":1}');
  });
});
