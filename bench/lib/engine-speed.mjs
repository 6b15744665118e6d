import { readFileSync } from 'node:fs';
import { recommend } from '@transmission-spec/engine';
import { TransmissionFamilyInputSchema } from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';

/**
 * How fast the BUILT recommendation engine evaluates a survey: evaluations per second of
 * `recommend(answers, catalogue)` (explain off, as the public call runs it) over the domain's sample
 * catalogue and over a generated catalogue of 1,000 families. Pure CPU, no I/O in the timed loop;
 * run `npx tsc -b packages/engine/tsconfig.build.json` first.
 */

/** @typedef {import('@transmission-spec/domain').TransmissionFamily} TransmissionFamily */
/** @typedef {import('@transmission-spec/domain').SurveyAnswers} SurveyAnswers */
/** @typedef {import('@transmission-spec/domain').SupportLevel} SupportLevel */

/**
 * @typedef {object} CatalogueSpeed
 * @property {number} families how many families the catalogue holds
 * @property {number} evaluationsPerSecond recommend() calls per second, rounded
 */

/**
 * @typedef {object} EngineSpeed
 * @property {CatalogueSpeed} sampleCatalogue the 8 families of the sample catalogue
 * @property {CatalogueSpeed} thousandFamilies 1,000 generated families
 * @property {number} costGrowth time per evaluation per family at 1,000 families divided by the same at
 *   the sample size: 1 means the cost grows linearly with the catalogue, above 1 faster than linearly
 */

const FIXTURE = new URL('../../packages/domain/catalogue/sample-catalogue.json', import.meta.url);
const SEED = 20_250_101;
const GENERATED_FAMILIES = 1000;

/** @type {readonly SupportLevel[]} */
const LEVELS = ['NotSupported', 'Supported', 'Recommended'];

/** The sample catalogue, parsed as the server stores it, with ids 1..8 in file order. */
export function loadSampleCatalogue() {
  /** @type {{ families: unknown[] }} */
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  return fixture.families.map(
    (raw, index) =>
      /** @type {TransmissionFamily} */ ({
        ...TransmissionFamilyInputSchema.parse(raw),
        id: index + 1,
        isDeleted: false,
        image: null,
      }),
  );
}

/**
 * A deterministic pseudo-random source (Numerical Recipes LCG), so every run times the same catalogue.
 * @param {number} seed
 * @returns {() => number} next value in [0, 1)
 */
function lcg(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Varied copies of the sample families: limits and goal points jittered, one support level in ten
 * redrawn, a few disabled, so eligibility and ranking do real work rather than repeat eight answers.
 * @param {readonly TransmissionFamily[]} samples
 * @param {number} count
 * @returns {TransmissionFamily[]}
 */
export function generateCatalogue(samples, count) {
  const random = lcg(SEED);
  const pick = (/** @type {number} */ n) => Math.floor(random() * n);
  const jitter = (/** @type {number} */ value, /** @type {number} */ spread) =>
    value + (pick(2 * spread + 1) - spread);
  /** @param {Record<string, SupportLevel>} group */
  const vary = (group) =>
    Object.fromEntries(
      Object.entries(group).map(([key, level]) => [
        key,
        random() < 0.1 ? (LEVELS[pick(LEVELS.length)] ?? level) : level,
      ]),
    );
  return Array.from({ length: count }, (_, index) => {
    const base = samples[pick(samples.length)] ?? samples[0];
    if (base === undefined) throw new Error('the sample catalogue is empty');
    const points = base.performanceGoalPoints;
    const clampPoints = (/** @type {number} */ value) =>
      Math.min(100, Math.max(0, jitter(value, 10)));
    return /** @type {TransmissionFamily} */ ({
      ...base,
      id: index + 1,
      name: `${base.name} #${index + 1}`,
      rank: index + 1,
      isDisabled: random() < 0.05,
      performanceGoalPoints: {
        acceleration: clampPoints(points.acceleration),
        fuelEconomy: clampPoints(points.fuelEconomy),
        lowSpeedManeuvers: clampPoints(points.lowSpeedManeuvers),
        price: clampPoints(points.price),
        tripTime: clampPoints(points.tripTime),
      },
      maxSupportedEngineHp: Math.min(625, jitter(base.maxSupportedEngineHp, 40)),
      maxSupportedCruiseSpeed: Math.min(80, jitter(base.maxSupportedCruiseSpeed, 4)),
      supportedApplications: vary(base.supportedApplications),
      supportedTerrain: vary(base.supportedTerrain),
      supportedManeuvers: vary(base.supportedManeuvers),
      supportedRoadTypes: vary(base.supportedRoadTypes),
    });
  });
}

/**
 * Four surveys the timed loop cycles through, the domain's golden answers of docs/recommendation.md
 * cases 1, 5, 6 and 7: linehaul, dump truck, heavy haul, and one nothing fits.
 * @type {readonly SurveyAnswers[]}
 */
export const ANSWERS = /** @type {const} */ ([
  'linehaul',
  'dumpTruck',
  'heavyHaul',
  'doorToDoorRefuse',
]).map((name) => goldenAnswers(name));

/**
 * Calls recommend() over `catalogue` for `warmupMs`, then counts calls for `seconds`.
 * @param {readonly TransmissionFamily[]} catalogue
 * @param {number} seconds
 * @param {number} warmupMs
 * @returns {CatalogueSpeed}
 */
function timeCatalogue(catalogue, seconds, warmupMs) {
  let sink = 0;
  const run = (/** @type {number} */ untilMs) => {
    let calls = 0;
    while (performance.now() < untilMs) {
      const answers = ANSWERS[calls % ANSWERS.length] ?? ANSWERS[0];
      if (answers === undefined) throw new Error('no answers to time');
      // Reading the result keeps the call from being optimised away.
      sink += recommend(answers, catalogue).type === 'Transmission' ? 1 : 0;
      calls += 1;
    }
    return calls;
  };
  run(performance.now() + warmupMs);
  const started = performance.now();
  const calls = run(started + seconds * 1000);
  const elapsed = performance.now() - started;
  if (sink < 0) throw new Error('unreachable');
  return {
    families: catalogue.length,
    evaluationsPerSecond: Math.round((calls * 1000) / elapsed),
  };
}

/**
 * Measures recommend() over the sample catalogue and over 1,000 generated families, about
 * `seconds` each after a warm-up.
 * @param {{ seconds?: number, warmupMs?: number }} [options]
 * @returns {Promise<EngineSpeed>}
 */
export async function measureEngineSpeed({ seconds = 2, warmupMs = 500 } = {}) {
  const sample = loadSampleCatalogue();
  const generated = generateCatalogue(sample, GENERATED_FAMILIES);
  const sampleCatalogue = timeCatalogue(sample, seconds, warmupMs);
  // Let pending I/O run between the two loops; the loops themselves never yield.
  await new Promise((resolve) => setImmediate(resolve));
  const thousandFamilies = timeCatalogue(generated, seconds, warmupMs);
  const perFamilySample = 1 / (sampleCatalogue.evaluationsPerSecond * sampleCatalogue.families);
  const perFamilyThousand = 1 / (thousandFamilies.evaluationsPerSecond * thousandFamilies.families);
  return {
    sampleCatalogue,
    thousandFamilies,
    costGrowth: Number((perFamilyThousand / perFamilySample).toFixed(2)),
  };
}
