import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';

/** A message as the caller hands it over: already rendered, both versions. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** A message claimed for sending, with the attempt it is on (1 for the first). */
export interface ClaimedMail extends OutgoingMail {
  readonly id: number;
  readonly attempts: number;
  readonly createdAt: Date;
}

/**
 * Announced (after commit, PostgreSQL NOTIFY being transactional) whenever mail is enqueued, so every
 * instance's sender wakes at once instead of at its next poll.
 */
export const MAIL_ENQUEUED_CHANNEL = 'mail_outbox_enqueued';

/**
 * Writes a message to the outbox. Pass the caller's transaction as `db` so the message exists exactly
 * when the change that caused it (a registration, a reset request) commits.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
    .returning({ id: mailOutbox.id });
  await db.execute(sql`select pg_notify(${MAIL_ENQUEUED_CHANNEL}, '')`);
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * Claims up to `limit` due messages for this sender, oldest due first. Claiming is one statement that
 * counts the attempt and moves next_attempt_at `leaseMs` ahead: no transaction stays open while the
 * SMTP server is talked to, and no other sender sees the rows as due until the lease runs out, which
 * only matters if this process dies mid-send (the message is then tried again, the one case where a
 * message can arrive twice). FOR UPDATE SKIP LOCKED makes concurrent claims from several instances
 * pass over each other's rows instead of waiting for them and then claiming them a second time; PGlite
 * accepts it too (one connection, so it never has anything to skip).
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
  // UPDATE ... RETURNING has no order of its own.
  return rows.sort((a, b) => a.id - b.id);
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed attempt: try again `retryInMs` from now, or, when `retryInMs` is undefined, give
 * the message up (failed_at), keeping the row and its last error for whoever investigates.
 */
export async function markMailFailed(
  db: Db,
  id: number,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === undefined
        ? { lastError: error, failedAt: sql`now()` }
        : { lastError: error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` },
    )
    .where(eq(mailOutbox.id, id));
}

/**
 * Hands claimed messages back unsent (the sender is stopping): due again at once for any instance,
 * and the attempt the claim counted is taken back, since none was made.
 */
export async function releaseMail(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, [...ids]), isNull(mailOutbox.sentAt)));
}

/** What the metrics show of the outbox (decision 071). */
export interface OutboxBacklog {
  /** Not sent and not given up: waiting for their first attempt or for a retry. */
  readonly pending: number;
  /** Age of the oldest pending message, 0 when none is pending. */
  readonly oldestPendingSeconds: number;
}

/**
 * Reads only the pending rows, through the sender's partial index (same condition), so it stays
 * cheap however much mail has been sent: fit for every metrics scrape. Given-up messages are not
 * counted here (that would scan every sent row); each is logged as an error when it is given up.
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return { pending: row?.pending ?? 0, oldestPendingSeconds: row?.oldestPendingSeconds ?? 0 };
}
