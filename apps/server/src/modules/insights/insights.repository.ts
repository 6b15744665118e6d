import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  specShares,
  surveyDailyCounts,
  surveyEvents,
  surveyResults,
} from '../../db/schema/index.js';
import { rollUpEventsSql } from './survey-rollup.js';

/** What the Insights read for a range: rollup sums, the outcome of each day and the funnel. */
export interface InsightsRows {
  /** [dimension, value, surveys] over the whole range. */
  readonly totals: readonly [string, string, number][];
  /** [day, outcome, surveys] for each day and outcome with any survey. */
  readonly days: readonly [string, string, number][];
  readonly specsSaved: number;
  readonly shareLinks: number;
}

/**
 * One round trip for the whole page (decision 100): the rollup's rows of the range, read by its
 * primary key (day first), summed by the database, plus the day-by-day outcomes and the funnel's
 * two counts. `from` and `to` are UTC days, both included; the specs and share links are those
 * created from midnight UTC starting `from` to midnight UTC ending `to`.
 */
export async function readInsightsRows(db: Db, from: string, to: string): Promise<InsightsRows> {
  const c = surveyDailyCounts;
  const inRange = sql`${c.day} between ${from}::date and ${to}::date`;
  const start = sql`(${from}::date)::timestamp at time zone 'UTC'`;
  const end = sql`(${to}::date + 1)::timestamp at time zone 'UTC'`;
  const result = await db.execute(sql`
    select json_build_object(
      'totals', coalesce((
        select json_agg(json_build_array(dimension, value, surveys))
        from (
          select ${c.dimension} as dimension, ${c.value} as value, sum(${c.count})::int as surveys
          from ${c} where ${inRange}
          group by 1, 2
        ) as summed
      ), '[]'::json),
      'days', coalesce((
        select json_agg(json_build_array(${c.day}::text, ${c.value}, ${c.count}))
        from ${c} where ${inRange} and ${c.dimension} = 'outcome'
      ), '[]'::json),
      'specsSaved', (select count(*)::int from ${surveyResults}
        where ${surveyResults.createdAt} >= ${start} and ${surveyResults.createdAt} < ${end}),
      'shareLinks', (select count(*)::int from ${specShares}
        where ${specShares.createdAt} >= ${start} and ${specShares.createdAt} < ${end})
    )::text as insights`);
  // Both drivers answer { rows }: node-postgres' QueryResult and PGlite's Results.
  const [row] = (result as { rows: { insights: string }[] }).rows;
  if (!row) throw new Error('the insights query returned no row');
  return JSON.parse(row.insights) as InsightsRows;
}

/**
 * Counts up to `limit` events not yet in the rollup (stored before it existed) and marks them
 * counted, in one statement, so an event is never counted twice or lost. Answers how many.
 */
export async function rollUpPendingEvents(db: Db, limit: number): Promise<number> {
  const e = surveyEvents;
  const result = await db.execute(sql`
    with pending as (
      update ${e} set ${sql.identifier(e.rolledUp.name)} = true
      where ${e.id} in (select ${e.id} from ${e} where not ${e.rolledUp} order by ${e.id} limit ${limit})
      returning *
    ), counted as (
      ${rollUpEventsSql(sql`pending`)}
    )
    select count(*)::int as events from pending`);
  const [row] = (result as { rows: { events: number }[] }).rows;
  return row?.events ?? 0;
}

/**
 * Deletes up to `limit` counted events that occurred before `cutoff` (the retention setting);
 * their daily counts stay. Events not yet counted are kept until the backfill has counted them.
 */
export async function deleteExpiredEvents(db: Db, cutoff: Date, limit: number): Promise<number> {
  const e = surveyEvents;
  const result = await db.execute(sql`
    with expired as (
      delete from ${e} where ${e.id} in (
        select ${e.id} from ${e}
        where ${e.occurredAt} < ${cutoff.toISOString()}::timestamptz and ${e.rolledUp}
        limit ${limit}
      )
      returning 1
    )
    select count(*)::int as events from expired`);
  const [row] = (result as { rows: { events: number }[] }).rows;
  return row?.events ?? 0;
}
