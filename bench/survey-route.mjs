// POST /api/survey beside the same work with no plugins and a bare Fastify hello route, with the
// engine over 10,000 families (see lib/survey-route.mjs). Needs a build (node scripts/build.mjs).
// SURVEY_ROUNDS (3), SURVEY_SECONDS (5), SURVEY_CONNECTIONS (50), SURVEY_LOG_LEVEL (info);
// SURVEY_BEFORE_ROOT, another built checkout, puts its app in the rotation for a before/after pair;
// TEST_DATABASE_URL adds the app on a PostgreSQL database of its own.
import { fileURLToPath } from 'node:url';
import { measureSurveyRoute } from './lib/survey-route.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const figures = await measureSurveyRoute({
  root,
  ports: [3500, 3501, 3502],
  rounds: Number(process.env.SURVEY_ROUNDS ?? 3),
  seconds: Number(process.env.SURVEY_SECONDS ?? 5),
  connections: Number(process.env.SURVEY_CONNECTIONS ?? 50),
  logLevel: process.env.SURVEY_LOG_LEVEL ?? 'info',
  ...(process.env.SURVEY_BEFORE_ROOT ? { beforeRoot: process.env.SURVEY_BEFORE_ROOT } : {}),
  ...(process.env.TEST_DATABASE_URL ? { postgresAdminUrl: process.env.TEST_DATABASE_URL } : {}),
});

/** @param {import('./lib/survey-route.mjs').RouteFigures} route */
const line = (route) =>
  `${String(route.cpuMicrosPerRequest ?? '?')} us CPU/request, ${String(route.requestsPerSecond)} req/s, p99 ${String(route.p99Ms)} ms, non-2xx ${String(route.non2xx)}`;
const { engine10k } = figures;
console.table({
  'POST /api/survey (app)': line(figures.app),
  ...(figures.before
    ? {
        'POST /api/survey (before)': line(figures.before),
        'app / before CPU': String(figures.appToBeforeCpu),
      }
    : {}),
  ...(figures.postgres ? { 'POST /api/survey on PostgreSQL': line(figures.postgres) } : {}),
  'same work, no plugins': line(figures.reference),
  'bare Fastify hello': line(figures.bare),
  'bare Fastify POST of the body': line(figures.barePost),
  'app / reference CPU': String(figures.appToReferenceCpu),
  'app / bare throughput': String(figures.appToBareThroughput),
  'engine, 10,000 families': `${String(engine10k.msPerEvaluation)} ms per recommend(), GC ${String(Math.round(engine10k.gcShare * 100))}% of wall time (${String(engine10k.collections)} collections)`,
});
console.log(JSON.stringify(figures));
