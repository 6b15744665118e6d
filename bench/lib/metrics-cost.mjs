import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';
import { startBuiltServer, stopProcess } from './processes.mjs';
import { csrfHeaders, measureThroughput } from './throughput.mjs';

/**
 * What the Prometheus metrics (decision 071) cost per request: the BUILT server is started twice per
 * round on one data directory, once without METRICS_PORT (off, the default) and once with it, and
 * each takes autocannon on GET /api/health and POST /api/survey. The server's CPU time per request (user + system, from
 * /proc) is the figure compared; off and on alternate in every round (off first in even rounds, on
 * first in odd ones), so the machine's drift over the run falls on both, and the medians of the
 * rounds are reported. During an "on" run the endpoint is scraped once a second, as Prometheus
 * would (every 15 s by default), so the scrape's own cost is counted too, generously.
 */

const SCRAPE_INTERVAL_MS = 1000;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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
  let scrapes = 0;
  const scraper =
    metricsPort === undefined
      ? undefined
      : setInterval(() => {
          fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)
            .then(async (response) => {
              await response.text();
              if (response.ok) scrapes += 1;
            })
            .catch(() => undefined);
        }, SCRAPE_INTERVAL_MS);
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
    return { health, survey, scrapes };
  } finally {
    clearInterval(scraper);
    await stopProcess(server);
  }
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
  let scrapes = 0;
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
        scrapes += result.scrapes;
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
    scrapes,
    non2xx,
  };
}
