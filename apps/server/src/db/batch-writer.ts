/**
 * Rows the visitor never waits for (statistics), written in batches off the request's path
 * (decision 008). `add` only queues: a full batch is written on the next turn of the event loop,
 * after the response that added its last row has gone out, and a part batch when `intervalMs`
 * has passed. One write runs at a time, so a slow database gets at most one batch at once while
 * the rest wait in a queue of at most `capacity` rows; beyond that, new rows are dropped and
 * counted (the database cannot keep up, and memory must not grow with the backlog). `close()`
 * writes everything still queued, including what arrives while it waits, before it resolves.
 * Generic over the row: the caller's `write` knows its table.
 */

export interface BatchWriterOptions<Row> {
  /** Writes one batch; a rejection drops that batch (reported through `onWriteFailed`). */
  readonly write: (rows: readonly Row[]) => Promise<void>;
  /** A batch this long is written at once instead of waiting for the interval. */
  readonly batchSize: number;
  /** A row waits at most this long (plus any write before it) before it is written. */
  readonly intervalMs: number;
  /** Most rows that may wait; rows beyond it are dropped and counted. */
  readonly capacity: number;
  readonly onWriteFailed: (error: unknown, rows: number) => void;
  /** Told once per batch written after rows were dropped for a full queue, with how many. */
  readonly onDropped: (rows: number) => void;
}

export interface BatchWriter<Row> {
  add(row: Row): void;
  /** Writes everything queued, and what arrives meanwhile; later rows are written at once. */
  close(): Promise<void>;
}

export function createBatchWriter<Row>(options: BatchWriterOptions<Row>): BatchWriter<Row> {
  const { batchSize, intervalMs, capacity } = options;
  const queue: Row[] = [];
  let dropped = 0;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Immediate | undefined;
  let closing = false;

  function cancelSchedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    if (soon !== undefined) clearImmediate(soon);
    timer = undefined;
    soon = undefined;
  }

  /** Writes one batch from the front of the queue; then schedules what is left. */
  function writeNext(): Promise<void> {
    cancelSchedule();
    const batch = queue.splice(0, batchSize);
    if (dropped > 0) {
      options.onDropped(dropped);
      dropped = 0;
    }
    const done = options
      .write(batch)
      .catch((error: unknown) => {
        options.onWriteFailed(error, batch.length);
      })
      .then(() => {
        writing = null;
        schedule();
      });
    writing = done;
    return done;
  }

  function schedule(): void {
    if (writing !== null || queue.length === 0) return;
    if (closing || queue.length >= batchSize) {
      // The next turn, not now: a full batch found while adding a row must not hold up the
      // response of the request that added it.
      soon ??= setImmediate(() => {
        soon = undefined;
        if (writing === null && queue.length > 0) void writeNext();
      });
    } else {
      timer ??= setTimeout(() => {
        timer = undefined;
        if (writing === null && queue.length > 0) void writeNext();
      }, intervalMs).unref();
    }
  }

  return {
    add(row) {
      if (queue.length >= capacity) {
        dropped += 1;
        return;
      }
      queue.push(row);
      schedule();
    },
    async close() {
      closing = true;
      cancelSchedule();
      while (writing !== null || queue.length > 0) {
        await (writing ?? writeNext());
      }
      if (dropped > 0) options.onDropped(dropped);
      dropped = 0;
    },
  };
}
