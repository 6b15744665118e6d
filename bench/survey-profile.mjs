// A CPU profile of POST /api/survey under load: the built app runs with `node --cpu-prof`, takes
// PROFILE_SECONDS (15) of 50 connections, stops, and the profile's top (self time by function, over
// the load only) is printed. PROFILE_ROOT profiles another built checkout; PROFILE_LOG_LEVEL (info);
// PROFILE_OUT=file keeps the profile; PROFILE_FROM=file summarizes a kept one instead of running.
// Usage: node bench/survey-profile.mjs > bench/profiles/survey-after.txt
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeCpuProfile } from './lib/cpuprofile-summary.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';
import { LINEHAUL_ANSWERS } from './lib/survey-answers.mjs';
import { csrfHeaders, measureThroughput } from './lib/throughput.mjs';

/** What a survey request spends its time on, by the files the code comes from. */
const COMPONENTS = /** @type {const} */ ([
  [/plugins\/csrf\.js/, 'CSRF hook'],
  [/plugins\/security\.js|\/helmet\//, 'security headers'],
  [
    /\/logging\.js|\/pino\/|@pinojs|sonic-boom|fastify\/lib\/logger-factory/,
    'access log, child logger',
  ],
  [/plugins\/web\.js/, 'web redirect hook'],
  [/plugins\/request-id\.js/, 'request id'],
  [/@fastify\/rate-limit|plugins\/rate-limit|plugins\/api-request/, 'rate limit'],
  [/@fastify\/cookie/, 'cookies'],
  [/plugins\/auth\.js/, 'auth hook'],
  [/graceful-close/, 'graceful close'],
  [/pglite|^wasm:|drizzle-orm|survey-event/, 'survey event write (PGlite)'],
  [/packages\/(?:engine|domain)\//, 'engine and domain'],
  [/\/zod\/|fastify-type-provider-zod/, 'zod: body validation, response encoding'],
  [/secure-json-parse/, 'JSON body parse'],
]);

const repository = fileURLToPath(new URL('..', import.meta.url));
const root = process.env.PROFILE_ROOT ?? repository;
const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
const port = 3510;
/** @param {string} file @param {string} checkout */
const summary = (file, checkout) =>
  summarizeCpuProfile(file, { lastMs: seconds * 1000, root: checkout, components: COMPONENTS });

// PROFILE_FROM=file.cpuprofile only summarizes a profile kept before with PROFILE_OUT.
if (process.env.PROFILE_FROM) {
  process.stdout.write(summary(process.env.PROFILE_FROM, root));
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-profile-'));
const profileDir = mkdtempSync(join(tmpdir(), 'transmission-spec-cpuprofile-'));
const child = await startBuiltServer({
  root,
  port,
  dataDir,
  env: { LOG_LEVEL: process.env.PROFILE_LOG_LEVEL ?? 'info' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
try {
  const origin = `http://127.0.0.1:${String(port)}`;
  const request = {
    method: /** @type {const} */ ('POST'),
    headers: await csrfHeaders(origin),
    body: JSON.stringify(LINEHAUL_ANSWERS),
  };
  await measureThroughput(`${origin}/api/survey`, 2, 50, request);
  const figures = await measureThroughput(`${origin}/api/survey`, seconds, 50, request, child.pid);
  await stopProcess(child);
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  // PROFILE_OUT keeps the .cpuprofile itself (for Chrome DevTools); it is large, never commit it.
  if (process.env.PROFILE_OUT) copyFileSync(join(profileDir, file), process.env.PROFILE_OUT);
  process.stdout.write(
    `POST /api/survey, ${String(seconds)} s at 50 connections: ${String(figures.requestsPerSecond)} req/s, ` +
      `${String(figures.cpuMicrosPerRequest)} us CPU/request (under the profiler)\n` +
      summary(join(profileDir, file), root),
  );
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
