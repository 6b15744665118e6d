import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureThroughput, signInHeaders } from './throughput.mjs';
import { startBuiltServer, stopProcess } from './processes.mjs';
import { median } from './median.mjs';

/**
 * What a signed-in request costs the server beyond an anonymous one: the built server on a fresh
 * embedded database (its administrator made from ADMIN_EMAIL/ADMIN_PASSWORD), signed in through
 * POST /api/security/token, then `rounds` interleaved autocannon runs of the cheapest signed-in GET
 * (GET /api/security/currentuser, which reads nothing but the session) and of GET /api/health. The
 * figure that counts is the server's CPU time per request from /proc; medians over the rounds.
 */

const EMAIL = 'bench-admin@fleet.example';
const PASSWORD = 'Bench-Signed-1!';

/**
 * @typedef {object} SignedInFigures
 * @property {number} rounds interleaved rounds the medians are taken over
 * @property {number} signedInCpuMicros server CPU per signed-in GET /api/security/currentuser
 * @property {number} healthCpuMicros server CPU per GET /api/health
 * @property {number} ratio signed-in CPU / health CPU
 * @property {number} signedInRequestsPerSecond
 * @property {number} healthRequestsPerSecond
 * @property {number} non2xx answers other than 2xx over all signed-in runs (should be 0)
 */

/**
 * @param {{ root: string, port: number, seconds: number, connections?: number, rounds?: number, env?: Record<string, string> }} options
 * @returns {Promise<SignedInFigures>}
 */
export async function measureSignedIn({
  root,
  port,
  seconds,
  connections = 10,
  rounds = 3,
  env = {},
}) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-signed-in-'));
  try {
    const server = await startBuiltServer({
      root,
      port,
      dataDir,
      env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ...env },
    });
    try {
      // The browser's headers of a GET: the session and CSRF cookies and the CSRF header.
      const browser = await signInHeaders(origin, { email: EMAIL, password: PASSWORD });
      const headers = { cookie: browser.cookie, 'x-csrf-token': browser['x-csrf-token'] };
      const check = await fetch(`${origin}/api/security/currentuser`, { headers });
      const user = /** @type {{ authenticated?: boolean }} */ (await check.json());
      if (!check.ok || user.authenticated !== true) {
        throw new Error(`GET /api/security/currentuser answered ${check.status}, not signed in`);
      }
      /** @type {{ cpu: number, rps: number, non2xx: number }[]} */
      const signedIn = [];
      /** @type {{ cpu: number, rps: number }[]} */
      const health = [];
      for (let round = 0; round < rounds; round += 1) {
        const a = await measureThroughput(
          `${origin}/api/security/currentuser`,
          seconds,
          connections,
          { headers },
          server.pid,
        );
        signedIn.push({
          cpu: a.cpuMicrosPerRequest ?? NaN,
          rps: a.requestsPerSecond,
          non2xx: a.non2xx,
        });
        const b = await measureThroughput(
          `${origin}/api/health`,
          seconds,
          connections,
          {},
          server.pid,
        );
        health.push({ cpu: b.cpuMicrosPerRequest ?? NaN, rps: b.requestsPerSecond });
      }
      const signedInCpuMicros = median(signedIn.map((run) => run.cpu));
      const healthCpuMicros = median(health.map((run) => run.cpu));
      return {
        rounds,
        signedInCpuMicros,
        healthCpuMicros,
        ratio: Number((signedInCpuMicros / healthCpuMicros).toFixed(2)),
        signedInRequestsPerSecond: median(signedIn.map((run) => run.rps)),
        healthRequestsPerSecond: median(health.map((run) => run.rps)),
        non2xx: signedIn.reduce((sum, run) => sum + run.non2xx, 0),
      };
    } finally {
      await stopProcess(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
