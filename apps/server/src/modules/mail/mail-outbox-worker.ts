import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  releaseMail,
  type ClaimedMail,
} from './mail-outbox.repository.js';
import { retryDelayMs, type RetryPolicy } from './mail-retry-policy.js';
import type { MailTransport } from './mail-transport.js';

export interface MailOutboxWorkerOptions {
  readonly db: Db;
  readonly transport: MailTransport;
  readonly log: FastifyBaseLogger;
  readonly retry: RetryPolicy;
  /** How often to look for due mail without being woken: other instances' mail, and retries. */
  readonly pollIntervalMs: number;
  /** Messages claimed at a time; a full batch is followed by the next at once. */
  readonly batchSize: number;
  /**
   * How long claimed messages stay invisible to other senders. It must outlast a whole batch on a
   * dead server (each send gives up within the transport's timeouts), or another instance could
   * claim a message still being sent.
   */
  readonly leaseMs: number;
  /** The longest close() waits for a send in flight before giving up on it. */
  readonly stopTimeoutMs: number;
}

export interface MailOutboxWorker {
  start(): void;
  /** Look for due mail now (after an enqueue) instead of at the next poll. */
  wake(): void;
  /** Stops after the send in flight, if any (waiting at most stopTimeoutMs); unsent claims go back. */
  close(): Promise<void>;
}

/**
 * Drains the outbox: one loop per instance that claims a batch of due messages, sends them one by
 * one, records each outcome, and sleeps until woken or until the next poll. Several instances can run
 * it against one database: claims never overlap (see claimDueMail).
 */
export function createMailOutboxWorker(options: MailOutboxWorkerOptions): MailOutboxWorker {
  const { db, transport, log, retry } = options;
  let stopping = false;
  let woken = false;
  let loop: Promise<void> | undefined;
  let interruptSleep: (() => void) | undefined;
  // Read through functions in the loop: wake() and close() change the flags while it awaits, which
  // TypeScript's narrowing cannot see.
  const isStopping = () => stopping;
  const wasWoken = () => woken;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      }
      interruptSleep = done;
    });
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      await transport.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (mail.attempts >= retry.maxAttempts) {
        await markMailFailed(db, mail.id, reason, undefined);
        log.error(
          { mailId: mail.id, to: mail.to, attempts: mail.attempts, err: error },
          'mail could not be delivered; giving up',
        );
        return;
      }
      const delayMs = retryDelayMs(mail.attempts, retry);
      await markMailFailed(db, mail.id, reason, delayMs);
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryInMs: delayMs, err: error },
        'mail not sent; will retry',
      );
      return;
    }
    await markMailSent(db, mail.id);
    log.debug({ mailId: mail.id, attempts: mail.attempts }, 'mail sent');
  }

  /** Sends one batch; true when it was full, so more may be waiting. */
  async function drainBatch(): Promise<boolean> {
    const batch = await claimDueMail(db, options.batchSize, options.leaseMs);
    for (const [index, mail] of batch.entries()) {
      if (stopping) {
        // Hand the rest back so another instance (or the next start) sends them without waiting
        // for the lease to run out.
        await releaseMail(
          db,
          batch.slice(index).map((rest) => rest.id),
        );
        return false;
      }
      await deliver(mail);
    }
    return batch.length === options.batchSize;
  }

  async function run(): Promise<void> {
    while (!isStopping()) {
      woken = false;
      let more = false;
      try {
        more = await drainBatch();
      } catch (error) {
        // The database is unreachable or closing: try again at the next poll.
        if (!isStopping()) log.error({ err: error }, 'mail outbox could not be processed');
      }
      if (isStopping()) break;
      if (!more && !wasWoken()) await sleep(options.pollIntervalMs);
    }
  }

  return {
    start() {
      loop ??= run();
    },
    wake() {
      woken = true;
      interruptSleep?.();
    },
    async close() {
      stopping = true;
      interruptSleep?.();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => {
          resolve('timeout');
        }, options.stopTimeoutMs);
      });
      const outcome = await Promise.race([loop.then(() => 'stopped' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        log.warn(
          { waitedMs: options.stopTimeoutMs },
          'mail sender still busy at shutdown; a message in flight may be sent again later',
        );
      }
    },
  };
}
