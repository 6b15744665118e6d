import type { InsightsResponse } from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { insightsAnswer } from './insights-answer.js';
import {
  deleteExpiredEvents,
  readInsightsRows,
  rollUpPendingEvents,
} from './insights.repository.js';

/** Events counted or deleted per statement: short statements, so PGlite's loop is never held long. */
const CHUNK = 5000;

export interface InsightsService {
  /** The catalogue owners' Insights for UTC days `from` to `to`, both included (a valid range). */
  insights(from: string, to: string): Promise<InsightsResponse>;
  /** Counts every event stored before the rollup existed (`npm run insights:backfill`); answers how many. */
  backfill(): Promise<number>;
  /** Deletes the counted events older than the retention setting; answers how many. */
  purgeExpired(): Promise<number>;
}

export interface InsightsServiceDeps {
  readonly db: Db;
  /** SURVEY_EVENT_RETENTION_DAYS: how long a raw survey event is kept. */
  readonly retentionDays: number;
  readonly now?: () => Date;
}

async function inChunks(step: () => Promise<number>): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await step();
    done += count;
    if (count < CHUNK) return done;
  }
}

export function createInsightsService({
  db,
  retentionDays,
  now = () => new Date(),
}: InsightsServiceDeps): InsightsService {
  return {
    async insights(from, to) {
      return insightsAnswer(from, to, await readInsightsRows(db, from, to));
    },
    backfill: () => inChunks(() => rollUpPendingEvents(db, CHUNK)),
    purgeExpired() {
      const cutoff = new Date(now().getTime() - retentionDays * 86_400_000);
      return inChunks(() => deleteExpiredEvents(db, cutoff, CHUNK));
    },
  };
}
