// `node bench/metrics-cost.mjs` (after `npm run build`): the CPU a request costs the built server with
// the Prometheus metrics off (no METRICS_PORT) and on, for GET /api/health and POST /api/survey, in
// interleaved rounds (lib/metrics-cost.mjs). METRICS_BENCH_SECONDS (5) per route and run,
// METRICS_BENCH_CONNECTIONS (10), METRICS_BENCH_ROUNDS (3). Ports 3801 (app) and 3802 (metrics).
import { fileURLToPath } from 'node:url';
import { measureMetricsCost } from './lib/metrics-cost.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await measureMetricsCost({
  root,
  port: 3801,
  metricsPort: 3802,
  seconds: Number(process.env.METRICS_BENCH_SECONDS ?? 5),
  connections: Number(process.env.METRICS_BENCH_CONNECTIONS ?? 10),
  rounds: Number(process.env.METRICS_BENCH_ROUNDS ?? 3),
});
const row = (/** @type {string} */ route, /** @type {'health' | 'survey'} */ key) =>
  `${route}: off ${String(result.off[`${key}CpuMicrosPerRequest`])} us, on ${String(result.on[`${key}CpuMicrosPerRequest`])} us CPU per request (median of ${String(result.rounds)}; rounds off ${result.perRound.off[key].join('/')}, on ${result.perRound.on[key].join('/')})`;
process.stdout.write(
  [
    `metrics cost: ${String(result.seconds)}s per route and run, ${String(result.connections)} connections`,
    row('GET /api/health', 'health'),
    row('POST /api/survey', 'survey'),
    `cost with metrics on: health ${String(result.healthCostMicros)} us, survey ${String(result.surveyCostMicros)} us per request`,
    `req/s (median): health off ${String(result.off.healthRequestsPerSecond)} on ${String(result.on.healthRequestsPerSecond)}; survey off ${String(result.off.surveyRequestsPerSecond)} on ${String(result.on.surveyRequestsPerSecond)}`,
    `CPU per scrape of /metrics: ${String(result.scrapeCpuMs)} ms (median); non-2xx: ${String(result.non2xx)}`,
    `the request hook's work alone (createAppMetrics().observeRequest): ${String(result.observeNanos)} ns CPU per request`,
    '',
  ].join('\n'),
);
