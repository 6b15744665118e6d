// `npm run bench`: starts the built server on a fresh embedded database and reports, in one run,
// 1. start-up time on an empty data dir (until /api/ready answers),
// 2. /api/health throughput and latency against a bare Fastify hello route on this machine (ratio),
// 3. the gzip size of the JavaScript the landing page loads in Debian's chromium,
// 4. GET /api/surveyresult latency for one user holding 10,000 saved specs,
// 5. the time from clicking Download PDF to the file for a spec with 20,000 characters of notes.
// Figures are printed and written to bench/results/latest.json; nothing here asserts a threshold.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { csrfHeaders, measureThroughput } from './lib/throughput.mjs';
import { LINEHAUL_ANSWERS } from './lib/survey-answers.mjs';
import { startBareFastify } from './lib/bare-fastify.mjs';
import { measureLandingJs } from './lib/landing-js.mjs';
import { measureEngineSpeed } from './lib/engine-speed.mjs';
import { measurePdfDownload } from './lib/pdf-download.mjs';
import { measureSpecList } from './lib/spec-list.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const appPort = 3201;
const BENCH_USER = { email: 'bench-pdf@fleet.example', password: 'Bench-Pdf-2026!' };
const barePort = 3202;
const specListPort = 3203;

/** @param {{ cpuMicrosPerRequest?: number }} figures */
const cpuNote = (figures) =>
  figures.cpuMicrosPerRequest === undefined ? '' : `, ${figures.cpuMicrosPerRequest} us CPU each`;

/**
 * Starts the built server and resolves with the process and its start-up time in ms.
 * @param {string} dataDir
 */
async function startApp(dataDir) {
  const started = performance.now();
  const child = await startBuiltServer({
    root,
    port: appPort,
    dataDir,
    // An account for the PDF figure, in this throw-away database only.
    env: { ADMIN_EMAIL: BENCH_USER.email, ADMIN_PASSWORD: BENCH_USER.password },
  });
  return { child, startupMs: Math.round(performance.now() - started) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-'));
const { child, startupMs } = await startApp(dataDir);
/** @type {Awaited<ReturnType<typeof startBareFastify>> | undefined} */
let bare;
try {
  bare = await startBareFastify(barePort);
  process.stdout.write(`bench: ${duration}s per target, ${connections} connections\n`);
  const app = await measureThroughput(
    `http://127.0.0.1:${appPort}/api/health`,
    duration,
    connections,
    {},
    child.pid,
  );
  const baseline = await measureThroughput(
    `http://127.0.0.1:${barePort}/`,
    duration,
    connections,
    {},
    bare.pid,
  );
  const origin = `http://127.0.0.1:${appPort}`;
  const survey = await measureThroughput(
    `${origin}/api/survey`,
    duration,
    connections,
    {
      method: 'POST',
      headers: await csrfHeaders(origin),
      body: JSON.stringify(LINEHAUL_ANSWERS),
    },
    child.pid,
  );
  const landing = await measureLandingJs(`http://127.0.0.1:${appPort}/`);
  const engine = await measureEngineSpeed();
  // Its own server and database: one user holding 10,000 saved specs (see lib/spec-list.mjs).
  const specList = await measureSpecList({ root, port: specListPort, seconds: duration });
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const pdf = await measurePdfDownload({
    origin,
    ...BENCH_USER,
    notesLength: 20_000,
    warmRuns: 3,
    savePath: join(root, 'bench/results/transmission-spec.pdf'),
  });
  const results = {
    date: new Date().toISOString(),
    startupEmptyDataDirMs: startupMs,
    health: app,
    bareFastify: baseline,
    healthToBareRatio: Number((app.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    survey,
    surveyToBareRatio: Number((survey.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    landingJavaScript: landing,
    engine,
    specList,
    pdfDownload: pdf,
  };
  const table = [
    ['start-up, empty data dir', `${startupMs} ms`],
    [
      '/api/health',
      `${app.requestsPerSecond} req/s, p50 ${app.p50Ms} ms, p99 ${app.p99Ms} ms${cpuNote(app)}`,
    ],
    [
      'bare Fastify hello',
      `${baseline.requestsPerSecond} req/s, p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms${cpuNote(baseline)}`,
    ],
    ['health / bare ratio', String(results.healthToBareRatio)],
    [
      'POST /api/survey',
      `${survey.requestsPerSecond} req/s, p50 ${survey.p50Ms} ms, p99 ${survey.p99Ms} ms${cpuNote(survey)}, non-2xx ${survey.non2xx}`,
    ],
    ['survey / bare ratio', String(results.surveyToBareRatio)],
    [
      'landing page JS',
      `${landing.files} files, ${landing.gzipBytes} B gzip (${landing.rawBytes} B raw)`,
    ],
    [
      'engine, sample catalogue',
      `${engine.sampleCatalogue.evaluationsPerSecond} evaluations/s (${engine.sampleCatalogue.families} families)`,
    ],
    ['engine, 1,000 families', `${engine.thousandFamilies.evaluationsPerSecond} evaluations/s`],
    ['engine cost growth', `${engine.costGrowth} x per family (1,000 vs sample)`],
    [
      'GET /api/surveyresult',
      `${specList.specs} specs, p50 ${specList.p50Ms} ms, p99 ${specList.p99Ms} ms (${specList.requests} requests, ${specList.connections} connection, ${specList.responseBytes} B each)`,
    ],
  ];
  table.push([
    'Download PDF to file',
    `${pdf.notesCharacters} characters of notes: first click ${pdf.coldMs} ms (loads the PDF code), then median ${pdf.warmMedianMs} ms over ${pdf.warmRuns}`,
  ]);
  for (const [name, value] of /** @type {[string, string][]} */ (table)) {
    process.stdout.write(`${name.padEnd(26)} ${value}\n`);
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await bare?.close();
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
