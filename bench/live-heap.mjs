// `node bench/live-heap.mjs` (after a build): does the embedded server's memory level off, or is it
// only uncollected garbage that grows? Starts the built server on a fresh embedded database with
// --expose-gc and bench/lib/gc-on-signal.cjs, posts LIVE_HEAP_SURVEYS (90,000) surveys at 10
// connections in steps of 10,000 then 20,000, and after each step forces a full collection and
// prints RSS, JS heap used and external memory in MB. Nothing is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer, stopProcess } from './lib/processes.mjs';
import { LINEHAUL_ANSWERS } from './lib/survey-answers.mjs';
import { csrfHeaders } from './lib/throughput.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3404);
const total = Number(process.env.LIVE_HEAP_SURVEYS ?? 90_000);
const origin = `http://127.0.0.1:${String(port)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'transmission-spec-live-heap-'));
const child = await startBuiltServer({
  root,
  port,
  dataDir,
  stderr: 'pipe',
  nodeArgs: ['--expose-gc', '--require', join(root, 'bench/lib/gc-on-signal.cjs')],
});

/** Asks the server for a full collection and waits for its figures. */
function collect() {
  return new Promise((resolve) => {
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((text) => text.startsWith('{"liveHeap"'));
      if (!line) return;
      child.stderr?.off('data', onData);
      const { liveHeap } = JSON.parse(line);
      const mb = (/** @type {number} */ bytes) => Math.round(bytes / 2 ** 20);
      resolve({
        rssMb: mb(liveHeap.rss),
        heapUsedMb: mb(liveHeap.heapUsed),
        externalMb: mb(liveHeap.external),
      });
    };
    child.stderr?.on('data', onData);
    child.kill('SIGUSR2');
  });
}

try {
  const headers = await csrfHeaders(origin);
  const rows = [{ surveys: 0, ...(await collect()) }];
  let done = 0;
  while (done < total) {
    const step = Math.min(done === 0 ? 10_000 : 20_000, total - done);
    await autocannon({
      url: `${origin}/api/survey`,
      method: 'POST',
      connections: 10,
      amount: step,
      headers,
      body: JSON.stringify(LINEHAUL_ANSWERS),
    });
    done += step;
    // Survey events are written within a second (decision 008); let the last batch land.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rows.push({ surveys: done, ...(await collect()) });
  }
  console.table(rows);
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
