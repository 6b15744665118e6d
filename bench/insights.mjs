// `node bench/insights.mjs`: GET /api/insights over INSIGHTS_EVENTS survey events (default
// 1,000,000) spread over two years, on the embedded database and, with TEST_DATABASE_URL, on
// PostgreSQL; p50 and p95 of 30 sequential requests per range, and how long generating and
// backfilling the events took. Needs a build (`node scripts/build.mjs`).
import { fileURLToPath } from 'node:url';
import { measureInsights } from './lib/insights.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const events = Number(process.env.INSIGHTS_EVENTS ?? 1_000_000);
const port = Number(process.env.INSIGHTS_PORT ?? 3720);
/** @type {('pglite' | 'postgres')[]} */
const drivers = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

for (const driver of drivers) {
  const figures = await measureInsights({
    root,
    port,
    events,
    driver,
    adminUrl: process.env.TEST_DATABASE_URL,
  });
  process.stdout.write(
    `${driver}: ${events.toLocaleString('en-US')} events generated in ${figures.generateSeconds.toFixed(1)} s, backfilled in ${figures.backfillSeconds.toFixed(1)} s\n`,
  );
  for (const range of figures.ranges) {
    process.stdout.write(
      `  ${range.name}: ${range.surveys.toLocaleString('en-US')} surveys, p50 ${range.p50Ms} ms, p95 ${range.p95Ms} ms, max ${range.maxMs} ms\n`,
    );
  }
}
