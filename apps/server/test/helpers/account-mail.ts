import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../src/db/schema/index.js';

/**
 * The accounts mail as the app queued it (the outbox table), for tests that need the code or link a
 * user would read in their inbox.
 */

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Every message queued for `to` (as stored: normalized), oldest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<QueuedMail[]> {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
}

/** The newest message queued for `to`; fails the test when there is none. */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<QueuedMail> {
  const mail = (await mailsTo(app, to)).at(-1);
  if (!mail) throw new Error(`no mail was queued for ${to}`);
  return mail;
}

/** The verification code of a verification mail, read from its subject as a user would. */
export function verificationCodeOf(mail: QueuedMail): string {
  const code = /^([A-Z0-9]{6}) is your /.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no verification code in "${mail.subject}"`);
  return code;
}

/** The reset link of a password reset mail, read from its plain-text version. */
export function resetLinkOf(mail: QueuedMail): URL {
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return new URL(link);
}
