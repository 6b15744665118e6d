// `node bench/result-page.mjs`: starts the built server (run `node scripts/build.mjs` first) on a
// throw-away embedded database and times the survey's result in Debian's chromium (issue 29 item 6):
// from the click on "See My Result" to the two cards painted, every long task until the duty-cycle
// figures and charts are in, the server's answer time and the layout shift (lib/result-page.mjs).
// RESULT_RUNS (7) measured runs; BENCH_PORT (3420); RESULT_PROFILE=file.cpuprofile profiles one more
// run. Nothing is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';
import { measureResultPage } from './lib/result-page.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3420);
const runs = Number(process.env.RESULT_RUNS ?? 7);

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-result-page-'));
const child = await startBuiltServer({ root, port, dataDir });
try {
  const before = loadavg();
  const figures = await measureResultPage({
    origin: `http://127.0.0.1:${String(port)}`,
    runs,
    ...(process.env.RESULT_PROFILE ? { profilePath: process.env.RESULT_PROFILE } : {}),
  });
  const { all, ...summary } = figures;
  for (const [index, run] of all.entries()) {
    process.stdout.write(
      `run ${String(index + 1)}: cards ${String(Math.round(run.cardsMs))} ms, charts ${String(Math.round(run.chartsMs))} ms, ` +
        `long tasks ${run.longTasks.map((task) => `${String(task.ms)} ms at ${String(task.atMs)}`).join(', ') || 'none'}, ` +
        `server ${String(Math.round(run.serverMs ?? -1))} ms, CLS ${String(run.shift)}\n`,
    );
  }
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  process.stdout.write(
    `load average before ${before.map((value) => value.toFixed(2)).join(' ')}, after ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
