import type { Db } from '../../db/database.js';
import { surveyEvents } from '../../db/schema/index.js';

/** One completed survey for usage statistics: no user, no answers beyond the application. */
export interface SurveyEvent {
  readonly occurredAt: Date;
  readonly application: string;
  readonly topChoice: string | null;
  readonly runnerUp: string | null;
}

export async function insertSurveyEvents(db: Db, events: readonly SurveyEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(surveyEvents).values([...events]);
}
