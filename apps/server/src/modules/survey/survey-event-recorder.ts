import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../errors/database-unavailable.js';
import { insertSurveyEvents, type SurveyEvent } from './survey-event.repository.js';

/** Events wait at most this long before they are written. */
const FLUSH_INTERVAL_MS = 1000;
/**
 * A full batch is written at once instead of waiting for the interval. On the embedded database,
 * which runs on the event loop, an event costs about 16 us in batches of 200 and 8 us in batches of
 * 1,000, but a batch of 1,000 holds the loop for some 8 ms: the survey's p99 at 50 connections rose
 * from 13-18 ms to 22-23 ms for no throughput gain that stood out of this machine's noise.
 */
const BATCH_SIZE = 200;

export interface SurveyEventRecorder {
  record(event: SurveyEvent): void;
  /** Writes whatever is waiting; the app calls it when it closes so nothing queued is lost. */
  flush(): Promise<void>;
}

/**
 * Survey events are statistics, not something the visitor waits for: they are queued and written in
 * batches, one insert per second or per 200 events, so a busy survey endpoint does not do a database
 * write per request. A failed write is logged and its events dropped (they carry nothing a user needs);
 * a crash loses at most the last second of statistics.
 */
export function createSurveyEventRecorder(db: Db, log: FastifyBaseLogger): SurveyEventRecorder {
  let queue: SurveyEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    writing = writing.then(() =>
      insertSurveyEvents(db, batch).catch((error: unknown) => {
        // A database outage is expected to pass and the surveys were answered: one warning per
        // dropped batch. Anything else is a bug worth its stack.
        if (isDatabaseUnavailable(error)) {
          log.warn({ events: batch.length }, 'database unavailable: survey events dropped');
        } else {
          log.error({ err: error, events: batch.length }, 'could not record survey events');
        }
      }),
    );
    return writing;
  }

  return {
    record(event) {
      queue.push(event);
      if (queue.length >= BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS).unref();
    },
    flush,
  };
}
