// `node bench/memory.mjs`: resident memory of the built server after start and after 10,000 and
// 50,000 POST /api/survey, on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL.
// MEMORY_STEPS=10000,50000 changes the steps. Needs a build (`node scripts/build.mjs`).
import { fileURLToPath } from 'node:url';
import { measureMemory } from './lib/memory.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const steps = (process.env.MEMORY_STEPS ?? '10000,50000').split(',').map(Number);
const figures = await measureMemory({
  root,
  port: Number(process.env.MEMORY_PORT ?? 3700),
  postgresAdminUrl: process.env.TEST_DATABASE_URL,
  steps,
});

for (const [driver, run] of Object.entries(figures)) {
  if (!run) continue;
  process.stdout.write(`${driver} (surveys/s per step: ${run.surveysPerSecond.join(', ')})\n`);
  for (const point of run.points) {
    const wasm =
      point.wasmSizeMb === 0
        ? ''
        : `, WebAssembly memory ${point.wasmSizeMb} MB (${point.wasmResidentMb} MB resident)`;
    process.stdout.write(
      `  ${point.restarted ? 'restarted at' : 'after'} ${String(point.surveys).padStart(6)} surveys: RSS ${point.rssMb} MB, peak ${point.peakRssMb} MB${wasm}\n`,
    );
  }
}
process.stdout.write(`${JSON.stringify(figures)}\n`);
