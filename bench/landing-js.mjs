// `node bench/landing-js.mjs`: starts the built server (run `node scripts/build.mjs` first) on a
// throw-away embedded database and prints what Debian's chromium loads for the landing page: the
// number of script files and their size, raw and gzip -9. Nothing is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLandingJs } from './lib/landing-js.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3401);

const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-landing-'));
const child = await startBuiltServer({ root, port, dataDir });
try {
  const figures = await measureLandingJs(`http://127.0.0.1:${String(port)}/`);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
