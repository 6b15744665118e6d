// `node bench/lighthouse.mjs` (after `npm run build`): starts the built server on a fresh embedded
// database and runs Lighthouse 12, desktop preset, in Debian's chromium on /, /survey, /help and
// /register, LIGHTHOUSE_RUNS (3) times each. Prints each page's median scores, LCP and bytes
// transferred, and the audits that failed outside performance. The JSON reports are kept in
// bench/results/lighthouse/ (not committed). Nothing here asserts a threshold.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// 127.0.0.1 is the server's public origin here: a page asked for under another name is redirected.
const baseUrl = `http://127.0.0.1:${String(port)}`;

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-lighthouse-'));
const child = await startBuiltServer({
  root,
  port,
  dataDir,
  env: { PUBLIC_URL: baseUrl },
});
try {
  const pages = await measureLighthouse({
    baseUrl,
    runs,
    outDir: join(root, 'bench/results/lighthouse'),
  });
  process.stdout.write(`Lighthouse 12, desktop preset, median of ${String(runs)} runs\n`);
  for (const page of pages) {
    const { scores } = page;
    process.stdout.write(
      `${page.path.padEnd(10)} performance ${String(scores.performance)}, accessibility ` +
        `${String(scores.accessibility)}, best practices ${String(scores['best-practices'])}, SEO ` +
        `${String(scores.seo)}; LCP ${String(page.lcpMs)} ms; ${String(page.transferBytes)} bytes transferred\n`,
    );
    for (const audit of page.failed) process.stdout.write(`           failed ${audit}\n`);
    if (page.failedRuns > 0) {
      process.stdout.write(`           ${String(page.failedRuns)} run(s) did not finish\n`);
    }
  }
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
