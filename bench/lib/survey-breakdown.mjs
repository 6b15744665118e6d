import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { recommend } from '@transmission-spec/engine';
import { SurveyAnswersSchema, SurveyResponseSchema } from '@transmission-spec/domain';
import { loadSampleCatalogue } from './engine-speed.mjs';
import { median } from './median.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';

/**
 * Where the survey reference's time goes, step by step, in this process with no server: the JSON
 * body parsed, the answers validated by SurveyAnswersSchema, recommend() over the sample catalogue,
 * and the answer written by the schema compiled once (the app's ownAnswerSerializerCompiler, issue
 * 29). These are the steps every survey request pays before any plugin; their sum (`totalUs`) is
 * the floor under the route's CPU per request, the figure against which "a fraction of bare
 * Fastify's throughput" can be judged. What the app did before is timed beside, not in the sum:
 * the answer checked by SurveyResponseSchema (a forward parse, decision 074, `checkedUs`) and
 * JSON.stringify (`stringifyUs`), and zod's encode before that (`encodeUs`). Each step runs in
 * turns of `iterations` calls, `rounds` times; the median microseconds per call are reported.
 * Needs the built server (`node scripts/build.mjs`).
 * @param {{ iterations?: number, rounds?: number }} [options]
 */
export async function measureSurveyBreakdown({ iterations = 5000, rounds = 5 } = {}) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // The app's own compiler of the survey route (issue 29): the schema compiled once, no check.
  const { ownAnswerSerializerCompiler } = await import(
    pathToFileURL(join(root, 'apps/server/dist/plugins/response-serializer.js')).href
  );
  const write = ownAnswerSerializerCompiler({
    schema: SurveyResponseSchema,
    method: 'POST',
    url: '/api/survey',
    httpStatus: '200',
  });
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
    'answer written (compiled schema)': () => write(answer),
    // What the app did before issue 29, timed beside: checked by zod, then JSON.stringify.
    checked: () => SurveyResponseSchema.parse(answer),
    stringify: () => JSON.stringify(encoded),
    encode: () => SurveyResponseSchema.encode(answer),
  };
  if (write(answer) !== JSON.stringify(encoded)) {
    throw new Error('the compiled writer and the checked serializer disagree');
  }
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
  const checkedUs = usPerCall['checked'] ?? 0;
  const stringifyUs = usPerCall['stringify'] ?? 0;
  for (const name of ['encode', 'checked', 'stringify']) delete usPerCall[name];
  const totalUs = Object.values(usPerCall).reduce((sum, value) => sum + value, 0);
  return { usPerCall, totalUs: Math.round(totalUs), encodeUs, checkedUs, stringifyUs };
}
