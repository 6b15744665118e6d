import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createLoadDatabase } from './load-database.mjs';
import { startBuiltServer, stopProcess } from './processes.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';
import { csrfHeaders } from './throughput.mjs';

/**
 * Resident memory of the BUILT server while it answers surveys: read from /proc after start
 * (/api/ready), then after each step of POST /api/survey (10,000 and 50,000 in all by default), on a
 * fresh embedded database and, when a PostgreSQL admin URL is given, on a fresh PostgreSQL database
 * (created beside it and dropped afterwards). Every completed survey also writes a survey event, so
 * the figures include the statistics table growing.
 */

/** Survey events are written up to a second after the survey (decision 008); let them land. */
const SETTLE_MS = 2000;
/** A reservation this large can only be a WebAssembly memory (wasm32 reserves 4 GB or more). */
const WASM_RESERVATION_KB = 4 * 1024 * 1024;

/**
 * A `Name:  123 kB` field of /proc/PID/status, in MB.
 * @param {string} status @param {string} field
 */
function statusMb(status, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : undefined;
}

/**
 * What the process holds now: resident (VmRSS), its peak (VmHWM), and the resident part of
 * WebAssembly memory reservations (PGlite's heap), found in /proc/PID/smaps as mappings of 4 GB or
 * more, which nothing else in Node makes.
 * @param {number} pid
 */
export function readMemory(pid) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const smaps = readFileSync(`/proc/${String(pid)}/smaps`, 'utf8');
  let wasmKb = 0;
  let wasmMappings = 0;
  let inWasm = false;
  for (const line of smaps.split('\n')) {
    const size = /^Size:\s+(\d+) kB/.exec(line);
    if (size) {
      inWasm = Number(size[1]) >= WASM_RESERVATION_KB;
      if (inWasm) wasmMappings += 1;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && inWasm) wasmKb += Number(rss[1]);
  }
  return {
    rssMb: statusMb(status, 'VmRSS'),
    peakRssMb: statusMb(status, 'VmHWM'),
    wasmResidentMb: wasmMappings > 0 ? Math.round(wasmKb / 1024) : undefined,
  };
}

/**
 * Sends `amount` surveys over `connections` connections and fails on any non-2xx answer.
 * @param {string} origin @param {Record<string, string>} headers @param {number} amount
 * @param {number} connections
 */
async function postSurveys(origin, headers, amount, connections) {
  const run = await autocannon({
    url: `${origin}/api/survey`,
    method: 'POST',
    headers,
    body: JSON.stringify(LINEHAUL_ANSWERS),
    amount,
    connections,
    pipelining: 1,
    timeout: 30,
  });
  if (run.non2xx > 0 || run.errors > 0) {
    throw new Error(`POST /api/survey: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  }
  return Math.round(run.requests.average);
}

/**
 * @typedef {object} MemoryPoint
 * @property {number} surveys surveys answered so far
 * @property {number | undefined} rssMb
 * @property {number | undefined} peakRssMb
 * @property {number | undefined} wasmResidentMb PGlite's WebAssembly memory (embedded only)
 */

/**
 * @param {{ root: string, port: number, env: Record<string, string>, dataDir: string,
 *   steps: readonly number[], connections: number }} options
 * @returns {Promise<{ points: MemoryPoint[], surveysPerSecond: number[] }>}
 */
async function measureOne({ root, port, env, dataDir, steps, connections }) {
  const server = await startBuiltServer({ root, port, dataDir, env });
  try {
    const pid = /** @type {number} */ (server.pid);
    const origin = `http://127.0.0.1:${String(port)}`;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    /** @type {MemoryPoint[]} */
    const points = [{ surveys: 0, ...readMemory(pid) }];
    const surveysPerSecond = [];
    const headers = await csrfHeaders(origin);
    let answered = 0;
    for (const total of steps) {
      surveysPerSecond.push(await postSurveys(origin, headers, total - answered, connections));
      answered = total;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      points.push({ surveys: answered, ...readMemory(pid) });
    }
    return { points, surveysPerSecond };
  } finally {
    await stopProcess(server);
  }
}

/**
 * @typedef {object} MemoryFigures
 * @property {{ points: MemoryPoint[], surveysPerSecond: number[] }} pglite
 * @property {{ points: MemoryPoint[], surveysPerSecond: number[] } | undefined} postgres
 */

/**
 * @param {{ root: string, port: number, postgresAdminUrl?: string, steps?: readonly number[],
 *   connections?: number, env?: Record<string, string> }} options
 * @returns {Promise<MemoryFigures>}
 */
export async function measureMemory({
  root,
  port,
  postgresAdminUrl,
  steps = [10_000, 50_000],
  connections = 10,
  env = {},
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-memory-'));
  try {
    const pglite = await measureOne({ root, port, env, dataDir, steps, connections });
    if (!postgresAdminUrl) return { pglite, postgres: undefined };
    const database = await createLoadDatabase(postgresAdminUrl);
    try {
      const postgres = await measureOne({
        root,
        port,
        env: { ...env, DATABASE_URL: database.url },
        dataDir,
        steps,
        connections,
      });
      return { pglite, postgres };
    } finally {
      await database.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
