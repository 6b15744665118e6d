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
 * (created beside it and dropped afterwards), and once more after a restart on the same data. Every
 * completed survey also writes a survey event, so the figures include the statistics table growing.
 */

/** Survey events are written up to a second after the survey (decision 008); let them land. */
const SETTLE_MS = 2000;
/** V8 reserves 8 GB or more of guard pages right after a wasm32 memory; nothing else is this large. */
const WASM_GUARD_KB = 4 * 1024 * 1024;

/**
 * A `Name:  123 kB` field of /proc/PID/status, in MB.
 * @param {string} status @param {string} field
 */
function statusMb(status, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : undefined;
}

/**
 * What the process holds now: resident (VmRSS), its peak (VmHWM), and PGlite's WebAssembly memory,
 * found in /proc/PID/smaps as the read-write mapping directly followed by a guard reservation of
 * 4 GB or more: its size is the memory's current size, its Rss the part of it that is resident.
 * @param {number} pid
 */
export function readMemory(pid) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const smaps = readFileSync(`/proc/${String(pid)}/smaps`, 'utf8');
  /** @type {{ start: number, end: number, perms: string, sizeKb: number, rssKb: number }[]} */
  const mappings = [];
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (head) {
      mappings.push({
        start: parseInt(head[1] ?? '0', 16),
        end: parseInt(head[2] ?? '0', 16),
        perms: head[3] ?? '',
        sizeKb: 0,
        rssKb: 0,
      });
      continue;
    }
    const current = mappings.at(-1);
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (current && field) current[field[1] === 'Size' ? 'sizeKb' : 'rssKb'] = Number(field[2]);
  }
  let wasmSizeKb = 0;
  let wasmRssKb = 0;
  mappings.forEach((mapping, index) => {
    const guard = mappings[index + 1];
    if (
      mapping.perms.startsWith('rw') &&
      guard?.start === mapping.end &&
      guard.perms.startsWith('---') &&
      guard.sizeKb >= WASM_GUARD_KB
    ) {
      wasmSizeKb += mapping.sizeKb;
      wasmRssKb += mapping.rssKb;
    }
  });
  return {
    rssMb: statusMb(status, 'VmRSS'),
    peakRssMb: statusMb(status, 'VmHWM'),
    wasmSizeMb: Math.round(wasmSizeKb / 1024),
    wasmResidentMb: Math.round(wasmRssKb / 1024),
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
 * @property {boolean} restarted read after a restart on the same data (no surveys since)
 * @property {number | undefined} rssMb
 * @property {number | undefined} peakRssMb
 * @property {number} wasmSizeMb PGlite's WebAssembly memory size (0 on PostgreSQL)
 * @property {number} wasmResidentMb the resident part of it
 */

/**
 * @param {{ root: string, port: number, env: Record<string, string>, dataDir: string,
 *   steps: readonly number[], connections: number }} options
 * @returns {Promise<{ points: MemoryPoint[], surveysPerSecond: number[] }>}
 */
async function measureOne({ root, port, env, dataDir, steps, connections }) {
  /** @type {MemoryPoint[]} */
  const points = [];
  const surveysPerSecond = [];
  let answered = 0;
  const server = await startBuiltServer({ root, port, dataDir, env });
  try {
    const pid = /** @type {number} */ (server.pid);
    const origin = `http://127.0.0.1:${String(port)}`;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    points.push({ surveys: 0, restarted: false, ...readMemory(pid) });
    const headers = await csrfHeaders(origin);
    for (const total of steps) {
      surveysPerSecond.push(await postSurveys(origin, headers, total - answered, connections));
      answered = total;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      points.push({ surveys: answered, restarted: false, ...readMemory(pid) });
    }
  } finally {
    await stopProcess(server);
  }
  // A restart opens the data directory as it is (no initdb template), as a long-running server
  // does after its first start.
  const restarted = await startBuiltServer({ root, port, dataDir, env });
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    points.push({
      surveys: answered,
      restarted: true,
      ...readMemory(/** @type {number} */ (restarted.pid)),
    });
  } finally {
    await stopProcess(restarted);
  }
  return { points, surveysPerSecond };
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
