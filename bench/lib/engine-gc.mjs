import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GCProfiler } from 'node:v8';
import { recommend } from '@transmission-spec/engine';
import { ANSWERS, generateCatalogue, loadSampleCatalogue } from './engine-speed.mjs';

/**
 * The BUILT engine over 10,000 generated families (engine-speed.mjs's generator): how long one
 * recommend() takes and what share of the timed wall time V8 spent collecting garbage, from
 * v8.GCProfiler (every collection's cost as V8 reports it; no --trace-gc parsing). It runs in a
 * fresh process so the bench's own heap (autocannon's) does not add to the collections.
 */

/**
 * @typedef {object} EngineGc
 * @property {number} families
 * @property {number} msPerEvaluation wall time per recommend() call
 * @property {number} gcShare GC time / timed wall time, 0 to 1
 * @property {number} collections how many collections ran while timed
 */

const FAMILIES = 10_000;

/**
 * @param {number} seconds
 * @returns {EngineGc}
 */
function timeInThisProcess(seconds) {
  const catalogue = generateCatalogue(loadSampleCatalogue(), FAMILIES);
  let sink = 0;
  const run = (/** @type {number} */ untilMs) => {
    let calls = 0;
    while (performance.now() < untilMs) {
      const answers = ANSWERS[calls % ANSWERS.length] ?? ANSWERS[0];
      if (answers === undefined) throw new Error('no answers to time');
      sink += recommend(answers, catalogue).type === 'Transmission' ? 1 : 0;
      calls += 1;
    }
    return calls;
  };
  run(performance.now() + 500);
  const profiler = new GCProfiler();
  profiler.start();
  const started = performance.now();
  const calls = run(started + seconds * 1000);
  const elapsedMs = performance.now() - started;
  const { statistics } = profiler.stop();
  if (sink < 0) throw new Error('unreachable');
  // cost is in microseconds.
  const gcMs = statistics.reduce((sum, entry) => sum + entry.cost, 0) / 1000;
  return {
    families: FAMILIES,
    msPerEvaluation: Number((elapsedMs / calls).toFixed(2)),
    gcShare: Number((gcMs / elapsedMs).toFixed(3)),
    collections: statistics.length,
  };
}

/**
 * Times recommend() over 10,000 families for about `seconds` in a child process.
 * @param {{ seconds?: number }} [options]
 * @returns {Promise<EngineGc>}
 */
export function measureEngineGc({ seconds = 3 } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [fileURLToPath(import.meta.url), String(seconds)],
      (error, stdout) => {
        if (error) reject(error);
        else resolve(/** @type {EngineGc} */ (JSON.parse(stdout)));
      },
    );
  });
}

// Run as a script: print the figures as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(timeInThisProcess(Number(process.argv[2] ?? 3))));
}
