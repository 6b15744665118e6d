import {
  CRUISE_SPEED_BAND_EDGES,
  GCW_BAND_EDGES,
  UNRECORDED_REASON,
} from '@transmission-spec/domain';
import { sql, type SQL } from 'drizzle-orm';
import { surveyDailyCounts } from '../../db/schema/index.js';

/**
 * The one definition of what a survey event adds to the daily rollup (decision 100), shared by the
 * survey events' insert (which counts each batch in the same statement) and the backfill (which
 * counts events stored before the rollup existed). Dimension names are the keys the Insights
 * service reads.
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

/** `case` picking the band's lower edge as text; the edges are the domain's numbers, not input. */
function bandSql(column: SQL, edges: readonly number[]): SQL {
  const descending = [...edges].reverse();
  const lowest = edges[0] ?? 0;
  const whens = descending
    .slice(0, -1)
    .map((edge) => sql`when ${column} >= ${sql.raw(String(edge))} then ${sql.raw(`'${edge}'`)}`);
  return sql`case when ${column} is null then null ${sql.join(whens, sql` `)} else ${sql.raw(`'${lowest}'`)} end`;
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
    on conflict (day, dimension, value)
      do update set count = ${surveyDailyCounts}.count + excluded.count
  `;
}
