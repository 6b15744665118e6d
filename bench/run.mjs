// `npm run bench`: every figure of the benchmarks in one run, each beside its goal, printed and written
// to bench/RESULTS.md (committed: the figures with machine, date and commit) and
// bench/results/latest.json (not committed). Nothing here asserts a threshold.
//
// BENCH_ONLY=survey,pages runs some sections only (RESULTS.md then holds only those):
//   basics    start-up on an empty data dir, /api/health against bare Fastify, Download PDF
//   survey    POST /api/survey against the same work with no plugins and bare Fastify; the engine
//   signedin  a signed-in GET against /api/health
//   pages     landing JS, the PDF chunk, API compression, Lighthouse 12 on four public pages and
//             four signed-in ones (an account with 20 specs), the survey's result after See My
//             Result (issue 29 item 6)
//   memory    resident memory after start, 10,000 and 50,000 surveys (PGlite; PostgreSQL too with
//             TEST_DATABASE_URL)
//   specs     GET /api/surveyresult paged and unpaged for a user with 10,000 and 50,000 specs
//   metrics   what the Prometheus endpoint costs per request
//   simulate  the duty-cycle simulator: one 100-mile run, one result's 16 runs (issue 26)
// BENCH_NOTE is printed with the settings (what else ran on the machine meanwhile).
// BENCH_SECONDS (default 5) is the length of one measured run; the sections take turns between
// their targets in rounds, so a busy spell of the machine falls on both sides of a ratio.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBareFastify } from './lib/bare-fastify.mjs';
import { measureDutyCycleSpeed } from './lib/duty-cycle-speed.mjs';
import { measureEngineSpeed } from './lib/engine-speed.mjs';
import { measureLandingJs } from './lib/landing-js.mjs';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lib/lighthouse.mjs';
import { measureMemory } from './lib/memory.mjs';
import { measureMetricsCost } from './lib/metrics-cost.mjs';
import { measureApiCompression } from './lib/api-compression.mjs';
import { CHUNK_WARNING_KB, measureWebChunks } from './lib/pdf-chunk.mjs';
import { measurePdfDownload } from './lib/pdf-download.mjs';
import { measureResultPage } from './lib/result-page.mjs';
import { serverNodeArgs, startBuiltServer, stopProcess } from './lib/processes.mjs';
import { writeResultsMarkdown } from './lib/results-markdown.mjs';
import { measureSignedIn } from './lib/signed-in.mjs';
import { seedSignedInAccount, signedInPages } from './lib/signed-in-pages.mjs';
import { measureSpecPages } from './lib/spec-pages.mjs';
import { measureSurveyBreakdown } from './lib/survey-breakdown.mjs';
import { measureSurveyRoute } from './lib/survey-route.mjs';
import { measureThroughput } from './lib/throughput.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const SECTIONS = [
  'basics',
  'survey',
  'signedin',
  'pages',
  'memory',
  'specs',
  'metrics',
  'simulate',
];
const only = (process.env.BENCH_ONLY ?? SECTIONS.join(',')).split(',').map((name) => name.trim());
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}`);

// Ports on 127.0.0.1, one per server this run starts.
const PORTS = {
  app: 3201,
  bare: 3202,
  surveyRoute: /** @type {[number, number, number]} */ ([3204, 3205, 3206]),
  signedIn: 3207,
  memory: 3209,
  specs: 3210,
  metricsApp: 3211,
  metricsListener: 3212,
};
const BENCH_USER = { email: 'bench-pdf@fleet.example', password: 'Bench-Pdf-2026!' };

/** @typedef {import('./lib/results-markdown.mjs').ResultSection} ResultSection */
/** @typedef {import('./lib/results-markdown.mjs').ResultRow} ResultRow */

const round1 = (/** @type {number} */ value) => Math.round(value * 10) / 10;
const round2 = (/** @type {number} */ value) => Math.round(value * 100) / 100;
const kb = (/** @type {number} */ bytes) => `${round1(bytes / 1024)} KB`;
const us = (/** @type {number | undefined} */ value) =>
  value === undefined ? 'n/a' : `${String(Math.round(value))} us`;

/** @type {Record<string, unknown>} */
const raw = { date: new Date().toISOString() };
/** @type {ResultSection[]} */
const sections = [];

/** Start-up, /api/health against bare Fastify, and Download PDF, on one server. */
async function basics() {
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-'));
  const started = performance.now();
  const child = await startBuiltServer({
    root,
    port: PORTS.app,
    dataDir,
    // An account for the PDF figure, in this throw-away database only.
    env: { ADMIN_EMAIL: BENCH_USER.email, ADMIN_PASSWORD: BENCH_USER.password },
  });
  const startupMs = Math.round(performance.now() - started);
  const bare = await startBareFastify(PORTS.bare);
  try {
    const health = await measureThroughput(
      `http://127.0.0.1:${String(PORTS.app)}/api/health`,
      seconds,
      50,
      {},
      child.pid,
    );
    const baseline = await measureThroughput(
      `http://127.0.0.1:${String(PORTS.bare)}/`,
      seconds,
      50,
      {},
      bare.pid,
    );
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    // A download that never comes is a finding to report, not a reason to lose every other figure:
    // react-pdf's page splitting can loop for ever on some layouts (seen with 20,000 characters).
    const pdf = await measurePdfDownload({
      origin: `http://127.0.0.1:${String(PORTS.app)}`,
      ...BENCH_USER,
      notesLength: 20_000,
      warmRuns: 3,
      savePath: join(root, 'bench/results/transmission-spec.pdf'),
    }).catch((/** @type {unknown} */ error) => ({
      failed: error instanceof Error ? error.message.split('\n')[0] : String(error),
    }));
    const engine = await measureEngineSpeed();
    raw.basics = { startupMs, health, bareFastify: baseline, pdf, engine };
    sections.push({
      title: 'Server basics',
      rows: [
        { figure: 'start-up on an empty data dir', value: `${String(startupMs)} ms` },
        {
          figure: 'GET /api/health, 50 connections',
          value: `${String(health.requestsPerSecond)} req/s, p99 ${String(health.p99Ms)} ms, ${us(health.cpuMicrosPerRequest)} CPU each`,
        },
        {
          figure: 'bare Fastify hello, 50 connections',
          value: `${String(baseline.requestsPerSecond)} req/s, p99 ${String(baseline.p99Ms)} ms, ${us(baseline.cpuMicrosPerRequest)} CPU each`,
        },
        {
          figure: 'engine, sample catalogue',
          value: `${String(engine.sampleCatalogue.evaluationsPerSecond)} recommend()/s`,
        },
        {
          figure: 'Download PDF, 20,000 characters of notes',
          value:
            'failed' in pdf
              ? `no file: ${pdf.failed}`
              : `first click ${String(pdf.coldMs)} ms (loads the PDF code), then median ${String(pdf.warmMedianMs)} ms`,
        },
      ],
    });
  } finally {
    await bare.close();
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 15 target 1: the survey route against the same work with no plugins. */
async function survey() {
  const figures = await measureSurveyRoute({
    root,
    ports: PORTS.surveyRoute,
    rounds,
    seconds,
    connections: 50,
    logLevel: 'info',
    // Another built checkout's app in the same rotation: a before/after pair under the same load.
    ...(process.env.SURVEY_BEFORE_ROOT ? { beforeRoot: process.env.SURVEY_BEFORE_ROOT } : {}),
    ...(process.env.TEST_DATABASE_URL ? { postgresAdminUrl: process.env.TEST_DATABASE_URL } : {}),
  });
  const breakdown = await measureSurveyBreakdown();
  raw.survey = { ...figures, breakdown };
  const { app, reference, bare, barePost, before, postgres, engine10k } = figures;
  const steps = Object.entries(breakdown.usPerCall)
    .map(([step, value]) => `${step} ${String(value)} us`)
    .join(', ');
  const ratio = figures.appToReferenceCpu;
  const pluginCost =
    app.cpuMicrosPerRequest === undefined || reference.cpuMicrosPerRequest === undefined
      ? undefined
      : app.cpuMicrosPerRequest - reference.cpuMicrosPerRequest;
  sections.push({
    title: 'Survey route (issue 15, target 1)',
    rows: [
      {
        figure: 'POST /api/survey (every plugin, access log at info), 50 connections',
        value: `${us(app.cpuMicrosPerRequest)} CPU each, ${String(app.requestsPerSecond)} req/s, p99 ${String(app.p99Ms)} ms`,
      },
      ...(postgres === undefined
        ? []
        : [
            {
              figure: 'the same on PostgreSQL (TEST_DATABASE_URL), in the same rounds',
              value: `${us(postgres.cpuMicrosPerRequest)} CPU each, ${String(postgres.requestsPerSecond)} req/s, p99 ${String(postgres.p99Ms)} ms`,
              note: `the survey events are PostgreSQL's work here, not the app's; / bare, throughput: ${String(round2(postgres.requestsPerSecond / bare.requestsPerSecond))}`,
            },
          ]),
      {
        figure: 'the same work with no plugins',
        value: `${us(reference.cpuMicrosPerRequest)} CPU each, ${String(reference.requestsPerSecond)} req/s`,
      },
      {
        figure: 'bare Fastify hello',
        value: `${us(bare.cpuMicrosPerRequest)} CPU each, ${String(bare.requestsPerSecond)} req/s, p99 ${String(bare.p99Ms)} ms`,
      },
      {
        figure: "bare Fastify POST of the survey's body, answered hello",
        value: `${us(barePost.cpuMicrosPerRequest)} CPU each, ${String(barePost.requestsPerSecond)} req/s, p99 ${String(barePost.p99Ms)} ms`,
        note: `what reading and parsing the body costs before any route work: / bare, throughput ${String(round2(barePost.requestsPerSecond / bare.requestsPerSecond))}, the ceiling of any POST route against the GET hello`,
      },
      ...(before === undefined
        ? []
        : [
            {
              figure: `the app before (SURVEY_BEFORE_ROOT), in the same rounds`,
              value: `${us(before.cpuMicrosPerRequest)} CPU each, ${String(before.requestsPerSecond)} req/s, p99 ${String(before.p99Ms)} ms`,
              note: `app / before, CPU per request: ${String(round2(figures.appToBeforeCpu ?? 0))}x; before / bare, throughput: ${String(round2(before.requestsPerSecond / bare.requestsPerSecond))}`,
            },
          ]),
      {
        figure: 'app / reference, CPU per request',
        value: ratio === undefined ? 'n/a' : `${String(round2(ratio))}x`,
        goal: '<= 1.5x (was 2.2x)',
        ...(ratio === undefined ? {} : { met: ratio <= 1.5 }),
        note:
          `every plugin together costs ${us(pluginCost)} ` +
          'a request; decision 074 took the same cost off the app and the reference, so the ratio ' +
          'rose while both got cheaper. bench/profiles/survey-issue29-second-before.txt splits it: ' +
          'the largest part is the survey event, a row per survey in the embedded database (COPY ' +
          'since issue 29, about 20 us a row inside PGlite; the PostgreSQL row above leaves it to ' +
          'the database), then the access log, rate limit, CSRF and headers the issue keeps',
      },
      {
        figure: 'app / bare, throughput',
        value: String(round2(figures.appToBareThroughput)),
        goal: '>= 0.35',
        met: figures.appToBareThroughput >= 0.35,
        note:
          `the work itself, before any plugin, is about ${String(breakdown.totalUs)} us ` +
          `(below) against bare's ${us(bare.cpuMicrosPerRequest)}, so even the plugin-free reference ` +
          `reaches ${String(round2(reference.requestsPerSecond / bare.requestsPerSecond))} of bare`,
      },
      {
        figure: 'the survey work step by step, one process, no server',
        value: `${steps}; ${String(breakdown.totalUs)} us in all`,
        goal: 'under 40 us (issue 29)',
        met: breakdown.totalUs < 40,
        note:
          `before issue 29 the answer was checked by zod (${String(breakdown.checkedUs)} us) and then ` +
          `JSON.stringify'd (${String(breakdown.stringifyUs)} us); zod encode, the serializer's way ` +
          `before decision 074: ${String(breakdown.encodeUs)} us`,
      },
      {
        figure: 'POST /api/survey p99 at 50 connections',
        value: `${String(app.p99Ms)} ms`,
        goal: '<= 25 ms',
        met: app.p99Ms <= 25,
        note: `bare Fastify's own p99 in the same rounds: ${String(bare.p99Ms)} ms; the plugin-free reference's: ${String(reference.p99Ms)} ms`,
      },
      {
        figure: 'engine over 10,000 families',
        value: `${String(engine10k.msPerEvaluation)} ms per recommend(), GC ${String(Math.round(engine10k.gcShare * 100))}% of the time`,
        goal: 'GC no longer most of the time (was 73%)',
        met: engine10k.gcShare < 0.5,
      },
    ],
  });
}

/** Issue 15 target 2: a signed-in GET against /api/health. */
async function signedIn() {
  const figures = await measureSignedIn({ root, port: PORTS.signedIn, seconds, rounds });
  raw.signedIn = figures;
  sections.push({
    title: 'Signed-in requests (issue 15, target 2)',
    rows: [
      {
        figure: 'GET /api/security/currentuser, signed in',
        value: `${us(figures.signedInCpuMicros)} CPU each, ${String(figures.signedInRequestsPerSecond)} req/s`,
      },
      {
        figure: 'GET /api/health',
        value: `${us(figures.healthCpuMicros)} CPU each, ${String(figures.healthRequestsPerSecond)} req/s`,
      },
      {
        figure: 'signed-in / health, CPU per request',
        value: `${String(round2(figures.ratio))}x`,
        goal: '<= 2x (was 2.8-3.0 ms, about 30x)',
        met: figures.ratio <= 2,
      },
    ],
  });
}

/**
 * Issue 15 target 3 and issue 29 item 5: what the pages weigh and what Lighthouse makes of them,
 * public and signed in.
 */
async function pages() {
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-pages-'));
  const origin = `http://127.0.0.1:${String(PORTS.app)}`;
  const adminEnv = await seedSignedInAccount(root, dataDir);
  const child = await startBuiltServer({ root, port: PORTS.app, dataDir, env: adminEnv });
  try {
    const landing = await measureLandingJs(`${origin}/`);
    const chunks = measureWebChunks(root);
    const compression = await measureApiCompression({
      origin,
      serverPid: child.pid,
      seconds,
      rounds,
    });
    const lighthouse = await measureLighthouse({
      baseUrl: origin,
      pages: [...LIGHTHOUSE_PAGES, ...(await signedInPages(origin))],
      runs: 3,
      outDir: join(root, 'bench/results/lighthouse'),
    });
    const result = await measureResultPage({ origin, runs: 7 });
    raw.pages = { landing, chunks, compression, lighthouse, result };
    /** @type {ResultRow[]} */
    const rows = [
      {
        figure: 'landing page JavaScript',
        value: `${kb(landing.gzipBytes)} gzip in ${String(landing.files)} files (${kb(landing.rawBytes)} raw)`,
        goal: '<= 150 KB gzip (was 225 KB)',
        met: landing.gzipBytes <= 150 * 1024,
        note:
          `heaviest: ${landing.largest.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ')}. ` +
          'The react chunk is React DOM, React and React Router (about 95 KB); the entry (index) chunk holds ' +
          "MUI with emotion (about 52 KB, measured by source file in decision 075) and the app's shell: " +
          "147 KB before any of the app's own code. zod no longer loads here (decision 075, 25 KB " +
          'less) and the shell is one chunk with the entry (decision 077, 3 files instead of 25); 150 KB needs a ' +
          'lighter framework than React DOM with MUI (decisions 061, 075)',
      },
      {
        figure: 'PDF code, loaded on the first Download PDF',
        value: `${kb(chunks.pdfGzipBytes)} gzip (${chunks.pdfFiles.map((file) => file.name).join(', ')})`,
        goal: '<= 250 KB gzip (was 439 KB)',
        met: chunks.pdfGzipBytes <= 250 * 1024,
      },
      {
        figure: 'largest JavaScript chunk',
        value: `${chunks.largestChunk.name}, ${String(Math.round(chunks.largestChunk.rawBytes / 1000))} kB raw`,
        goal: `no chunk warning (Vite warns above ${String(CHUNK_WARNING_KB)} kB)`,
        met: chunks.largestChunk.rawBytes <= CHUNK_WARNING_KB * 1000,
      },
    ];
    for (const encoding of compression) {
      rows.push({
        figure: `POST /api/survey answer, Accept-Encoding ${encoding.encoding}`,
        value: `${String(encoding.bytes)} B sent, ${us(encoding.cpuMicrosPerRequest)} CPU each`,
        note:
          encoding.encoding === 'br'
            ? 'the server answers gzip-only clients compressed; brotli-only clients get identity'
            : '',
      });
    }
    for (const page of lighthouse) {
      const { scores } = page;
      // robots.txt keeps the signed-in and shared pages out of search engines on purpose: SEO
      // does not apply to them (issue 29 item 5), CLS does.
      const signedIn = !LIGHTHOUSE_PAGES.includes(page.path);
      const met =
        (scores.performance ?? 0) >= 95 &&
        scores.accessibility === 100 &&
        scores['best-practices'] === 100 &&
        (signedIn ? page.cls < 0.05 : (scores.seo ?? 0) >= 90);
      const failed = page.failed.filter((audit) => !signedIn || !audit.startsWith('seo:'));
      rows.push({
        figure: `Lighthouse 12 desktop, ${signedIn ? `${page.name} signed in` : page.path} (median of 3)`,
        value:
          `performance ${String(scores.performance)}, accessibility ${String(scores.accessibility)}, ` +
          `best practices ${String(scores['best-practices'])}, ` +
          (signedIn ? '' : `SEO ${String(scores.seo)}; `) +
          `LCP ${String(page.lcpMs)} ms, CLS ${String(page.cls)}, TBT ${String(page.tbtMs)} ms; ` +
          `${kb(page.transferBytes)} transferred`,
        goal: signedIn
          ? 'performance >= 95, CLS < 0.05, accessibility 100, best practices 100'
          : 'performance >= 95, accessibility 100, best practices 100, SEO >= 90',
        met,
        note: failed.length > 0 ? `failed audits: ${failed.join(', ')}` : '',
      });
    }
    rows.push(...resultPageRows(result));
    sections.push({
      title: 'Pages (issue 15, target 3)',
      rows,
      text: 'Lighthouse JSON reports: bench/results/lighthouse/ (artifacts, not committed).',
    });
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 29 item 6: the survey's result from the click on See My Result, beside its goals.
 * @param {Awaited<ReturnType<typeof measureResultPage>>} result
 * @returns {ResultRow[]}
 */
function resultPageRows(result) {
  const runs = `median / max of ${String(result.runs)} runs`;
  return [
    {
      figure: `See My Result to the two cards painted (${runs})`,
      value: `${String(result.cardsMs.median)} / ${String(result.cardsMs.max)} ms`,
      goal: 'under 150 ms (was 228 ms)',
      met: result.cardsMs.median < 150,
      note: `the POST's answer, request to first byte: ${String(result.serverMs.median)} ms median`,
    },
    {
      figure: `the longest task from the click until the duty-cycle figures and charts are in (${runs})`,
      value: `${String(result.longestTaskMs.median)} / ${String(result.longestTaskMs.max)} ms; a task over 50 ms in ${String(result.runsWithTaskOver50)} of ${String(result.runs)} runs`,
      goal: 'no long task over 50 ms',
      met: result.runsWithTaskOver50 === 0,
      note: `charts in after ${String(result.chartsMs.median)} ms median`,
    },
    {
      figure: `layout shift from the click until the charts are in (${runs})`,
      value: `${String(result.cls.median)} / ${String(result.cls.max)}`,
      goal: 'none added',
      met: result.cls.max < 0.01,
    },
  ];
}

/** Issue 15 target 4: resident memory as surveys accumulate. */
async function memory() {
  const figures = await measureMemory({
    root,
    port: PORTS.memory,
    postgresAdminUrl: process.env.TEST_DATABASE_URL,
  });
  raw.memory = figures;
  /** @type {ResultRow[]} */
  const rows = [];
  for (const [driver, run] of Object.entries(figures)) {
    if (!run) continue;
    for (const point of run.points) {
      const when = point.restarted
        ? 'after a restart on the same data'
        : `after ${point.surveys.toLocaleString('en-US')} surveys`;
      const wasm =
        point.wasmSizeMb === 0
          ? ''
          : `; WebAssembly memory ${String(point.wasmSizeMb)} MB (${String(point.wasmResidentMb)} MB resident)`;
      const embedded = driver === 'pglite';
      rows.push({
        figure: `${embedded ? 'embedded (PGlite)' : 'PostgreSQL'}: RSS ${when}`,
        value: `${String(point.rssMb)} MB, peak ${String(point.peakRssMb)} MB${wasm}`,
        ...(embedded && point.rssMb !== undefined
          ? { goal: 'a steady embedded server < 300 MB', met: point.rssMb < 300 }
          : {}),
      });
    }
  }
  sections.push({
    title: 'Memory (issue 15, target 4)',
    rows,
    text:
      'PGlite runs with shared_buffers 16 MB (decision 069); its WebAssembly memory cannot start below ' +
      '128 MB. The server unpacks the initdb template to disk itself (decision 073), so a first start ' +
      'no longer keeps the ~100 MB that PGlite inflating it in memory left behind. The server runs ' +
      `as \`npm start\` runs it, with \`${serverNodeArgs(root).join(' ') || 'no node options'}\` ` +
      '(decisions 076, 078): the live JS heap is 42-45 MB from 0 to 90,000 surveys (`node ' +
      'bench/live-heap.mjs`), and without the heap limit V8 lets the heap grow to about four times ' +
      'that between full collections on a machine with 24 GB, so RSS read 317 MB after 10,000 and ' +
      '374 MB after 50,000 surveys at 8605024; with the limit alone the young generation still took ' +
      '32 MB, and RSS read 302-336 MB in most runs (decision 078).',
  });
}

/** Issue 15 target 5: the saved-spec list for a user with many specs. */
async function specs() {
  /** @type {ResultRow[]} */
  const rows = [];
  /** @type {unknown[]} */
  const all = [];
  for (const count of [10_000, 50_000]) {
    const figures = await measureSpecPages({ root, port: PORTS.specs, seconds, specs: count });
    all.push(figures);
    for (const query of figures.queries) {
      const paged = query.query !== '';
      const defaultPage = query.query === '?page=1&pageSize=20';
      rows.push({
        figure: `${count.toLocaleString('en-US')} specs: GET /api/surveyresult${paged ? query.query : ' (unpaged, SPEC form)'}`,
        value: `p50 ${String(query.p50Ms)} ms, p99 ${String(query.p99Ms)} ms, ${String(query.cpuMsPerRequest)} ms CPU each; ${kb(query.bytes)} (${kb(query.gzipBytes)} gzip); /api/health meanwhile max ${String(query.healthMaxMs)} ms`,
        // Issue 15 sets the goal at 10,000 specs; 50,000 is measured to see the trend.
        ...(defaultPage && count === 10_000
          ? { goal: 'p99 < 50 ms for one page', met: query.p99Ms < 50 }
          : {}),
        ...(defaultPage && count > 10_000
          ? {
              note:
                'past the goal (set at 10,000) and past what an account can hold ' +
                '(SPECS_PER_USER_MAX, 1,000): the page reads 20 rows by its index, its total ' +
                "counts all of the owner's rows (decision 070)",
            }
          : {}),
        ...(paged
          ? {}
          : { note: 'sent gzip to clients that accept it (@fastify/compress, decision 068)' }),
      });
    }
  }
  raw.specs = all;
  sections.push({
    title: 'Saved specs at scale (issue 15, target 5)',
    rows,
    text:
      'One connection, one user. The default page counts every spec for its total (PGlite runs no ' +
      'autovacuum, so the count visits the table); the unpaged answer is built by the database on the ' +
      'event loop, which is the stall beside it.',
  });
}

/** Issue 15 target 6: what the metrics cost per request. */
async function metrics() {
  const figures = await measureMetricsCost({
    root,
    port: PORTS.metricsApp,
    metricsPort: PORTS.metricsListener,
    seconds,
    rounds,
  });
  raw.metrics = figures;
  sections.push({
    title: 'Prometheus metrics (issue 15, target 6)',
    rows: [
      {
        figure: 'GET /api/health, metrics off / on',
        value: `${us(figures.off.healthCpuMicrosPerRequest)} / ${us(figures.on.healthCpuMicrosPerRequest)} CPU each`,
      },
      {
        figure: 'POST /api/survey, metrics off / on',
        value: `${us(figures.off.surveyCpuMicrosPerRequest)} / ${us(figures.on.surveyCpuMicrosPerRequest)} CPU each`,
      },
      {
        figure: 'the request hook alone (one histogram observation)',
        value: `${String(figures.observeNanos)} ns CPU`,
      },
    ],
    text: 'Whole-server differences under a few tens of microseconds are inside this machine’s noise; the hook alone is the figure that holds.',
  });
}

/** Issue 26: the duty-cycle simulator on Node, beside its goals. */
async function simulate() {
  const figures = measureDutyCycleSpeed();
  raw.simulate = figures;
  sections.push({
    title: 'Duty-cycle simulator (issue 26)',
    rows: [
      {
        figure: 'one 100-mile run (linehaul, rolling 1 % hills, one stop)',
        value: `${String(figures.msPerHundredMileRun)} ms`,
        goal: '< 2 ms on Node',
        met: figures.msPerHundredMileRun < 2,
      },
      {
        figure: 'one result: 2 families x 8 axle ratios, 100 miles each',
        value: `${String(figures.msPerResult)} ms on Node`,
        goal: '< 50 ms (in chromium, in a Web Worker)',
        met: figures.msPerResult < 50,
        note: 'Node reference; the chromium figure belongs to the web worker (issue 26 item 5)',
      },
      {
        figure: 'trace points of one run',
        value: String(figures.tracePoints),
        goal: '<= 300',
        met: figures.tracePoints <= 300,
      },
    ],
  });
  await Promise.resolve();
}

const steps = { basics, survey, signedin: signedIn, pages, memory, specs, metrics, simulate };
for (const name of SECTIONS) {
  if (!only.includes(name)) continue;
  process.stdout.write(`bench: ${name}\n`);
  await steps[/** @type {keyof typeof steps} */ (name)]();
}

for (const section of sections) {
  process.stdout.write(`\n${section.title}\n`);
  for (const row of section.rows) {
    const verdict = row.met === undefined ? '' : row.met ? '  [met]' : '  [NOT MET]';
    process.stdout.write(`  ${row.figure}: ${row.value}${verdict}\n`);
  }
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(raw, null, 2)}\n`);
writeResultsMarkdown({
  root,
  path: join(root, 'bench/RESULTS.md'),
  sections,
  settings: `BENCH_SECONDS=${String(seconds)}, BENCH_ROUNDS=${String(rounds)}, sections ${only.join(', ')}${process.env.BENCH_NOTE ? `; ${process.env.BENCH_NOTE}` : ''}`,
});
process.stdout.write('\nwritten: bench/RESULTS.md, bench/results/latest.json\n');
