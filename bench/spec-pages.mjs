// `node bench/spec-pages.mjs`: GET /api/surveyresult paged and unpaged for one user holding 10,000
// and 50,000 saved specs (SPEC_PAGES_COUNTS=10000,50000), BENCH_SECONDS (default 10) per query.
// Needs a build (`node scripts/build.mjs`).
import { fileURLToPath } from 'node:url';
import { measureSpecPages } from './lib/spec-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const counts = (process.env.SPEC_PAGES_COUNTS ?? '10000,50000').split(',').map(Number);
const port = Number(process.env.SPEC_PAGES_PORT ?? 3710);

for (const specs of counts) {
  const figures = await measureSpecPages({ root, port, seconds, specs });
  process.stdout.write(`${String(specs)} specs\n`);
  for (const q of figures.queries) {
    process.stdout.write(
      `  GET /api/surveyresult${q.query || ' (unpaged)'}: p50 ${q.p50Ms} ms, p99 ${q.p99Ms} ms (${q.requests} requests), ${q.cpuMsPerRequest} ms CPU each, ${q.bytes} B (${q.gzipBytes} B gzip), /api/health meanwhile p50 ${q.healthP50Ms} ms, max ${q.healthMaxMs} ms\n`,
    );
  }
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
