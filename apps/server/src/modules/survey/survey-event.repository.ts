import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { surveyEvents } from '../../db/schema/index.js';

/** One completed survey for usage statistics: no user, no answers beyond the application. */
export interface SurveyEvent {
  readonly occurredAt: Date;
  readonly application: string;
  readonly topChoice: string | null;
  readonly runnerUp: string | null;
}

/**
 * Writes a batch as one statement with one parameter: the events as a JSON array, expanded by
 * json_to_recordset. drizzle's `insert().values(rows)` builds a statement with a placeholder per
 * column per row (800 for 200 events); building it in drizzle and parsing and planning it in the
 * embedded PGlite, which runs on the event loop, cost about 15% of a survey request's CPU. The JSON
 * form costs one JSON.stringify, and the statement text never changes. json_to_recordset yields
 * the rows in array order, so ids still follow the order the surveys were completed in.
 */
export async function insertSurveyEvents(db: Db, events: readonly SurveyEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({
      occurred_at: event.occurredAt.toISOString(),
      application: event.application,
      top_choice: event.topChoice,
      runner_up: event.runnerUp,
    })),
  );
  await db.execute(sql`
    insert into ${surveyEvents} (
      ${sql.identifier(surveyEvents.occurredAt.name)},
      ${sql.identifier(surveyEvents.application.name)},
      ${sql.identifier(surveyEvents.topChoice.name)},
      ${sql.identifier(surveyEvents.runnerUp.name)}
    )
    select occurred_at, application, top_choice, runner_up
    from json_to_recordset(${rows}::json)
      as event(occurred_at timestamptz, application text, top_choice text, runner_up text)
  `);
}
