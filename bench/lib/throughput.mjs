import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const MS_PER_TICK = 10;
/** Work a request leaves for later (survey events are written up to a second after) still counts. */
const SETTLE_MS = 1500;

/**
 * CPU time (user + system, ms) a process has used so far, from Linux's /proc; undefined elsewhere.
 * @param {number | undefined} pid
 */
export function cpuTimeMs(pid) {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks. Linux
    // reports these in USER_HZ, 100 per second on every architecture Node runs on (getconf CLK_TCK).
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ');
    return (Number(fields?.[11]) + Number(fields?.[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/**
 * Runs autocannon against one URL on loopback for a bounded time and returns the figures we report.
 * @param {string} url
 * @param {number} seconds
 * @param {number} connections
 * @param {{ method?: 'GET' | 'POST', headers?: Record<string, string>, body?: string }} [request]
 * @param {number} [serverPid] the server's process: adds the CPU time it spent per request, a cost
 *   that does not depend on autocannon keeping up
 */
export async function measureThroughput(url, seconds, connections, request = {}, serverPid) {
  const cpuBefore = cpuTimeMs(serverPid);
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    ...request,
  });
  if (cpuBefore !== undefined) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const cpuAfter = cpuTimeMs(serverPid);
  const cpuMicrosPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    ...(cpuMicrosPerRequest === undefined ? {} : { cpuMicrosPerRequest }),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The headers a state-changing API call needs: the CSRF cookies handed out by the server (the token
 * and the session id it is bound to), with the token echoed in X-CSRF-Token, as the web app does.
 * @param {string} origin
 */
export async function csrfHeaders(origin) {
  const response = await fetch(`${origin}/api/config`);
  const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const token = pairs
    .map((pair) => /^(?:__Host-)?csrf-token=(.+)$/.exec(pair)?.[1])
    .find((value) => value !== undefined);
  if (!token) throw new Error('the server handed out no csrf-token cookie');
  return {
    cookie: pairs.join('; '),
    'x-csrf-token': token,
    'content-type': 'application/json',
  };
}

/**
 * Signs an account in through POST /api/security/token, as the web app does, and returns the
 * headers of its browser: the CSRF cookies and header plus the session cookies (cleared ones left
 * out).
 * @param {string} origin
 * @param {{ email: string, password: string }} account
 */
export async function signInHeaders(origin, { email, password }) {
  const csrf = await csrfHeaders(origin);
  const response = await fetch(`${origin}/api/security/token`, {
    method: 'POST',
    headers: csrf,
    body: JSON.stringify({ user: email, password }),
  });
  if (!response.ok) throw new Error(`POST /api/security/token answered ${response.status}`);
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='));
  return { ...csrf, cookie: [csrf.cookie, ...cookies].join('; ') };
}
