import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns.js';

/**
 * Outgoing mail. A message is written here in the same transaction as the change that causes it, then
 * sent; failures are retried at next_attempt_at, so nothing is lost while the mail server is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: utcTimestamp('next_attempt_at').notNull().defaultNow(),
    sentAt: utcTimestamp('sent_at'),
    /** Set when the sender gave up after its last attempt; the row stays as a record of the failure. */
    failedAt: utcTimestamp('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  // Partial index: the sender only ever looks for mail that is neither sent nor given up, and due.
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
