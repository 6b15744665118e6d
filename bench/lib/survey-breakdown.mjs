import { performance } from 'node:perf_hooks';
import { recommend } from '@transmission-spec/engine';
import { SurveyAnswersSchema, SurveyResponseSchema } from '@transmission-spec/domain';
import { loadSampleCatalogue } from './engine-speed.mjs';
import { median } from './median.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';

/**
 * Where the survey reference's time goes, step by step, in this process with no server: the JSON
 * body parsed, the answers validated by SurveyAnswersSchema, recommend() over the sample catalogue,
 * the answer checked by SurveyResponseSchema (parsed forward, as the app's response serializer
 * does, decision 074) and serialised. These are the steps every survey request pays before any
 * plugin; their sum (`totalUs`) is the floor under the route's CPU per request, the figure against
 * which "a fraction of bare Fastify's throughput" can be judged. zod's encode, which the app used
 * before, is timed beside it (`encodeUs`, not in the sum). Each step runs in turns of `iterations`
 * calls, `rounds` times; the median microseconds per call are reported.
 * @param {{ iterations?: number, rounds?: number }} [options]
 */
export function measureSurveyBreakdown({ iterations = 5000, rounds = 5 } = {}) {
  const catalogue = loadSampleCatalogue();
  const body = JSON.stringify(LINEHAUL_ANSWERS);
  const answers = SurveyAnswersSchema.parse(JSON.parse(body));
  const answer = { ...recommend(answers, catalogue, { explain: false }), debug: undefined };
  const encoded = SurveyResponseSchema.parse(answer);
  /** @type {Record<string, () => unknown>} */
  const steps = {
    'JSON body parse': () => JSON.parse(body),
    'answers validated (zod)': () => SurveyAnswersSchema.parse(JSON.parse(body)),
    'recommend()': () => recommend(answers, catalogue, { explain: false }),
    'answer checked (zod parse)': () => SurveyResponseSchema.parse(answer),
    'JSON serialise': () => JSON.stringify(encoded),
    encode: () => SurveyResponseSchema.encode(answer),
  };
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
  let sink = 0;
  for (let round = 0; round < rounds + 1; round += 1) {
    for (const [name, step] of Object.entries(steps)) {
      const start = performance.now();
      for (let index = 0; index < iterations; index += 1) sink += step() === undefined ? 0 : 1;
      // The first round warms the JIT and is not counted.
      if (round > 0) samples[name]?.push(((performance.now() - start) * 1000) / iterations);
    }
  }
  if (sink === 0) throw new Error('no step returned anything');
  /** @type {Record<string, number>} */
  const usPerCall = Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [name, Math.round(median(values) * 10) / 10]),
  );
  // The validation step includes a parse; report the validation alone.
  const validation =
    (usPerCall['answers validated (zod)'] ?? 0) - (usPerCall['JSON body parse'] ?? 0);
  usPerCall['answers validated (zod)'] = Math.round(validation * 10) / 10;
  const encodeUs = usPerCall['encode'] ?? 0;
  delete usPerCall['encode'];
  const totalUs = Object.values(usPerCall).reduce((sum, value) => sum + value, 0);
  return { usPerCall, totalUs: Math.round(totalUs), encodeUs };
}
