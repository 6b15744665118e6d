import {
  addDays,
  APPLICATIONS,
  bands,
  CRUISE_SPEED_BAND_EDGES,
  CRUISE_SPEED_BAND_TOP,
  daysInRange,
  ENGINE_MAKES,
  GCW_BAND_EDGES,
  GCW_BAND_TOP,
  INSIGHTS_FUNNEL_STEPS,
  isoDayStart,
  noTransmissionReasonLabel,
  RESULT_TYPES,
  ROAD_TYPES,
  shownCount,
  TERRAINS,
  UNIT_SYSTEMS,
  type InsightsPeriod,
  type InsightsResponse,
} from '@transmission-spec/domain';
import type { InsightsRows } from './insights.repository.js';
import type { RollupDimension } from './survey-rollup.js';

/**
 * GET /api/insights' answer from the rows the repository read: every count but the total goes
 * through shownCount (fewer than 5 becomes null beside `fewerThanFive: true`).
 */

type Counts = ReadonlyMap<string, number>;

/** An object of counts for fixed keys, with the fewerThanFive object beside them. */
function countsBy<const K extends string>(keys: readonly K[], counts: Counts) {
  const shown = keys.map((key) => [key, shownCount(counts.get(key) ?? 0)] as const);
  return {
    ...(Object.fromEntries(shown.map(([key, value]) => [key, value.count])) as Record<
      K,
      number | null
    >),
    fewerThanFive: Object.fromEntries(
      shown.map(([key, value]) => [key, value.fewerThanFive]),
    ) as Record<K, boolean>,
  };
}

/**
 * Named counts, most surveys first. Hidden ones come last in name order: ranking them by their
 * true counts would tell what "fewer than 5" hides.
 */
function ranked(counts: Counts) {
  return [...counts]
    .map(([name, count]) => ({ name, ...shownCount(count) }))
    .sort(
      (a, b) =>
        Number(a.fewerThanFive) - Number(b.fewerThanFive) ||
        (b.count ?? 0) - (a.count ?? 0) ||
        a.name.localeCompare(b.name),
    );
}

/** The Monday starting the ISO week of a day. */
function weekOf(day: string): string {
  const weekday = new Date(isoDayStart(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function periods(byPeriod: ReadonlyMap<string, Map<string, number>>): InsightsPeriod[] {
  return [...byPeriod].map(([day, outcomes]) => ({
    day,
    ...shownCount([...outcomes.values()].reduce((sum, count) => sum + count, 0)),
    byOutcome: countsBy(RESULT_TYPES, outcomes),
  }));
}

export function insightsAnswer(from: string, to: string, rows: InsightsRows): InsightsResponse {
  const totals = new Map<RollupDimension, Map<string, number>>();
  for (const [dimension, value, count] of rows.totals) {
    const key = dimension as RollupDimension;
    const counts = totals.get(key) ?? new Map<string, number>();
    counts.set(value, count);
    totals.set(key, counts);
  }
  const of = (dimension: RollupDimension): Counts => totals.get(dimension) ?? new Map();

  const byDay = new Map<string, Map<string, number>>();
  const byWeek = new Map<string, Map<string, number>>();
  for (let index = 0; index < daysInRange(from, to); index += 1) {
    const day = addDays(from, index);
    byDay.set(day, new Map());
    byWeek.set(weekOf(day), new Map());
  }
  for (const [day, outcome, count] of rows.days) {
    byDay.get(day)?.set(outcome, count);
    const week = byWeek.get(weekOf(day));
    week?.set(outcome, (week.get(outcome) ?? 0) + count);
  }

  const outcomes = of('outcome');
  const total = [...outcomes.values()].reduce((sum, count) => sum + count, 0);
  const values = (dimension: RollupDimension, keys: readonly string[]) =>
    keys.map((value) => ({ value, ...shownCount(of(dimension).get(value) ?? 0) }));
  const banded = (dimension: RollupDimension, edges: readonly number[], top: number) =>
    bands(edges, top).map((band) => ({
      ...band,
      ...shownCount(of(dimension).get(String(band.from)) ?? 0),
    }));
  const funnel = new Map<string, number>([
    ['surveys', total],
    ['specsSaved', rows.specsSaved],
    ['shareLinks', rows.shareLinks],
  ]);

  return {
    from,
    to,
    surveys: {
      total,
      byOutcome: countsBy(RESULT_TYPES, outcomes),
      byDay: periods(byDay),
      byWeek: periods(byWeek),
    },
    applications: values('application', APPLICATIONS),
    terrains: values('terrain', TERRAINS),
    roadTypes: values('roadType', ROAD_TYPES),
    engineMakes: values('engineMake', ENGINE_MAKES),
    gcw: banded('gcw', GCW_BAND_EDGES, GCW_BAND_TOP),
    cruiseSpeed: banded('cruiseSpeed', CRUISE_SPEED_BAND_EDGES, CRUISE_SPEED_BAND_TOP),
    topChoices: ranked(of('topChoice')).map(({ name, ...count }) => ({ family: name, ...count })),
    runnerUps: ranked(of('runnerUp')).map(({ name, ...count }) => ({ family: name, ...count })),
    noTransmissionReasons: ranked(of('reason')).map(({ name, ...count }) => ({
      reason: noTransmissionReasonLabel(name),
      key: name,
      ...count,
    })),
    funnel: countsBy(INSIGHTS_FUNNEL_STEPS, funnel),
    units: countsBy(UNIT_SYSTEMS, of('units')),
  };
}
