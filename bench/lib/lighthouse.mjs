import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './median.mjs';
import { CHROMIUM_FLAGS } from './processes.mjs';

/** The pages issue 15 holds to its Lighthouse targets. */
export const LIGHTHOUSE_PAGES = ['/', '/survey', '/help', '/register'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * A page to measure: a path, or a path with a name (for report files) and headers sent with every
 * request (the session cookies of a signed-in page, lib/signed-in-pages.mjs).
 * @typedef {string | import('./signed-in-pages.mjs').LighthousePage} PageSpec
 */

/** @param {PageSpec} page */
function pageName(page) {
  if (typeof page !== 'string' && page.name !== undefined) return page.name;
  const path = typeof page === 'string' ? page : page.path;
  return path === '/' ? 'home' : path.replace(/^\//, '').replaceAll('/', '-');
}

/**
 * What one report says: the four scores (0-100), LCP, bytes transferred, and the audits that
 * failed in the categories other than performance (what to fix).
 * @param {import('lighthouse').RunnerResult['lhr']} lhr
 */
function figures(lhr) {
  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {string[]} */
  const failed = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    if (id === 'performance') continue;
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        audit?.score !== null &&
        audit?.score !== undefined &&
        audit.score < 1
      ) {
        failed.push(`${id}: ${ref.id}`);
      }
    }
  }
  return {
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    transferBytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? 0),
    failed,
  };
}

/**
 * Runs Lighthouse 12 (desktop preset) in Debian's chromium `runs` times on each page, the pages
 * interleaved so that a busy moment of the machine spreads over all of them. Each JSON report is
 * written to `outDir/<page>-<run>.json`. Returns per page the median of each score, of LCP, CLS,
 * TBT and of the bytes transferred over the runs that finished, how many did not, and every audit
 * that failed in any run outside performance.
 * @param {{ baseUrl: string, pages?: PageSpec[], runs?: number, outDir: string }} options
 */
export async function measureLighthouse({ baseUrl, pages = LIGHTHOUSE_PAGES, runs = 3, outDir }) {
  mkdirSync(outDir, { recursive: true });
  const named = pages.map((page) =>
    typeof page === 'string'
      ? { path: page, name: pageName(page), headers: undefined }
      : { path: page.path, name: pageName(page), headers: page.headers },
  );
  /** @type {Map<string, ReturnType<typeof figures>[]>} */
  const byPage = new Map(named.map(({ name }) => [name, []]));
  /** @type {Map<string, number>} */
  const failedRuns = new Map();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const { path, name, headers } of named) {
        const result = await lighthouse(
          new URL(path, baseUrl).href,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            ...(headers === undefined ? {} : { extraHeaders: headers }),
          },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
        writeFileSync(join(outDir, `${name}-${String(run)}.json`), report);
        // A run Lighthouse could not finish (a trace lost on a busy machine) has no scores: it is
        // kept on disk but left out of the medians, and counted.
        if (result.lhr.runtimeError) failedRuns.set(name, (failedRuns.get(name) ?? 0) + 1);
        else byPage.get(name)?.push(figures(result.lhr));
      }
    }
  } finally {
    chrome.kill();
  }
  return named.map(({ path, name }) => {
    const samples = byPage.get(name) ?? [];
    /** @type {Record<string, number>} */
    const scores = {};
    for (const id of CATEGORIES) scores[id] = median(samples.map((s) => s.scores[id] ?? 0));
    return {
      path,
      name,
      runs: samples.length,
      failedRuns: failedRuns.get(name) ?? 0,
      scores,
      lcpMs: median(samples.map((s) => s.lcpMs)),
      cls: median(samples.map((s) => s.cls)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      transferBytes: median(samples.map((s) => s.transferBytes)),
      failed: [...new Set(samples.flatMap((s) => s.failed))],
    };
  });
}
