// `node bench/result-page.mjs`: starts the built server (run `node scripts/build.mjs` first) on a
// throw-away embedded database and times the survey's result in Debian's chromium (issue 29 item 6):
// from the click on "See My Result" to the two cards painted, every long task until the duty-cycle
// figures and charts are in, the server's answer time and the layout shift (lib/result-page.mjs).
// RESULT_RUNS (7) measured runs; BENCH_PORT (3420); RESULT_PROFILE=file.cpuprofile profiles one more
// run; RESULT_BEFORE_ROOT=/path/to/another/built/checkout runs its server too (port BENCH_PORT + 1)
// and alternates the runs between the two, for a before/after pair under the same load. Nothing is
// asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';
import { measureColdEstimate, measureResultPage } from './lib/result-page.mjs';
import { seedSignedInAccount, signedInPages } from './lib/signed-in-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3420);
const runs = Number(process.env.RESULT_RUNS ?? 7);

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-result-page-'));
// An account with saved specs, for the first estimate on a saved spec's and a shared page.
const adminEnv = await seedSignedInAccount(root, dataDir);
const child = await startBuiltServer({ root, port, dataDir, env: adminEnv });
const origin = `http://127.0.0.1:${String(port)}`;
const beforeRoot = process.env.RESULT_BEFORE_ROOT;
const beforeDir = mkdtempSync(join(tmpdir(), 'transmission-spec-result-page-before-'));
const beforeChild =
  beforeRoot === undefined
    ? null
    : await startBuiltServer({
        root: beforeRoot,
        port: port + 1,
        dataDir: beforeDir,
        env: await seedSignedInAccount(beforeRoot, beforeDir),
      });
const beforeOrigin = beforeChild === null ? undefined : `http://127.0.0.1:${String(port + 1)}`;
try {
  const before = loadavg();
  const figures = await measureResultPage({
    origin,
    runs,
    ...(beforeOrigin === undefined ? {} : { beforeOrigin }),
    ...(process.env.RESULT_PROFILE ? { profilePath: process.env.RESULT_PROFILE } : {}),
  });
  const { all, ...summary } = figures;
  for (const [index, run] of all.entries()) {
    process.stdout.write(
      `run ${String(index + 1)}: cards ${String(Math.round(run.cardsMs))} ms, charts ${String(Math.round(run.chartsMs))} ms, ` +
        `long tasks ${run.longTasks.map((/** @type {{ ms: number, atMs: number }} */ task) => `${String(task.ms)} ms at ${String(task.atMs)}`).join(', ') || 'none'}, ` +
        `server ${String(Math.round(run.serverMs ?? -1))} ms, CLS ${String(run.shift)}\n`,
    );
  }
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  /** @param {string} at @param {string} suffix */
  const specPagesOf = async (at, suffix) =>
    (await signedInPages(at))
      .filter((page) => page.name === 'saved-spec' || page.name === 'shared')
      .map((page) => ({
        name: `${page.name ?? ''}${suffix}`,
        url: `${at}${page.path}`,
        // The shared page as a signed-out reader opens it: no cookies.
        ...(page.name === 'shared' ? {} : { headers: page.headers ?? {} }),
      }));
  const cold = await measureColdEstimate({
    pages: [
      ...(await specPagesOf(origin, '')),
      ...(beforeOrigin === undefined ? [] : await specPagesOf(beforeOrigin, ' (before)')),
    ],
    runs: Number(process.env.COLD_RUNS ?? 5),
  });
  process.stdout.write(`first estimate, page opened directly: ${JSON.stringify(cold, null, 2)}\n`);
  process.stdout.write(
    `load average before ${before.map((value) => value.toFixed(2)).join(' ')}, after ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
} finally {
  await stopProcess(child);
  if (beforeChild !== null) await stopProcess(beforeChild);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(beforeDir, { recursive: true, force: true });
}
