import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';
import { startBuiltServer, stopProcess } from './processes.mjs';
import { csrfHeaders, measureThroughput } from './throughput.mjs';
import { median } from './median.mjs';

/**
 * What the Prometheus metrics (decision 071) cost per request: the BUILT server is started twice per
 * round on one data directory, once without METRICS_PORT (off, the default) and once with it, and
 * each takes autocannon on GET /api/health and POST /api/survey. The server's CPU time per request (user + system, from
 * /proc) is the figure compared; off and on alternate in every round (off first in even rounds, on
 * first in odd ones), so the machine's drift over the run falls on both, and the medians of the
 * rounds are reported. A scrape's cost is apart from the requests' (Prometheus scrapes every 15 s
 * by default, whatever the traffic): after each "on" run, the server's CPU over 50 scrapes back to
 * back.
 */

/** Scrapes timed back to back after the load, for the CPU one scrape costs. */
const SCRAPES = 50;
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, ms) of a process so far, from Linux's /proc.
 * @param {number | undefined} pid
 */
function cpuTimeMs(pid) {
  const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
    .split(') ')[1]
    ?.split(' ');
  return (Number(fields?.[11]) + Number(fields?.[12])) * MS_PER_TICK;
}

/**
 * The server's CPU per scrape of GET /metrics (default metrics, database load, the outbox query).
 * @param {number | undefined} pid
 * @param {number} metricsPort
 */
async function scrapeCostMs(pid, metricsPort) {
  const before = cpuTimeMs(pid);
  for (let scrape = 0; scrape < SCRAPES; scrape += 1) {
    const response = await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`);
    await response.text();
    if (!response.ok) throw new Error(`GET /metrics answered ${String(response.status)}`);
  }
  return (cpuTimeMs(pid) - before) / SCRAPES;
}

/**
 * One server start with or without metrics: both routes measured, then stopped.
 * @param {{ root: string, port: number, dataDir: string, metricsPort: number | undefined, seconds: number, connections: number }} options
 */
async function measureOnce({ root, port, dataDir, metricsPort, seconds, connections }) {
  /** @type {Record<string, string>} */
  const env = metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) };
  const server = await startBuiltServer({ root, port, dataDir, env });
  const origin = `http://127.0.0.1:${String(port)}`;
  try {
    const health = await measureThroughput(
      `${origin}/api/health`,
      seconds,
      connections,
      {},
      server.pid,
    );
    const survey = await measureThroughput(
      `${origin}/api/survey`,
      seconds,
      connections,
      {
        method: 'POST',
        headers: await csrfHeaders(origin),
        body: JSON.stringify(LINEHAUL_ANSWERS),
      },
      server.pid,
    );
    const scrapeMs =
      metricsPort === undefined ? undefined : await scrapeCostMs(server.pid, metricsPort);
    return { health, survey, scrapeMs };
  } finally {
    await stopProcess(server);
  }
}

/**
 * The request hook's own work in isolation, robust where the whole-server figures drown in the
 * machine's noise: the built server's createAppMetrics, and CPU nanoseconds per observeRequest
 * (one histogram observation by method, route pattern and status), over a million calls.
 * @param {string} root
 */
async function observeCostNanos(root) {
  const module =
    /** @type {{ createAppMetrics(sources: unknown): { observeRequest(method: string, route: string, status: number, seconds: number): void } }} */ (
      await import(
        pathToFileURL(join(root, 'apps/server/dist/modules/metrics/app-metrics.js')).href
      )
    );
  // Only a scrape reads the database; none happens here.
  const metrics = module.createAppMetrics({
    database: { load: () => ({ driver: 'pglite', pending: 0 }) },
    db: undefined,
    log: undefined,
  });
  const routes = ['/api/health', '/api/survey', '/api/surveyresult/:id', 'unmatched'];
  const calls = 1_000_000;
  const before = process.cpuUsage();
  for (let call = 0; call < calls; call += 1) {
    metrics.observeRequest('GET', routes[call % 4] ?? '', 200, 0.002 + (call % 7) / 1000);
  }
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) * 1000) / calls);
}

/**
 * @param {{ root: string, port: number, metricsPort: number, seconds?: number, connections?: number, rounds?: number }} options
 *   `port` for the app, `metricsPort` for its metrics listener
 */
export async function measureMetricsCost({
  root,
  port,
  metricsPort,
  seconds = 5,
  connections = 10,
  rounds = 3,
}) {
  /** @type {Record<'off' | 'on', { health: number[], survey: number[], healthRps: number[], surveyRps: number[] }>} */
  const runs = {
    off: { health: [], survey: [], healthRps: [], surveyRps: [] },
    on: { health: [], survey: [], healthRps: [], surveyRps: [] },
  };
  /** @type {number[]} */
  const scrapeMs = [];
  let non2xx = 0;
  // One data directory for every start: only the first migrates and seeds, which on a busy machine
  // can outlast the start-up wait.
  const dataDir = mkdtempSync(join(tmpdir(), 'ts-bench-metrics-'));
  try {
    for (let round = 0; round < rounds; round += 1) {
      /** @type {('off' | 'on')[]} */
      const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const mode of order) {
        const result = await measureOnce({
          root,
          port,
          dataDir,
          metricsPort: mode === 'on' ? metricsPort : undefined,
          seconds,
          connections,
        });
        runs[mode].health.push(result.health.cpuMicrosPerRequest ?? Number.NaN);
        runs[mode].survey.push(result.survey.cpuMicrosPerRequest ?? Number.NaN);
        runs[mode].healthRps.push(result.health.requestsPerSecond);
        runs[mode].surveyRps.push(result.survey.requestsPerSecond);
        if (result.scrapeMs !== undefined) scrapeMs.push(result.scrapeMs);
        non2xx += result.health.non2xx + result.survey.non2xx;
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const summary = (/** @type {'off' | 'on'} */ mode) => ({
    healthCpuMicrosPerRequest: median(runs[mode].health),
    surveyCpuMicrosPerRequest: median(runs[mode].survey),
    healthRequestsPerSecond: median(runs[mode].healthRps),
    surveyRequestsPerSecond: median(runs[mode].surveyRps),
  });
  const off = summary('off');
  const on = summary('on');
  return {
    rounds,
    seconds,
    connections,
    off,
    on,
    healthCostMicros: on.healthCpuMicrosPerRequest - off.healthCpuMicrosPerRequest,
    surveyCostMicros: on.surveyCpuMicrosPerRequest - off.surveyCpuMicrosPerRequest,
    /** Every round's figures, to judge the noise. */
    perRound: runs,
    /** CPU ns of the request hook's work alone (one histogram observation), in this process. */
    observeNanos: await observeCostNanos(root),
    /** Server CPU per scrape of /metrics (ms), median over the "on" runs. */
    scrapeCpuMs: median(scrapeMs),
    non2xx,
  };
}
