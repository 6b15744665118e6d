import { simulateDutyCycle } from '@transmission-spec/engine';

/**
 * How fast the BUILT duty-cycle simulator (issue 26) runs on Node: one 100-mile linehaul run
 * (rolling 1 % hills at 65 mph, a stop halfway), and one result's worth of runs (2 families x 8
 * axle ratios over the same route). Issue 26's goals: one 100-mile run under 2 ms on Node; all the
 * runs of one result under 50 ms (in chromium, in a Web Worker: this is the Node reference).
 * Pure CPU; run `npx tsc -b packages/engine/tsconfig.build.json` first.
 */

/** @typedef {import('@transmission-spec/engine').DutyCycleInput} DutyCycleInput */
/** @typedef {import('@transmission-spec/engine').DutyCycleSegment} DutyCycleSegment */

/**
 * @typedef {object} DutyCycleSpeed
 * @property {number} msPerHundredMileRun median over batches of one 100-mile run
 * @property {number} msPerResult median over batches of 16 runs (2 families x 8 ratios)
 * @property {number} tracePoints points in one run's trace
 */

const ENDURANT_HD = [14.4, 11.03, 8.45, 6.47, 4.96, 3.8, 2.91, 2.23, 1.71, 1.31, 1.0, 0.77];
const ENDURANT_XD = [
  14.4, 12.29, 8.56, 7.3, 6.05, 5.16, 4.38, 3.74, 3.2, 2.73, 2.29, 1.95, 1.62, 1.38, 1.17, 1.0,
  0.86, 0.73,
];
const RATIOS = [2.47, 2.53, 2.64, 2.79, 2.93, 3.08, 3.25, 3.36];

/** 100 miles: five 10-mile stretches of flat, 1 % up and 1 % down, a stop at mile 50, and again. */
function hundredMiles() {
  /** @type {DutyCycleSegment[]} */
  const half = [];
  for (let index = 0; index < 5; index += 1) {
    half.push(
      { lengthMiles: 6, gradePercent: 0, speedLimitMph: 65 },
      { lengthMiles: 2, gradePercent: 1, speedLimitMph: 65 },
      { lengthMiles: 2, gradePercent: -1, speedLimitMph: 65 },
    );
  }
  const stop = {
    lengthMiles: 2,
    gradePercent: -1,
    speedLimitMph: 65,
    stopAtEnd: true,
    dwellS: 600,
  };
  return { segments: [...half.slice(0, -1), stop, ...half] };
}

/**
 * @param {number[]} forwardGears
 * @param {number} axleRatio
 * @returns {DutyCycleInput}
 */
function input(forwardGears, axleRatio) {
  return {
    vehicle: {
      gcwLbs: 80_000,
      engineHp: 500,
      engineTorqueLbFt: 1850,
      forwardGears,
      axleRatio,
      revsPerMile: 511,
      application: 'Linehaul',
    },
    route: hundredMiles(),
  };
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * @param {() => number} work one unit of work, returning something to keep
 * @param {number} batches
 * @param {number} perBatch
 */
function time(work, batches, perBatch) {
  let sink = 0;
  /** @type {number[]} */
  const perCall = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const started = performance.now();
    for (let call = 0; call < perBatch; call += 1) sink += work();
    perCall.push((performance.now() - started) / perBatch);
  }
  if (sink < 0) throw new Error('unreachable');
  return median(perCall);
}

/**
 * Warms up for about a second, then times batches of runs.
 * @param {{ batches?: number }} [options]
 * @returns {DutyCycleSpeed}
 */
export function measureDutyCycleSpeed({ batches = 15 } = {}) {
  const one = input(ENDURANT_HD, 2.64);
  const all = [ENDURANT_HD, ENDURANT_XD].flatMap((gears) =>
    RATIOS.map((ratio) => input(gears, ratio)),
  );
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) simulateDutyCycle(one);
  const msPerHundredMileRun = time(() => simulateDutyCycle(one).fuelLitres, batches, 50);
  const msPerResult = time(
    () => all.reduce((sum, run) => sum + simulateDutyCycle(run).fuelLitres, 0),
    batches,
    5,
  );
  return {
    msPerHundredMileRun: Number(msPerHundredMileRun.toFixed(3)),
    msPerResult: Number(msPerResult.toFixed(2)),
    tracePoints: simulateDutyCycle(one).trace.length,
  };
}
