// Server CPU per signed-in GET against GET /api/health (see lib/signed-in.mjs):
//   node bench/signed-in.mjs   (BENCH_PORT, BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS)
import { fileURLToPath } from 'node:url';
import { measureSignedIn } from './lib/signed-in.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const figures = await measureSignedIn({
  root,
  port: Number(process.env.BENCH_PORT ?? 3600),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
});
console.table(figures);
