import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { surveyDailyCounts, surveyEvents } from '../../db/schema/index.js';
import { addToCountsSql, rollUpBatch } from '../insights/survey-rollup.js';

/**
 * One completed survey for usage statistics: no user, e-mail or name; the answers the Insights
 * count (issue 28), the outcome and the visitor's unit system.
 */
export interface SurveyEvent {
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

/**
 * Writes a batch as one statement with one parameter: the events as a JSON array, expanded by
 * json_to_recordset. drizzle's `insert().values(rows)` builds a statement with a placeholder per
 * column per row (800 for 200 events); building it in drizzle and parsing and planning it in the
 * embedded PGlite, which runs on the event loop, cost about 15% of a survey request's CPU. The JSON
 * form costs one JSON.stringify, and the statement text never changes. json_to_recordset yields
 * the rows in array order, so ids still follow the order the surveys were completed in.
 *
 * The same statement adds the batch's counts to the Insights' daily rollup (decision 100),
 * counted here (rollUpBatch: about 2 ms a batch on PGlite, where grouping the rows in SQL took
 * 30), so the events are marked counted with the counts they made. The arrays go in as JSON
 * arrays, which json_to_recordset turns into text[] itself.
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
  const counts = JSON.stringify(rollUpBatch(events));
  const column = (name: string) => sql.identifier(name);
  const t = surveyEvents;
  const c = surveyDailyCounts;
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
    insert into ${c} (${column(c.day.name)}, ${column(c.dimension.name)}, ${column(c.value.name)},
      ${column(c.count.name)})
    select day, dimension, value, count
    from json_to_recordset(${counts}::json) as counted(day date, dimension text, value text, count integer)
    ${addToCountsSql()}
  `);
}
