import {
  bandOf,
  CRUISE_SPEED_BAND_EDGES,
  GCW_BAND_EDGES,
  UNRECORDED_REASON,
  utcDay,
} from '@transmission-spec/domain';
import { sql, type SQL } from 'drizzle-orm';
import { surveyDailyCounts } from '../../db/schema/index.js';

/**
 * What a survey event adds to the daily rollup (decision 100), twice over, side by side: in
 * TypeScript for the survey events' insert (`rollUpBatch`: the batch is in memory, and counting it
 * there costs a fraction of what the same grouping costs inside the embedded database, which runs
 * on the event loop), and in SQL for the backfill of events stored before the rollup existed
 * (`rollUpEventsSql`). insights-retention.test.ts checks the two count the same. Dimension names
 * are the keys the Insights service reads.
 */

export const ROLLUP_DIMENSIONS = [
  'outcome',
  'application',
  'terrain',
  'roadType',
  'engineMake',
  'gcw',
  'cruiseSpeed',
  'topChoice',
  'runnerUp',
  'reason',
  'units',
] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/**
 * One completed survey as stored for the Insights and counted by the rollup (the survey module
 * writes it as its SurveyEvent): no user, e-mail or name.
 */
export interface RollupEvent {
  readonly occurredAt: Date;
  readonly application: string;
  readonly topChoice: string | null;
  readonly runnerUp: string | null;
  readonly outcome: string;
  readonly units: string;
  readonly terrains: readonly string[];
  readonly roadTypes: readonly string[];
  readonly engineMake: string;
  /** lb and mph, as answered. */
  readonly gcw: number;
  readonly cruiseSpeed: number;
  /** The NoTransmission reason key (domain noTransmissionReasonKey); null for other outcomes. */
  readonly noTransmissionReason: string | null;
}

/** One row to add to survey_daily_counts. */
export interface RollupIncrement {
  readonly day: string;
  readonly dimension: RollupDimension;
  readonly value: string;
  readonly count: number;
}

/** The batch's counts per day, dimension and value, in key order (as rollUpEventsSql groups). */
export function rollUpBatch(events: readonly RollupEvent[]): RollupIncrement[] {
  const counts = new Map<string, RollupIncrement>();
  const add = (day: string, dimension: RollupDimension, value: string | null) => {
    if (value === null) return;
    const key = `${day}\u0000${dimension}\u0000${value}`;
    const known = counts.get(key);
    counts.set(key, { day, dimension, value, count: (known?.count ?? 0) + 1 });
  };
  for (const event of events) {
    const day = utcDay(event.occurredAt);
    add(day, 'outcome', event.outcome);
    add(day, 'application', event.application);
    add(day, 'engineMake', event.engineMake);
    add(day, 'gcw', String(bandOf(GCW_BAND_EDGES, event.gcw)));
    add(day, 'cruiseSpeed', String(bandOf(CRUISE_SPEED_BAND_EDGES, event.cruiseSpeed)));
    add(day, 'topChoice', event.topChoice);
    add(day, 'runnerUp', event.runnerUp);
    add(day, 'reason', event.noTransmissionReason);
    add(day, 'units', event.units);
    for (const terrain of event.terrains) add(day, 'terrain', terrain);
    for (const road of event.roadTypes) add(day, 'roadType', road);
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, increment]) => increment);
}

/** `case` picking the band's lower edge as text; the edges are the domain's numbers, not input. */
function bandSql(column: SQL, edges: readonly number[]): SQL {
  const descending = [...edges].reverse();
  const lowest = edges[0] ?? 0;
  const whens = descending
    .slice(0, -1)
    .map((edge) => sql`when ${column} >= ${sql.raw(String(edge))} then ${sql.raw(`'${edge}'`)}`);
  return sql`case when ${column} is null then null ${sql.join(whens, sql` `)} else ${sql.raw(`'${lowest}'`)} end`;
}

/** `on conflict` of both: add to the day's count. */
export function addToCountsSql(): SQL {
  return sql`on conflict (day, dimension, value)
    do update set count = ${surveyDailyCounts}.count + excluded.count`;
}

/**
 * `insert into survey_daily_counts ... on conflict add` of the events in `source`, a CTE or table
 * with survey_events' columns. Grouped, so each (day, dimension, value) appears once, and in key
 * order, so two servers adding to the same rows lock them in the same order and never deadlock.
 * An event stored before issue 28 has no outcome: it counts as Transmission when it had a top
 * choice, else NoTransmission with its reason unrecorded.
 */
export function rollUpEventsSql(source: SQL): SQL {
  const e = (column: string) => sql.raw(`e.${column}`);
  return sql`
    insert into ${surveyDailyCounts} (day, dimension, value, count)
    select (e.occurred_at at time zone 'UTC')::date, d.dimension, d.value, count(*)::int
    from ${source} as e
    cross join lateral (
      select * from (values
        ('outcome', coalesce(e.outcome,
          case when e.top_choice is null then 'NoTransmission' else 'Transmission' end)),
        ('application', e.application),
        ('engineMake', e.engine_make),
        ('gcw', ${bandSql(e('gcw'), GCW_BAND_EDGES)}),
        ('cruiseSpeed', ${bandSql(e('cruise_speed'), CRUISE_SPEED_BAND_EDGES)}),
        ('topChoice', e.top_choice),
        ('runnerUp', e.runner_up),
        ('reason', case when e.outcome is null and e.top_choice is null
          then ${sql.raw(`'${UNRECORDED_REASON}'`)} else e.no_transmission_reason end),
        ('units', e.units)
      ) as single(dimension, value)
      union all select 'terrain', terrain from unnest(e.terrains) as terrain
      union all select 'roadType', road from unnest(e.road_types) as road
    ) as d(dimension, value)
    where d.value is not null
    group by 1, 2, 3
    order by 1, 2, 3
    ${addToCountsSql()}
  `;
}
