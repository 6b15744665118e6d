import { getTableName, sql, type SQL } from 'drizzle-orm';
import { copyText, type CopyValue } from '../../db/copy-text.js';
import type { Database, Db } from '../../db/database.js';
import { surveyDailyCounts, surveyEvents } from '../../db/schema/index.js';
import { addToCountsSql, rollUpBatch, type RollupEvent } from '../insights/survey-rollup.js';

/**
 * One completed survey for usage statistics: no user, e-mail or name; the answers the Insights
 * count (issue 28), the outcome and the visitor's unit system. The rollup reads the same shape.
 */
export type SurveyEvent = RollupEvent;

const column = (name: string) => sql.identifier(name);

/**
 * Adds the batch's counts to the Insights' daily rollup (decision 100), counted here (rollUpBatch:
 * about 2 ms a batch on PGlite, where grouping the rows in SQL took 30), so the events are marked
 * counted with the counts they made.
 */
function addBatchCountsSql(events: readonly SurveyEvent[]): SQL {
  const c = surveyDailyCounts;
  const counts = JSON.stringify(rollUpBatch(events));
  return sql`
    insert into ${c} (${column(c.day.name)}, ${column(c.dimension.name)}, ${column(c.value.name)},
      ${column(c.count.name)})
    select day, dimension, value, count
    from json_to_recordset(${counts}::json) as counted(day date, dimension text, value text, count integer)
    ${addToCountsSql()}`;
}

/** survey_events' columns as the COPY writes them, and each event's values in that order. */
const t = surveyEvents;
const COPY_COLUMNS = [
  t.occurredAt.name,
  t.application.name,
  t.topChoice.name,
  t.runnerUp.name,
  t.outcome.name,
  t.units.name,
  t.terrains.name,
  t.roadTypes.name,
  t.engineMake.name,
  t.gcw.name,
  t.cruiseSpeed.name,
  t.noTransmissionReason.name,
  t.rolledUp.name,
];
const copyValues = (event: SurveyEvent): CopyValue[] => [
  event.occurredAt,
  event.application,
  event.topChoice,
  event.runnerUp,
  event.outcome,
  event.units,
  event.terrains,
  event.roadTypes,
  event.engineMake,
  event.gcw,
  event.cruiseSpeed,
  event.noTransmissionReason,
  true,
];

/**
 * Stores a batch and adds its counts, in one transaction: on the embedded PGlite by COPY
 * (Database.copyRows: a row in about half the CPU of the INSERT below, on the server's own event
 * loop), on PostgreSQL by insertSurveyEvents. Both store the same rows and counts (tested on both).
 */
export async function writeSurveyEvents(
  database: Database,
  events: readonly SurveyEvent[],
): Promise<void> {
  if (events.length === 0) return;
  if (database.copyRows === undefined) return insertSurveyEvents(database.db, events);
  await database.copyRows({
    table: getTableName(surveyEvents),
    columns: COPY_COLUMNS,
    rows: copyText(events.map(copyValues)),
    after: addBatchCountsSql(events),
  });
}

/**
 * Writes a batch as one statement with one parameter: the events as a JSON array, expanded by
 * json_to_recordset. drizzle's `insert().values(rows)` builds a statement with a placeholder per
 * column per row (800 for 200 events); building it in drizzle and parsing and planning it in the
 * embedded PGlite, which runs on the event loop, cost about 15% of a survey request's CPU. The JSON
 * form costs one JSON.stringify, and the statement text never changes. json_to_recordset yields
 * the rows in array order, so ids still follow the order the surveys were completed in.
 *
 * The same statement adds the batch's counts (addBatchCountsSql). The arrays go in as JSON arrays,
 * which json_to_recordset turns into text[] itself.
 */
export async function insertSurveyEvents(db: Db, events: readonly SurveyEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({
      occurred_at: event.occurredAt.toISOString(),
      application: event.application,
      top_choice: event.topChoice,
      runner_up: event.runnerUp,
      outcome: event.outcome,
      units: event.units,
      terrains: event.terrains,
      road_types: event.roadTypes,
      engine_make: event.engineMake,
      gcw: event.gcw,
      cruise_speed: event.cruiseSpeed,
      no_transmission_reason: event.noTransmissionReason,
    })),
  );
  await db.execute(sql`
    with inserted as (
      insert into ${surveyEvents} (
        ${column(t.occurredAt.name)}, ${column(t.application.name)},
        ${column(t.topChoice.name)}, ${column(t.runnerUp.name)}, ${column(t.outcome.name)},
        ${column(t.units.name)}, ${column(t.terrains.name)}, ${column(t.roadTypes.name)},
        ${column(t.engineMake.name)}, ${column(t.gcw.name)}, ${column(t.cruiseSpeed.name)},
        ${column(t.noTransmissionReason.name)}, ${column(t.rolledUp.name)}
      )
      select occurred_at, application, top_choice, runner_up, outcome, units, terrains,
        road_types, engine_make, gcw, cruise_speed, no_transmission_reason, true
      from json_to_recordset(${rows}::json) as event(
        occurred_at timestamptz, application text, top_choice text, runner_up text,
        outcome text, units text, terrains text[], road_types text[], engine_make text,
        gcw integer, cruise_speed integer, no_transmission_reason text
      )
    )
    ${addBatchCountsSql(events)}
  `);
}
