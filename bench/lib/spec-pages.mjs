import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startBuiltServer, stopProcess } from './processes.mjs';
import { recommendation, seed, signIn } from './spec-list.mjs';
import { cpuTimeMs } from './throughput.mjs';

/**
 * GET /api/surveyresult for one user holding many specs (10,000 and 50,000 by default), paged and
 * unpaged, on the BUILT server with a fresh embedded database seeded as lib/spec-list.mjs does.
 * For each query: p50 and p99 over `seconds` of one connection (one user reloading), the answer's
 * size raw and gzip-compressed (zlib, level 6: what a compressing server would send), and how long
 * the server's event loop was held: a second client asks /api/health back to back during the run,
 * and its slowest answer is the longest stall another user would have waited through.
 */

/**
 * Asks /api/health back to back until `stop` resolves; returns each answer's time in ms.
 * @param {string} origin @param {Promise<void>} stop
 */
async function probeHealth(origin, stop) {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  /** @type {number[]} */
  const times = [];
  while (!stopped) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * @typedef {object} SpecQueryFigures
 * @property {string} query
 * @property {number} bytes one answer's size
 * @property {number} gzipBytes the same answer gzip-compressed
 * @property {number} requests
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number | undefined} cpuMsPerRequest the server's CPU time per answer (robust under load)
 * @property {number} healthMaxMs the slowest /api/health answer meanwhile (the longest stall)
 * @property {number} healthP50Ms
 */

/**
 * @param {string} origin @param {Record<string, string>} headers @param {string} query
 * @param {number} seconds @param {number | undefined} serverPid
 * @returns {Promise<SpecQueryFigures>}
 */
async function measureQuery(origin, headers, query, seconds, serverPid) {
  const url = `${origin}/api/surveyresult${query}`;
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`GET ${url} answered ${check.status}`);
  const body = Buffer.from(await check.arrayBuffer());
  /** @type {() => void} */
  let stop = () => undefined;
  const stopped = new Promise((resolve) => {
    stop = () => resolve(undefined);
  });
  const probe = probeHealth(origin, /** @type {Promise<void>} */ (stopped));
  const cpuBefore = cpuTimeMs(serverPid);
  const run = await autocannon({ url, duration: seconds, connections: 1, pipelining: 1, headers });
  stop();
  const health = (await probe).sort((a, b) => a - b);
  const cpuAfter = cpuTimeMs(serverPid);
  // The health probes' own CPU is in the total too; they are cheap (about 0.1 ms each).
  const cpuMsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || run.requests.total === 0
      ? undefined
      : Number(((cpuAfter - cpuBefore) / run.requests.total).toFixed(1));
  if (run.non2xx > 0) throw new Error(`GET ${url}: ${run.non2xx} non-2xx answers`);
  return {
    query,
    bytes: body.length,
    gzipBytes: gzipSync(body).length,
    requests: run.requests.total,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    cpuMsPerRequest,
    healthMaxMs: Math.round(health.at(-1) ?? 0),
    healthP50Ms: Number((health[Math.floor(health.length / 2)] ?? 0).toFixed(1)),
  };
}

/**
 * @param {{ root: string, port: number, seconds: number, specs?: number }} options
 * @returns {Promise<{ specs: number, queries: SpecQueryFigures[] }>}
 */
export async function measureSpecPages({ root, port, seconds, specs = 10_000 }) {
  const origin = `http://127.0.0.1:${String(port)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-pages-'));
  try {
    await seed(root, dataDir, recommendation(), specs);
    const server = await startBuiltServer({ root, port, dataDir });
    try {
      const headers = await signIn(origin);
      // A page number is at most 1,000 (the per-user spec limit), so the far end is capped there.
      const lastPage = Math.min(Math.ceil(specs / 20), 1000);
      // The list as the web app first asks for it, sorted by name, the far end of that, unpaged.
      const queries = [
        '?page=1&pageSize=20',
        '?page=1&pageSize=20&sort=title&order=asc',
        `?page=${String(lastPage)}&pageSize=20&sort=title&order=asc`,
        '',
      ];
      /** @type {SpecQueryFigures[]} */
      const figures = [];
      for (const query of queries)
        figures.push(await measureQuery(origin, headers, query, seconds, server.pid));
      return { specs, queries: figures };
    } finally {
      await stopProcess(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
