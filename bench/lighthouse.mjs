// `node bench/lighthouse.mjs` (after `npm run build`): starts the built server on a fresh embedded
// database holding one account with 20 saved specs (lib/signed-in-pages.mjs) and runs Lighthouse
// 12, desktop preset, in Debian's chromium on /, /survey, /help and /register, then signed in on
// My Specs, a saved spec, its shared page and the catalogue, LIGHTHOUSE_RUNS (3) times each.
// LIGHTHOUSE_SET=public or signed-in measures one set only. Prints each page's median scores, LCP,
// CLS, TBT and bytes transferred, and the audits that failed outside performance. The JSON reports
// are kept in bench/results/lighthouse/ (not committed). Nothing here asserts a threshold.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lib/lighthouse.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';
import { seedSignedInAccount, signedInPages } from './lib/signed-in-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const set = process.env.LIGHTHOUSE_SET ?? 'all';
// 127.0.0.1 is the server's public origin here: a page asked for under another name is redirected.
const baseUrl = `http://127.0.0.1:${String(port)}`;

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-lighthouse-'));
try {
  const adminEnv = await seedSignedInAccount(root, dataDir);
  const child = await startBuiltServer({
    root,
    port,
    dataDir,
    env: { PUBLIC_URL: baseUrl, ...adminEnv },
  });
  try {
    const pages = [
      ...(set === 'signed-in' ? [] : LIGHTHOUSE_PAGES),
      ...(set === 'public' ? [] : await signedInPages(baseUrl)),
    ];
    const load = loadavg()[0] ?? 0;
    const results = await measureLighthouse({
      baseUrl,
      pages,
      runs,
      outDir: join(root, 'bench/results/lighthouse'),
    });
    process.stdout.write(
      `Lighthouse 12, desktop preset, median of ${String(runs)} runs; load average ` +
        `${load.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after\n`,
    );
    for (const page of results) {
      const { scores } = page;
      process.stdout.write(
        `${page.name.padEnd(10)} performance ${String(scores.performance)}, accessibility ` +
          `${String(scores.accessibility)}, best practices ${String(scores['best-practices'])}, SEO ` +
          `${String(scores.seo)}; LCP ${String(page.lcpMs)} ms, CLS ${String(page.cls)}, TBT ` +
          `${String(page.tbtMs)} ms; ${String(page.transferBytes)} bytes transferred\n`,
      );
      for (const audit of page.failed) process.stdout.write(`           failed ${audit}\n`);
      if (page.failedRuns > 0) {
        process.stdout.write(`           ${String(page.failedRuns)} run(s) did not finish\n`);
      }
    }
  } finally {
    await stopProcess(child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
