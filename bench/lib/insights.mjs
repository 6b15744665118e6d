import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startBuiltServer, stopProcess } from './processes.mjs';
import { signInHeaders } from './throughput.mjs';

/**
 * The Insights at scale (issue 28): `events` survey events (1,000,000 by default) spread over the
 * last two years, written in one INSERT ... SELECT over generate_series as events stored before
 * the rollup (rolled_up false), then counted by the server's own backfill (decision 100) and read
 * by GET /api/insights on the BUILT server as an administrator, for ranges of 7 days to 2 years.
 * On the embedded database, and on PostgreSQL with TEST_DATABASE_URL (a database of its own).
 */

const EMAIL = 'bench-insights@catalogue.example';
const PASSWORD = 'Bench-Insights-1!';
const SAMPLES = 30;

const quiet = () => undefined;
/** @type {Record<string, unknown>} */
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet };
log['child'] = () => log;

/** A million events in one statement: values cycle so every dimension has several buckets. */
const GENERATE = `
  insert into survey_events (occurred_at, application, top_choice, runner_up, outcome, units,
    terrains, road_types, engine_make, gcw, cruise_speed, no_transmission_reason, rolled_up)
  select now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second',
    -- The other values turn with m = n / 730, so every day sees each of them.
    (array['Linehaul','Construction','Refuse','Mixer','Logging','HeavyHaul'])[1 + m % 6],
    case when m % 10 < 8 then (array['Endurant HD','Endurant XD','Fuller Advantage Automated',
      'Endurant XD Pro','Fuller Heavy Duty'])[1 + m % 5] end,
    case when m % 10 < 6 then (array['Fuller Advantage Automated','Endurant HD'])[1 + m % 2] end,
    case when m % 10 < 8 then 'Transmission' when m % 10 = 8 then 'NoTransmission' else 'Error' end,
    case when m % 3 = 0 then 'Metric' else 'Imperial' end,
    case when m % 4 = 0 then array['Flat','HillyRolling'] else array['Flat'] end,
    case when m % 5 = 0 then array['Paved','OffRoad'] else array['Paved'] end,
    (array['CumminsDiesel','PACCAR','Detroit','Other'])[1 + m % 4],
    33000 + (n::bigint * 7919 % 218)::int * 1000,
    45 + m % 36,
    case when m % 10 = 8 then (array['gcw','terrain+gcw','cruiseSpeed','portfolioEmpty'])[1 + m % 4] end,
    false
  from generate_series(1, $1::int) as n, lateral (select n / 730 as m) as turn`;

/**
 * @param {string} root @param {{ db: { $client: { query(sql: string, params?: unknown[]): Promise<unknown> } } }} database
 * @param {number} events
 */
async function seed(root, database, events) {
  /** @param {string} path */
  const dist = (path) => import(pathToFileURL(join(root, 'apps/server/dist', path)).href);
  const { hashPassword } = await dist('modules/accounts/password-hashing.js');
  const { createInsightsService } = await dist('modules/insights/insights.service.js');
  const client = database.db.$client;
  await client.query(
    `insert into users (email, password_hash, email_verified_at, roles)
     values ($1, $2, now(), '{TransmissionAdmin,TransmissionUser}')`,
    [EMAIL, await hashPassword(PASSWORD)],
  );
  let started = performance.now();
  await client.query(GENERATE, [events]);
  const generateSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const counted = await createInsightsService({
    db: database.db,
    retentionDays: 36_500,
  }).backfill();
  const backfillSeconds = (performance.now() - started) / 1000;
  await client.query('analyze survey_events');
  await client.query('analyze survey_daily_counts');
  if (counted !== events) throw new Error(`the backfill counted ${counted} of ${events} events`);
  return { generateSeconds, backfillSeconds };
}

/** @param {number} offset */
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The page's presets and the longest range. */
function ranges() {
  const today = day(0);
  return [
    { name: 'last 7 days', from: day(-6), to: today },
    { name: 'last 30 days', from: day(-29), to: today },
    { name: 'last 90 days', from: day(-89), to: today },
    { name: 'last 365 days', from: day(-364), to: today },
    { name: 'two years (731 days)', from: day(-730), to: today },
  ];
}

/** @param {string} origin @param {Record<string, string>} headers @param {number} events */
async function measureRanges(origin, headers, events) {
  const figures = [];
  for (const range of ranges()) {
    const url = `${origin}/api/insights?from=${range.from}&to=${range.to}`;
    /** @type {number[]} */
    const times = [];
    let total = 0;
    for (let index = 0; index < SAMPLES + 2; index += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = /** @type {{ surveys: { total: number } }} */ (await response.json());
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      if (index >= 2) times.push(performance.now() - started);
      total = body.surveys.total;
    }
    times.sort((a, b) => a - b);
    /** @param {number} q */
    const at = (q) => Number((times[Math.ceil(q * times.length) - 1] ?? 0).toFixed(1));
    figures.push({ ...range, surveys: total, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) });
  }
  const all = figures.at(-1);
  if (all && all.surveys > events) throw new Error('the two years counted more than were made');
  return figures;
}

/** @param {string} adminUrl @param {string} text */
async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ root: string, port: number, events: number, driver: 'pglite' | 'postgres', adminUrl?: string }} options
 */
export async function measureInsights({ root, port, events, driver, adminUrl }) {
  const origin = `http://127.0.0.1:${String(port)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-bench-insights-'));
  /** @type {Record<string, string>} */
  let env = {};
  /** @type {() => Promise<void>} */
  let drop = async () => undefined;
  try {
    let database;
    if (driver === 'postgres') {
      if (!adminUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL');
      const name = `ts_bench_insights_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}`);
      drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      const { openPostgres } = await import(
        pathToFileURL(join(root, 'apps/server/dist/db/postgres.js')).href
      );
      database = await openPostgres(url.toString(), log);
    } else {
      const { openPglite } = await import(
        pathToFileURL(join(root, 'apps/server/dist/db/pglite.js')).href
      );
      database = await openPglite(dataDir, log);
    }
    let seeded;
    try {
      seeded = await seed(root, database, events);
    } finally {
      await database.close();
    }
    const server = await startBuiltServer({ root, port, dataDir, env });
    try {
      const headers = await signInHeaders(origin, { email: EMAIL, password: PASSWORD });
      return { driver, events, ...seeded, ranges: await measureRanges(origin, headers, events) };
    } finally {
      await stopProcess(server);
    }
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
