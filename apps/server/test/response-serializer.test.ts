import {
  AxleRatioThresholdsSchema,
  SurveyResponseSchema,
  TransmissionFamilyInputSchema,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { goldenAnswers, type GoldenAnswersName } from '@transmission-spec/domain/testing';
import sampleCatalogue from '@transmission-spec/domain/sample-catalogue.json' with { type: 'json' };
import { recommend } from '@transmission-spec/engine';
import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  parsesLikeItEncodes,
  responseSerializerCompiler,
} from '../src/plugins/response-serializer.js';

/**
 * The app serialises a response by parsing it forward when its schema has no codec or transform,
 * and by zod's encode (fastify-type-provider-zod's serializer) otherwise (decision 074). Whatever it
 * is given, the answer a client receives must be the one the package's serializer would send: the
 * same JSON, or the same refusal.
 */

const families = (sampleCatalogue.families as unknown[]).map((raw, index): TransmissionFamily => ({
  ...TransmissionFamilyInputSchema.parse(raw),
  id: index + 1,
  isDeleted: false,
  image: null,
}));

const GOLDEN: GoldenAnswersName[] = [
  'linehaul',
  'dumpTruck',
  'heavyHaul',
  'doorToDoorRefuse',
  'mixer',
  'transitCoach',
];

function compile(schema: z.ZodType, compiler: typeof serializerCompiler) {
  return compiler({ schema, method: 'POST', url: '/api/survey', httpStatus: '200' });
}

/** The package's JSON, or the name of the error it throws. */
function outcome(serialise: (data: unknown) => string, data: unknown): string {
  try {
    return serialise(data);
  } catch (error) {
    return `threw ${(error as Error).name}: ${(error as { code?: string }).code ?? ''}`;
  }
}

const ours = compile(SurveyResponseSchema, responseSerializerCompiler);
const theirs = compile(SurveyResponseSchema, serializerCompiler);

describe('response serialisation', () => {
  it('parses the survey answer forward: its schema has no codec or transform', () => {
    expect(parsesLikeItEncodes(SurveyResponseSchema)).toBe(true);
  });

  it('sends every golden survey answer, with and without the Logic Log, exactly as zod encodes it', () => {
    for (const name of GOLDEN) {
      for (const explain of [false, true]) {
        const answer = recommend(goldenAnswers(name), families, { explain });
        const json = ours(answer);
        expect(json).toBe(theirs(answer));
        expect(JSON.parse(json)).toHaveProperty('type');
      }
    }
  });

  it('agrees with zod encode on any value put anywhere in a real answer: same JSON or the same refusal', () => {
    const answer = recommend(goldenAnswers('linehaul'), families, { explain: false });
    const paths = [
      [],
      ['topChoice'],
      ['topChoice', 'details'],
      ['topChoice', 'details', 'gearRatios'],
      ['runnerUp'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.string({ maxLength: 12 }),
        fc.oneof(fc.jsonValue(), fc.constant(undefined)),
        (path, key, value) => {
          const data = structuredClone(answer) as unknown as Record<string, unknown>;
          let target: Record<string, unknown> = data;
          for (const step of path) target = target[step] as Record<string, unknown>;
          target[key] = value;
          expect(outcome(ours, data)).toBe(outcome(theirs, data));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves a schema with a codec to zod encode: an axle bound goes out as stored, not re-rounded', () => {
    expect(parsesLikeItEncodes(AxleRatioThresholdsSchema)).toBe(false);
    const stored = {
      defaultBottom: 2.96,
      defaultTop: 3.5,
      mediumBottom: 3,
      mediumTop: 4,
      highBottom: 3.5,
      highTop: 4.5,
      extremeBottom: 4,
      extremeTop: 5,
    };
    const json = compile(AxleRatioThresholdsSchema, responseSerializerCompiler)(stored);
    expect(JSON.parse(json)).toMatchObject({ defaultBottom: 2.96 });
    expect(json).toBe(compile(AxleRatioThresholdsSchema, serializerCompiler)(stored));
  });

  it('knows transforms, pipes and recursion', () => {
    expect(parsesLikeItEncodes(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(parsesLikeItEncodes(z.array(z.string().pipe(z.string())))).toBe(false);
    expect(parsesLikeItEncodes(z.object({ a: z.number().catch(0) }))).toBe(false);
    const Tree: z.ZodType<{ children: unknown[] }> = z.lazy(() =>
      z.object({ name: z.string().optional(), children: z.array(Tree) }),
    );
    expect(parsesLikeItEncodes(Tree)).toBe(true);
    expect(
      parsesLikeItEncodes(
        z.discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('a'), n: z.number().int().min(0) }),
          z.strictObject({ kind: z.literal('b'), tags: z.record(z.string(), z.boolean()) }),
        ]),
      ),
    ).toBe(true);
  });
});
