// `node bench/api-compression.mjs` (after `npm run build`): starts the built server on a fresh
// embedded database and reports, for the survey answer (POST /api/survey) asked for plain, with
// gzip and with brotli, the bytes sent and the server's CPU time per request (median of
// COMPRESSION_ROUNDS (3) interleaved autocannon runs of BENCH_SECONDS (5) each). Nothing asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApiCompression } from './lib/api-compression.mjs';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.COMPRESSION_PORT ?? 3302);
const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-compression-'));
const child = await startBuiltServer({ root, port, dataDir });
try {
  const rows = await measureApiCompression({
    origin: `http://127.0.0.1:${String(port)}`,
    serverPid: child.pid,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    rounds: Number(process.env.COMPRESSION_ROUNDS ?? 3),
  });
  process.stdout.write('POST /api/survey by Accept-Encoding (medians)\n');
  for (const row of rows) {
    process.stdout.write(
      `${row.encoding.padEnd(9)} ${String(row.bytes)} bytes, ${String(row.cpuMicrosPerRequest)} us CPU ` +
        `per request (${String(row.compressMicros)} us of it compressing), ` +
        `${String(row.requestsPerSecond)} requests/s\n`,
    );
  }
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
