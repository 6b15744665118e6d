import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareFastify } from './bare-fastify.mjs';
import { createLoadDatabase } from './load-database.mjs';
import { measureEngineGc } from './engine-gc.mjs';
import { serverNodeArgs, startBuiltServer, stopProcess } from './processes.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';
import { startSurveyReference } from './survey-reference.mjs';
import { csrfHeaders, measureThroughput } from './throughput.mjs';
import { median } from './median.mjs';

/**
 * The survey route against what it cannot do without: the built app's `POST /api/survey` (embedded
 * database, every plugin, the access log at LOG_LEVEL info as an operator runs it), the same survey
 * work with no plugins (survey-reference.mjs) and a bare Fastify hello route, each in a process of
 * its own. The three take turns, `rounds` times, so a busy spell of the machine falls on all of them
 * alike; each figure is the median over the rounds. CPU per request (from /proc) is the robust one.
 */

/**
 * @typedef {object} RouteFigures
 * @property {number | undefined} cpuMicrosPerRequest
 * @property {number} requestsPerSecond
 * @property {number} p99Ms
 * @property {number} non2xx
 */

/**
 * @typedef {object} SurveyRoute
 * @property {RouteFigures} app
 * @property {RouteFigures} [before] the app built from `beforeRoot`, when given
 * @property {number} [appToBeforeCpu] app CPU per request / before's (median of the rounds' ratios)
 * @property {RouteFigures} reference
 * @property {RouteFigures} bare
 * @property {RouteFigures} barePost bare Fastify's POST /echo with the survey's body: what any
 *   POST of that body costs before a route does anything, the ceiling for a POST route
 * @property {RouteFigures} [postgres] the same app on PostgreSQL, when `postgresAdminUrl` is given
 * @property {number | undefined} appToReferenceCpu app CPU per request / reference CPU per request,
 *   the median of the rounds' ratios
 * @property {number} appToBareThroughput app requests per second / bare requests per second, the
 *   median of the rounds' ratios
 * @property {import('./engine-gc.mjs').EngineGc} engine10k recommend() over 10,000 families
 */

const WARM_UP_SECONDS = 2;

/**
 * The median over rounds of one round's ratio: two runs of the same round ran seconds apart, so a
 * busy spell of the machine weighs on both, where a ratio of medians could pair different spells.
 * @param {Awaited<ReturnType<typeof measureThroughput>>[]} top
 * @param {Awaited<ReturnType<typeof measureThroughput>>[]} bottom
 * @param {(run: Awaited<ReturnType<typeof measureThroughput>>) => number | undefined} figure
 * @returns {number | undefined}
 */
function roundRatio(top, bottom, figure) {
  const ratios = top.flatMap((run, round) => {
    const over = figure(run);
    const under = bottom[round] ? figure(bottom[round]) : undefined;
    return over === undefined || !under ? [] : [over / under];
  });
  return ratios.length === 0 ? undefined : Number(median(ratios).toFixed(3));
}

/**
 * @param {Awaited<ReturnType<typeof measureThroughput>>[]} runs
 * @returns {RouteFigures}
 */
function medianOf(runs) {
  const cpu = runs.map((run) => run.cpuMicrosPerRequest).filter((value) => value !== undefined);
  return {
    cpuMicrosPerRequest: cpu.length === runs.length ? Math.round(median(cpu)) : undefined,
    requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

/**
 * `beforeRoot`, another checkout with its own build, adds its app to the rotation (on the port after
 * the bare one), so a change is compared with what it replaced under the same load.
 * `postgresAdminUrl` (TEST_DATABASE_URL) adds the app on a PostgreSQL database of its own (created
 * beside that one and dropped after; on the port two after the bare one): there the survey events
 * are the database server's work, where the embedded PGlite does it on the app's own event loop.
 * @param {{ root: string, ports: [number, number, number], rounds?: number, seconds?: number,
 *   connections?: number, logLevel?: string, beforeRoot?: string,
 *   postgresAdminUrl?: string }} options
 * @returns {Promise<SurveyRoute>}
 */
export async function measureSurveyRoute({
  root,
  ports: [appPort, referencePort, barePort],
  rounds = 3,
  seconds = 5,
  connections = 50,
  logLevel = 'info',
  beforeRoot,
  postgresAdminUrl,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-survey-route-'));
  const beforeDataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-survey-route-'));
  const beforePort = barePort + 1;
  const env = { LOG_LEVEL: logLevel };
  const app = await startBuiltServer({ root, port: appPort, dataDir, env });
  const before = beforeRoot
    ? await startBuiltServer({ root: beforeRoot, port: beforePort, dataDir: beforeDataDir, env })
    : undefined;
  const postgresPort = barePort + 2;
  const postgresDataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-survey-route-'));
  const database = postgresAdminUrl ? await createLoadDatabase(postgresAdminUrl) : undefined;
  const postgres = database
    ? await startBuiltServer({
        root,
        port: postgresPort,
        dataDir: postgresDataDir,
        env: { ...env, DATABASE_URL: database.url },
      })
    : undefined;
  const reference = await startSurveyReference(referencePort, serverNodeArgs(root));
  const bare = await startBareFastify(barePort);
  try {
    const origin = `http://127.0.0.1:${String(appPort)}`;
    const beforeOrigin = `http://127.0.0.1:${String(beforePort)}`;
    const body = JSON.stringify(LINEHAUL_ANSWERS);
    const survey = { method: /** @type {const} */ ('POST'), body };
    const targets = {
      app: (/** @type {number} */ duration) =>
        measureThroughput(
          `${origin}/api/survey`,
          duration,
          connections,
          { ...survey, headers: appHeaders },
          app.pid,
        ),
      reference: (/** @type {number} */ duration) =>
        measureThroughput(
          `http://127.0.0.1:${String(referencePort)}/api/survey`,
          duration,
          connections,
          { ...survey, headers: { 'content-type': 'application/json' } },
          reference.pid,
        ),
      bare: (/** @type {number} */ duration) =>
        measureThroughput(
          `http://127.0.0.1:${String(barePort)}/`,
          duration,
          connections,
          {},
          bare.pid,
        ),
      barePost: (/** @type {number} */ duration) =>
        measureThroughput(
          `http://127.0.0.1:${String(barePort)}/echo`,
          duration,
          connections,
          { ...survey, headers: { 'content-type': 'application/json' } },
          bare.pid,
        ),
    };
    const postgresOrigin = `http://127.0.0.1:${String(postgresPort)}`;
    const postgresHeaders = postgres ? await csrfHeaders(postgresOrigin) : {};
    /** @type {Partial<Record<'postgres', (duration: number) => ReturnType<typeof measureThroughput>>>} */
    const postgresTarget = postgres
      ? {
          postgres: (/** @type {number} */ duration) =>
            measureThroughput(
              `${postgresOrigin}/api/survey`,
              duration,
              connections,
              { ...survey, headers: postgresHeaders },
              postgres.pid,
            ),
        }
      : {};
    const appHeaders = await csrfHeaders(origin);
    const beforeHeaders = before ? await csrfHeaders(beforeOrigin) : {};
    /** @type {Partial<Record<'before', (duration: number) => ReturnType<typeof measureThroughput>>>} */
    const beforeTarget = before
      ? {
          before: (/** @type {number} */ duration) =>
            measureThroughput(
              `${beforeOrigin}/api/survey`,
              duration,
              connections,
              { ...survey, headers: beforeHeaders },
              before.pid,
            ),
        }
      : {};
    // The same answer from both, or the comparison is not of the same work.
    const answers = await Promise.all([
      fetch(`${origin}/api/survey`, { method: 'POST', headers: appHeaders, body }),
      fetch(`http://127.0.0.1:${String(referencePort)}/api/survey`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    ]).then((responses) => Promise.all(responses.map((response) => response.text())));
    if (answers[0] !== answers[1]) throw new Error('the app and the reference answer differently');

    const all = { ...targets, ...beforeTarget, ...postgresTarget };
    /** @type {Record<string, Awaited<ReturnType<typeof measureThroughput>>[]>} */
    const runs = {};
    const names = Object.keys(all);
    /** @param {string} name @param {number} duration */
    const run = (name, duration) => {
      const target =
        /** @type {Record<string, (duration: number) => ReturnType<typeof measureThroughput>>} */ (
          all
        )[name];
      if (!target) throw new Error(`no target ${name}`);
      return target(duration);
    };
    // Warm-up: JIT and caches, not counted.
    for (const name of names) await run(name, WARM_UP_SECONDS);
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts with a different target, so none always runs first.
      for (let step = 0; step < names.length; step += 1) {
        const name = names[(round + step) % names.length] ?? '';
        (runs[name] ??= []).push(await run(name, seconds));
      }
    }
    const figures = {
      app: medianOf(runs.app ?? []),
      reference: medianOf(runs.reference ?? []),
      bare: medianOf(runs.bare ?? []),
      barePost: medianOf(runs.barePost ?? []),
      ...(runs.before ? { before: medianOf(runs.before) } : {}),
      ...(runs.postgres ? { postgres: medianOf(runs.postgres) } : {}),
    };
    const appRuns = runs.app ?? [];
    const cpuRatio = (/** @type {typeof appRuns} */ other) =>
      roundRatio(appRuns, other, (run) => run.cpuMicrosPerRequest);
    const beforeRatio = runs.before ? cpuRatio(runs.before) : undefined;
    return {
      ...figures,
      ...(beforeRatio === undefined ? {} : { appToBeforeCpu: beforeRatio }),
      appToReferenceCpu: cpuRatio(runs.reference ?? []),
      appToBareThroughput:
        roundRatio(appRuns, runs.bare ?? [], (run) => run.requestsPerSecond) ?? 0,
      engine10k: await measureEngineGc(),
    };
  } finally {
    await Promise.all([
      stopProcess(app),
      before ? stopProcess(before) : undefined,
      postgres ? stopProcess(postgres) : undefined,
      reference.close(),
      bare.close(),
    ]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(beforeDataDir, { recursive: true, force: true });
    rmSync(postgresDataDir, { recursive: true, force: true });
  }
}
