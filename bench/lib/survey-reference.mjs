import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { recommend } from '@transmission-spec/engine';
import { SurveyAnswersSchema, SurveyResponseSchema } from '@transmission-spec/domain';
import { loadSampleCatalogue } from './engine-speed.mjs';
import { startScript } from './script-process.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The survey route's reference: the same work as `POST /api/survey` with no plugins at all. Fastify
 * parses the JSON body, the domain's SurveyAnswersSchema validates it, recommend() runs over the
 * sample catalogue (what the app seeds), and the answer is written by the app's own serializer of
 * that route (the built `plugins/response-serializer.js`: the schema compiled once, issue 29). No log, no security
 * headers, no CSRF, no rate limit, no database: the ratio app/reference is what those cost. It runs
 * in a process of its own, like the app and the bare baseline.
 */

/**
 * The part of a domain (zod) schema the validator calls; the bench does not depend on zod itself.
 * @typedef {{
 *   safeParse(data: unknown): { success: true, data: unknown } | { success: false, error: Error },
 * }} DomainSchema
 */

/**
 * @param {number} port
 * @param {string[]} [nodeArgs] node's options, the app's own (`serverNodeArgs`), so the two run
 *   on the same V8 settings and differ only in the work
 * @returns {Promise<{ pid: number | undefined, close(): Promise<void> }>}
 */
export function startSurveyReference(port, nodeArgs = []) {
  return startScript({
    script: fileURLToPath(import.meta.url),
    args: [String(port)],
    nodeArgs,
    readyUrl: `http://127.0.0.1:${String(port)}/ready`,
    what: 'the survey reference',
  });
}

// Run as a script: serve the survey route on the given port until killed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogue = loadSampleCatalogue();
  const app = Fastify({ logger: false });
  // What fastify-type-provider-zod's validatorCompiler and serializerCompiler do, without the package.
  app.setValidatorCompiler(({ schema }) => (/** @type {unknown} */ data) => {
    const result = /** @type {DomainSchema} */ (schema).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  // The app's compiler itself, so the reference serialises exactly as the app does.
  const { ownAnswerSerializerCompiler, responseSerializerCompiler } = await import(
    pathToFileURL(join(ROOT, 'apps/server/dist/plugins/response-serializer.js')).href
  );
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/ready', () => ({ ok: true }));
  app.post(
    '/api/survey',
    {
      bodyLimit: 16 * 1024,
      schema: { body: SurveyAnswersSchema, response: { 200: SurveyResponseSchema } },
      // As the app's route: the answer written by its schema compiled once (issue 29).
      serializerCompiler: ownAnswerSerializerCompiler,
    },
    (request) => {
      const answers = /** @type {import('@transmission-spec/domain').SurveyAnswers} */ (
        request.body
      );
      return { ...recommend(answers, catalogue, { explain: false }), debug: undefined };
    },
  );
  // A clean exit on SIGTERM, so `--cpu-prof` writes its profile (bench/survey-profile.mjs).
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
}
