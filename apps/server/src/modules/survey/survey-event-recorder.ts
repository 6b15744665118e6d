import type { FastifyBaseLogger } from 'fastify';
import { createBatchWriter } from '../../db/batch-writer.js';
import type { Database } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../errors/database-unavailable.js';
import { writeSurveyEvents, type SurveyEvent } from './survey-event.repository.js';

/** Events wait at most this long before they are written. */
const FLUSH_INTERVAL_MS = 1000;
/**
 * A full batch is written at once instead of waiting for the interval. On the embedded database,
 * which runs on the event loop, an event costs about 16 us in batches of 200 and 8 us in batches of
 * 1,000, but a batch of 1,000 holds the loop for some 8 ms: the survey's p99 at 50 connections rose
 * from 13-18 ms to 22-23 ms for no throughput gain that stood out of this machine's noise.
 */
const BATCH_SIZE = 200;
/**
 * Most events that may wait while the database is slow: 10 s of surveys at 1,000 a second, about
 * a megabyte. Beyond it events are dropped and counted in a warning.
 */
const QUEUE_CAPACITY = 10_000;

export interface SurveyEventRecorder {
  record(event: SurveyEvent): void;
  /**
   * Writes whatever is waiting, and what arrives meanwhile; the app calls it when it closes so
   * nothing queued is lost.
   */
  close(): Promise<void>;
}

/**
 * Survey events are statistics, not something the visitor waits for: they are queued and written in
 * batches (db/batch-writer.ts, decision 008), one insert per second or per 200 events, never inside
 * a request. A failed write is logged and its events dropped (they carry nothing a user needs);
 * a crash loses what was queued, at most about the last second of statistics.
 */
export function createSurveyEventRecorder(
  database: Database,
  log: FastifyBaseLogger,
): SurveyEventRecorder {
  const writer = createBatchWriter<SurveyEvent>({
    write: (events) => writeSurveyEvents(database, events),
    batchSize: BATCH_SIZE,
    intervalMs: FLUSH_INTERVAL_MS,
    capacity: QUEUE_CAPACITY,
    onWriteFailed(error, events) {
      // A database outage is expected to pass and the surveys were answered: one warning per
      // dropped batch. Anything else is a bug worth its stack.
      if (isDatabaseUnavailable(error)) {
        log.warn({ events }, 'database unavailable: survey events dropped');
      } else {
        log.error({ err: error, events }, 'could not record survey events');
      }
    },
    onDropped(events) {
      log.warn({ events }, 'survey events dropped: the database is not keeping up');
    },
  });
  return {
    record(event) {
      writer.add(event);
    },
    close: () => writer.close(),
  };
}
