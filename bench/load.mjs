// `npm run test:load`: the load test CI runs after `npm test`. The BUILT server (one instance) on a
// fresh PostgreSQL database (created through TEST_DATABASE_URL, dropped afterwards) takes
// LOAD_SECONDS (60) of LOAD_CONNECTIONS (100) connections from LOAD_USERS (20) signed-in users:
// half surveys, a quarter saved-spec lists, a quarter saves (lib/load-mix.mjs). It then checks
// what a user would notice: no 5xx, no answer outside what each call may answer, no request left
// without an answer, no error in the server's log, and every save answered 201 stored exactly once.
// Figures are printed and written to bench/results/load-latest.json; docs/reliability.md keeps them.
//
// One instance rather than two: on a 2-core machine a second server process only competes with the
// first, PostgreSQL and autocannon for the same cores, and the two-instance path (shared sessions,
// catalogue, rate limits) is proven by the TLS proxy suite. Every request comes from 127.0.0.1, so
// RATE_LIMIT_MAX is raised to 1,000,000 a minute and the per-address connection cap is off
// (MAX_CONNECTIONS_PER_ADDRESS=0, 64 by default): the test measures the server, not its limiter,
// and its 100 connections stand for many clients, as they would arrive through a proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linehaulTractorAnswers } from '@transmission-spec/domain';
import { runLoadMix } from './lib/load-mix.mjs';
import { checkSaves, createLoadDatabase, insertUsers } from './lib/load-database.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const userCount = Number(process.env.LOAD_USERS ?? 20);
const PORT = 4530;
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;
const PASSWORD = 'Load-Test-2026!';
/** Both names the CSRF cookie may have (the __Host- one over https); the first one found is used. */
const CSRF_COOKIE_NAMES = ['__Host-csrf-token', 'csrf-token'];
/** The whole run, start-up and checks included, must end within this. */
const DEADLINE_MS = (seconds + 120) * 1000;

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write(
    'test:load needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): it creates its own database there.\n',
  );
  process.exit(1);
}

const deadline = setTimeout(() => {
  process.stderr.write(`test:load did not finish within ${String(DEADLINE_MS / 1000)} s\n`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

/**
 * The name=value pairs a browser would keep from `response`, added to `jar`.
 * @param {Map<string, string>} jar @param {Response} response
 */
function keepCookies(jar, response) {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';', 1)[0] ?? '';
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * Signs `email` in through POST /api/security/token, as the web app does after registration, and
 * returns the headers of that user's browser: cookies and the CSRF header.
 * @param {string} email
 */
async function signIn(email) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = () => {
    const name = CSRF_COOKIE_NAMES.find((candidate) => jar.has(candidate));
    if (!name) throw new Error(`no CSRF cookie (${CSRF_COOKIE_NAMES.join(' or ')})`);
    return jar.get(name) ?? '';
  };
  keepCookies(jar, await fetch(`${ORIGIN}/api/config`));
  const response = await fetch(`${ORIGIN}/api/security/token`, {
    method: 'POST',
    headers: { cookie: cookieHeader(), 'x-csrf-token': csrf(), 'content-type': 'application/json' },
    body: JSON.stringify({ user: email, password: PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(
      `sign-in of ${email} answered ${String(response.status)}: ${await response.text()}`,
    );
  }
  keepCookies(jar, response);
  return { cookie: cookieHeader(), 'x-csrf-token': csrf() };
}

/** @param {number[]} values */
const sum = (values) => values.reduce((total, value) => total + value, 0);

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-load-'));
const database = await createLoadDatabase(adminUrl);
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** @type {string[]} */
const failures = [];
try {
  server = await startBuiltServer({
    root,
    port: PORT,
    dataDir,
    stderr: 'pipe',
    env: {
      DATABASE_URL: database.url,
      RATE_LIMIT_MAX: '1000000',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      NODE_ENV: 'production',
    },
  });
  /** @type {string[]} */
  const errorLines = [];
  let logTail = '';
  server.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
    const lines = (logTail + chunk.toString('utf8')).split('\n');
    logTail = lines.pop() ?? '';
    for (const line of lines) {
      // pino levels: 50 error, 60 fatal.
      if (/"level":\s*(50|60)/.test(line)) errorLines.push(line);
    }
  });

  const emails = Array.from(
    { length: userCount },
    (_unused, index) => `load${String(index)}@fleet.example`,
  );
  await insertUsers(root, database.url, emails, PASSWORD);
  /** @type {Record<string, string>[]} */
  const users = [];
  for (const email of emails) users.push(await signIn(email));

  // A real recommendation to save, as the result screen holds it.
  const first = users[0] ?? {};
  const recommendation = await fetch(`${ORIGIN}/api/survey`, {
    method: 'POST',
    headers: { ...first, 'content-type': 'application/json' },
    body: JSON.stringify(linehaulTractorAnswers()),
  });
  const { topChoice, runnerUp } = /** @type {{ topChoice: unknown, runnerUp: unknown }} */ (
    await recommendation.json()
  );
  const result = JSON.stringify({ topChoice, runnerUp });
  const survey = JSON.stringify(linehaulTractorAnswers());
  /** @param {string} title */
  const saveBody = (title) =>
    JSON.stringify({
      title,
      notes: '<p>Fleet of 40 tractors, <strong>Denver</strong> to Salt Lake City.</p>',
      result,
      survey,
      version: '1.0',
    });

  process.stdout.write(
    `test:load: ${String(seconds)} s, ${String(connections)} connections, ${String(userCount)} users, one server on PostgreSQL\n`,
  );
  // The machine's other work changes every figure: kept with them.
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const { byKind, acknowledgedIds } = await runLoadMix({
    origin: ORIGIN,
    seconds,
    connections,
    users,
    saveBody,
  });
  const elapsedS = (performance.now() - started) / 1000;
  const machine = {
    cores: availableParallelism(),
    loadAverageBefore: Number(loadBefore.toFixed(2)),
    loadAverageAfter: Number((loadavg()[0] ?? 0).toFixed(2)),
  };
  const ready = await fetch(`${ORIGIN}/api/ready`);
  const saves = await checkSaves(database.url, acknowledgedIds);

  const kinds = Object.values(byKind);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const figures of kinds) {
    for (const [status, count] of Object.entries(figures.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const total = sum(kinds.map((figures) => figures.requests));
  const serverErrors = sum(
    Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .map(([, count]) => count),
  );
  const figures = {
    date: new Date().toISOString(),
    seconds,
    connections,
    users: userCount,
    machine,
    requests: total,
    requestsPerSecond: Math.round(total / elapsedS),
    byKind,
    statuses,
    serverErrors,
    errorLogLines: errorLines.length,
    saves,
    readyAfter: ready.status,
  };

  const line = (/** @type {string} */ text) => process.stdout.write(`${text}\n`);
  line(
    `requests: ${String(total)} (${String(figures.requestsPerSecond)} req/s), statuses ${JSON.stringify(statuses)}`,
  );
  for (const [kind, kindFigures] of Object.entries(byKind)) {
    line(
      `  ${kind.padEnd(6)} ${String(kindFigures.connections).padStart(3)} conn: ${String(kindFigures.requests)} requests, ${String(kindFigures.requestsPerSecond)} req/s, p50 ${String(kindFigures.p50Ms)} ms, p99 ${String(kindFigures.p99Ms)} ms, max ${String(kindFigures.maxMs)} ms, statuses ${JSON.stringify(kindFigures.statuses)}, errors ${String(kindFigures.errors)}, timeouts ${String(kindFigures.timeouts)}`,
    );
  }
  line(
    `saves: ${String(saves.acknowledged)} acknowledged (201), ${String(saves.found)} found, ${String(saves.missing.length)} missing, ${String(saves.storedMoreThanOnce)} stored more than once; ${String(saves.storedInAll)} specs in the database (${String(saves.storedInAll - saves.found)} whose 201 was still in flight when the clock stopped)`,
  );
  line(
    `machine: ${String(machine.cores)} cores, load average ${String(machine.loadAverageBefore)} before and ${String(machine.loadAverageAfter)} after (1 min)`,
  );
  line(
    `server error log lines: ${String(errorLines.length)}; /api/ready afterwards: ${String(ready.status)}`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/load-latest.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );

  if (serverErrors > 0) failures.push(`${String(serverErrors)} answers were 5xx`);
  for (const [kind, kindFigures] of Object.entries(byKind)) {
    if (Object.keys(kindFigures.unexpected).length > 0) {
      failures.push(`${kind} answered ${JSON.stringify(kindFigures.unexpected)}`);
    }
    if (kindFigures.errors > 0 || kindFigures.timeouts > 0) {
      failures.push(
        `${kind}: ${String(kindFigures.errors)} connection errors, ${String(kindFigures.timeouts)} timeouts`,
      );
    }
    if (kindFigures.requests === 0) failures.push(`${kind}: no request completed`);
  }
  if (saves.acknowledged === 0) failures.push('no save was acknowledged');
  if (saves.distinctAcknowledged !== saves.acknowledged) {
    failures.push('the server answered the same spec id to two saves');
  }
  if (saves.missing.length > 0) {
    failures.push(
      `${String(saves.missing.length)} acknowledged saves are not in the database, e.g. ${saves.missing.slice(0, 5).join(', ')}`,
    );
  }
  // autocannon stops at the deadline without waiting for the answers in flight: a save can be stored
  // with its 201 unread, at most one per save connection (more only after a timeout or a reset).
  const save = byKind.save;
  const inFlightAtMost = (save?.connections ?? 0) + (save?.errors ?? 0) + (save?.timeouts ?? 0);
  if (saves.storedInAll - saves.found > inFlightAtMost) {
    failures.push(
      `${String(saves.storedInAll - saves.found)} specs are stored without an acknowledged save, more than the ${String(inFlightAtMost)} that can have been in flight`,
    );
  }
  if (saves.storedMoreThanOnce > 0)
    failures.push(`${String(saves.storedMoreThanOnce)} saves were stored more than once`);
  if (errorLines.length > 0) {
    failures.push(
      `the server logged ${String(errorLines.length)} errors, first: ${errorLines[0] ?? ''}`,
    );
  }
  if (ready.status !== 200)
    failures.push(`/api/ready answered ${String(ready.status)} after the run`);
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (server) await stopProcess(server);
  await database.drop().catch((/** @type {unknown} */ error) => {
    failures.push(`dropping the load database failed: ${String(error)}`);
  });
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  process.stderr.write(
    `test:load FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write('test:load passed: no 5xx, every acknowledged save stored exactly once\n');
