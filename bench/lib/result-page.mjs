// Issue 29 item 6: how quickly the survey's result shows after "See My Result", and whether the
// page stays responsive while the duty-cycle figures and charts come in. Debian's chromium against
// the built server; every figure is taken in the page with the Performance API.
/// <reference lib="dom" />
// instrument() and the page.evaluate callbacks run in the page, not in Node.
/* global window, document, MutationObserver, requestAnimationFrame */
import { writeFileSync } from 'node:fs';

import { PERFORMANCE_GOALS } from '@transmission-spec/domain';

import { median } from './median.mjs';
import { launchChromium } from './processes.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';

/** The survey flow's draft key (apps/web/src/features/survey/survey-draft-storage.ts). */
const DRAFT_KEY = 'transmission-spec.survey-draft';

/**
 * The wizard's form for the linehaul answers, as apps/web's answersToForm builds it: what the tab's
 * draft storage holds once a visitor has answered every page.
 * @param {import('@transmission-spec/domain').SurveyAnswers} answers
 */
function formOf(answers) {
  const mountainFrequency =
    ['OccasionalMountain', 'FrequentMountain'].find((frequency) =>
      answers.terrain.includes(/** @type {never} */ (frequency)),
    ) ?? null;
  const cards = ['Flat', 'HillyRolling', 'MountainPass', 'SteepGrade'].filter((card) =>
    card === 'MountainPass'
      ? mountainFrequency !== null
      : answers.terrain.includes(/** @type {never} */ (card)),
  );
  return {
    application: answers.application,
    maxWeight: answers.maxWeight,
    terrain: { cards, mountainFrequency, steepGradeConfirmed: cards.includes('SteepGrade') },
    roadTypes: [...answers.roadTypes],
    maneuvers: {
      none: answers.maneuvers.length === 0,
      selected: [...answers.maneuvers],
      slowCreepingConfirmed: answers.maneuvers.includes('SlowCreeping'),
    },
    cruiseSpeed: answers.cruiseSpeed,
    maxSpeed: answers.maxSpeed,
    pto:
      answers.pto === 'NoPTO'
        ? { needed: false, count: null }
        : { needed: true, count: answers.pto },
    engineMake: answers.engineMake,
    engineHp: answers.engineHp,
    engineTorque: answers.engineTorque,
    ranking: [...PERFORMANCE_GOALS].sort(
      (a, b) => answers.preferenceRanking[a] - answers.preferenceRanking[b],
    ),
  };
}

/**
 * Runs in the page before its scripts: records every long task and layout shift from the start, and
 * the trusted click on "See My Result" (its event's timeStamp: when the input happened, before any
 * handler ran). Then it watches for the two recommendation cards (`article`s inside the result's
 * grid) with a MutationObserver and takes, once both are in the DOM, the time after the next frame:
 * a requestAnimationFrame callback runs just before that frame is painted and a setTimeout queued
 * from it runs just after, so it stands for "painted" without an `elementtiming` attribute in the
 * app (Element Timing reports images and text only, and the cards are neither as a whole).
 * Last it watches the duty-cycle section: done when it is no longer aria-busy and both chart
 * drawings (lazily loaded SVGs) are in.
 */
function instrument() {
  /** @type {any} */
  const bench = { longTasks: [], shifts: [], clickAt: null, cardsPaintedAt: null, doneAt: null };
  /** @type {any} */ (window).__resultBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      bench.shifts.push({
        start: entry.startTime,
        value: entry.value,
        input: entry.hadRecentInput,
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener(
    'click',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      const button = target?.closest('button');
      if (event.isTrusted && button?.textContent?.trim() === 'See My Result') {
        bench.clickAt = event.timeStamp;
      }
    },
    { capture: true },
  );
  const cardsIn = () => document.querySelectorAll('main article[aria-labelledby]').length >= 2;
  const chartsIn = () => {
    const section = Array.from(document.querySelectorAll('section[aria-busy]')).find((element) =>
      element.querySelector('figure'),
    );
    if (section === undefined || section.getAttribute('aria-busy') !== 'false') return false;
    // Each chart's drawing (its plot holds an SVG; the legend has SVGs of its own) is in, not
    // the placeholder: the second chart draws after the first (issue 29 item 6).
    const plots = Array.from(section.querySelectorAll('figure > [role="img"]'));
    return (
      plots.length >= 2 &&
      plots.every(
        (plot) =>
          plot.querySelector('svg') !== null && plot.querySelector('.MuiSkeleton-root') === null,
      )
    );
  };
  const observer = new MutationObserver(() => {
    if (bench.clickAt === null) return;
    if (bench.cardsPaintedAt === null && !bench.cardsSeen && cardsIn()) {
      bench.cardsSeen = true;
      bench.cardsInDomAt = performance.now();
      requestAnimationFrame(() => {
        setTimeout(() => {
          bench.cardsPaintedAt = performance.now();
        }, 0);
      });
    }
    if (bench.doneAt === null && chartsIn()) {
      requestAnimationFrame(() => {
        setTimeout(() => {
          bench.doneAt ??= performance.now();
        }, 0);
      });
    }
  });
  const start = () => {
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/**
 * One measured run in a fresh browser context (an empty HTTP cache, as a first visit): the tab's
 * draft holds every answer and the history entry is the survey's last page, as a reload there
 * leaves it; the page loads, settles (its duty-cycle worker warms, as on the last page), then
 * "See My Result" is clicked with a real mouse event.
 * With `profilePath`, chromium's CPU profiler samples the main thread from just before the click
 * to the charts (every 100 us) and the profile is written there (open it in DevTools' Performance
 * panel, or read it with lib/cpuprofile-summary.mjs).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} [profilePath]
 */
async function oneRun(browser, origin, profilePath) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const form = JSON.stringify(formOf(LINEHAUL_ANSWERS));
    await context.addInitScript(
      ({ key, value }) => {
        window.sessionStorage.setItem(key, value);
      },
      { key: DRAFT_KEY, value: form },
    );
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto('/survey');
    // React Router keeps its state under `usr`; a reload keeps history state (use-survey-flow).
    await page.evaluate(() => {
      window.history.replaceState({ usr: { surveyPage: 6 }, key: 'bench', idx: 0 }, '', '/survey');
    });
    await page.reload({ waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'See My Result', exact: true });
    await button.waitFor({ state: 'visible' });
    // The last page's idle time: the worker starts and warms (useWarmDutyCycle) meanwhile.
    await page.waitForTimeout(1500);
    const cdp = profilePath === undefined ? null : await context.newCDPSession(page);
    if (cdp !== null) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await button.click();
    await page
      .waitForFunction(() => /** @type {any} */ (window).__resultBench.doneAt !== null, null, {
        timeout: 30_000,
      })
      .catch(async (/** @type {unknown} */ error) => {
        // Say what never came: the figures, or which chart's drawing.
        const state = await page.evaluate(() =>
          Array.from(document.querySelectorAll('section[aria-busy] figure > [role="img"]')).map(
            (plot) =>
              `${plot.getAttribute('aria-label')?.slice(0, 40) ?? ''}: ${plot.innerHTML.slice(0, 200)}`,
          ),
        );
        throw new Error(`the charts did not come: ${JSON.stringify(state)}`, { cause: error });
      });
    // A long task still running when the charts arrived is reported after it ends.
    await page.waitForTimeout(500);
    if (cdp !== null && profilePath !== undefined) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profilePath, JSON.stringify(profile));
    }
    return await page.evaluate(() => {
      const bench = /** @type {any} */ (window).__resultBench;
      const from = bench.clickAt;
      const tasks = bench.longTasks.filter(
        (/** @type {{ start: number }} */ task) => task.start + 1 >= from,
      );
      const survey = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === '/api/survey');
      const timing = /** @type {PerformanceResourceTiming | undefined} */ (survey);
      const shifts = bench.shifts.filter(
        (/** @type {{ start: number }} */ shift) => shift.start >= from,
      );
      return {
        cardsMs: bench.cardsPaintedAt - from,
        cardsInDomMs: bench.cardsInDomAt - from,
        chartsMs: bench.doneAt - from,
        longTasks: tasks.map((/** @type {{ start: number, duration: number }} */ task) => ({
          atMs: Math.round(task.start - from),
          ms: Math.round(task.duration),
        })),
        longestTaskMs: Math.max(
          0,
          ...tasks.map((/** @type {{ duration: number }} */ task) => task.duration),
        ),
        // Request sent to the answer's first byte: the server's time plus the loopback's.
        serverMs: timing ? timing.responseStart - timing.requestStart : null,
        fetchMs: timing ? timing.responseEnd - timing.startTime : null,
        requestAt: timing ? timing.startTime - from : null,
        // Every shift after the click; the browser marks those within 500 ms of it as input-led.
        shift: shifts.reduce(
          (/** @type {number} */ sum, /** @type {{ value: number }} */ s) => sum + s.value,
          0,
        ),
        shiftAfterInput: shifts
          .filter((/** @type {{ input: boolean }} */ s) => !s.input)
          .reduce(
            (/** @type {number} */ sum, /** @type {{ value: number }} */ s) => sum + s.value,
            0,
          ),
      };
    });
  } finally {
    await context.close();
  }
}

const r1 = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/**
 * The medians and maxima of a set of runs.
 * @param {Awaited<ReturnType<typeof oneRun>>[]} all
 */
function summarize(all) {
  /** @param {(run: Awaited<ReturnType<typeof oneRun>>) => number | null} pick */
  const stats = (pick) => {
    const values = /** @type {number[]} */ (all.map(pick).filter((value) => value !== null));
    return { median: r1(median(values)), max: r1(Math.max(...values)) };
  };
  return {
    runs: all.length,
    cardsMs: stats((run) => run.cardsMs),
    cardsInDomMs: stats((run) => run.cardsInDomMs),
    chartsMs: stats((run) => run.chartsMs),
    longestTaskMs: stats((run) => run.longestTaskMs),
    runsWithTaskOver50: all.filter((run) => run.longestTaskMs > 50).length,
    serverMs: stats((run) => run.serverMs),
    fetchMs: stats((run) => run.fetchMs),
    cls: stats((run) => run.shift),
    clsWithoutInput: stats((run) => run.shiftAfterInput),
    all,
  };
}

/**
 * N runs of the result page (default 7), each in a fresh context of one chromium; medians and
 * maxima of each figure, and every run's figures. With `beforeOrigin` (another build's server) the
 * runs alternate between the two, so a busy spell of the shared machine falls on both.
 * `profilePath` profiles one more run, after the measured ones (its figures are left out).
 * @param {{ origin: string, runs?: number, profilePath?: string, beforeOrigin?: string }} options
 */
export async function measureResultPage({ origin, runs = 7, profilePath, beforeOrigin }) {
  const browser = await launchChromium();
  try {
    // One run unmeasured on each: the server's first answers and chromium's own start-up.
    await oneRun(browser, origin);
    if (beforeOrigin !== undefined) await oneRun(browser, beforeOrigin);
    /** @type {Awaited<ReturnType<typeof oneRun>>[]} */
    const all = [];
    /** @type {Awaited<ReturnType<typeof oneRun>>[]} */
    const before = [];
    for (let run = 0; run < runs; run += 1) {
      // Which goes first alternates too.
      if (beforeOrigin !== undefined && run % 2 === 1)
        before.push(await oneRun(browser, beforeOrigin));
      all.push(await oneRun(browser, origin));
      if (beforeOrigin !== undefined && run % 2 === 0)
        before.push(await oneRun(browser, beforeOrigin));
    }
    if (profilePath !== undefined) await oneRun(browser, origin, profilePath);
    return {
      ...summarize(all),
      ...(beforeOrigin === undefined ? {} : { before: summarize(before) }),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Issue 29 item 6, part 3: the first duty-cycle estimate of a saved spec's page and of its shared
 * page, each opened by a full page load in a fresh context (nothing cached, no worker yet). The
 * page's own `duty-cycle-estimate` measure (lib/duty-cycle/duty-cycle-client.ts) gives the round
 * trip from the request to the answer, and its detail the runs' time inside the worker.
 * The pages take turns within each run (a before/after pair: two servers' pages).
 * @param {{ pages: { name: string, url: string, headers?: Record<string, string> }[], runs?: number }} options
 */
export async function measureColdEstimate({ pages, runs = 5 }) {
  const browser = await launchChromium();
  try {
    /** @type {Record<string, { runsMs: number[], roundTripMs: number[] }>} */
    const figures = {};
    for (let run = 0; run < runs; run += 1) {
      for (const { name, url, headers } of pages) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          ...(headers ? { extraHTTPHeaders: headers } : {}),
        });
        try {
          const page = await context.newPage();
          await page.goto(url);
          const entry = await page.waitForFunction(
            () => {
              const [first] = performance.getEntriesByName('duty-cycle-estimate');
              return first === undefined
                ? null
                : {
                    roundTripMs: first.duration,
                    runsMs: /** @type {{ runsMs: number }} */ (
                      /** @type {PerformanceMeasure} */ (first).detail
                    ).runsMs,
                  };
            },
            null,
            { timeout: 30_000 },
          );
          const { roundTripMs, runsMs } = /** @type {{ roundTripMs: number, runsMs: number }} */ (
            await entry.jsonValue()
          );
          figures[name] ??= { runsMs: [], roundTripMs: [] };
          figures[name].runsMs.push(r1(runsMs));
          figures[name].roundTripMs.push(r1(roundTripMs));
        } finally {
          await context.close();
        }
      }
    }
    return Object.fromEntries(
      Object.entries(figures).map(([name, { runsMs, roundTripMs }]) => [
        name,
        {
          runsMs: { median: r1(median(runsMs)), max: r1(Math.max(...runsMs)), all: runsMs },
          roundTripMs: {
            median: r1(median(roundTripMs)),
            max: r1(Math.max(...roundTripMs)),
            all: roundTripMs,
          },
        },
      ]),
    );
  } finally {
    await browser.close();
  }
}
