import { normalizeEmail } from '@transmission-spec/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { emailVerifications } from '../../db/schema/index.js';

/** Rows of email_verifications: one per code sent, newest wins. E-mails are stored normalized. */

export type EmailVerificationRecord = typeof emailVerifications.$inferSelect;

const forEmail = (email: string) =>
  sql`lower(${emailVerifications.email}) = ${normalizeEmail(email)}`;

/**
 * Stores a new code for `email` and voids every older one still open, so only the code of the latest
 * mail works. Run it in the transaction that enqueues that mail.
 */
export async function replaceVerificationCode(
  db: Db,
  input: { readonly email: string; readonly codeHash: string; readonly expiresAt: Date },
  now: Date,
): Promise<void> {
  // A superseded code is marked consumed: either way it can never be used again.
  await db
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(and(forEmail(input.email), isNull(emailVerifications.consumedAt)));
  await db.insert(emailVerifications).values({
    email: normalizeEmail(input.email),
    codeHash: input.codeHash,
    expiresAt: input.expiresAt,
  });
}

/** The newest code for `email` that is neither used, superseded, expired nor out of tries. */
export async function findUsableVerification(
  db: Db,
  email: string,
  now: Date,
  maxAttempts: number,
): Promise<EmailVerificationRecord | undefined> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        forEmail(email),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, now),
        lt(emailVerifications.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  return row;
}

/** Counts a wrong try. One statement, so concurrent wrong tries each count. */
export async function recordWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.id, id));
}

/**
 * Uses the code up, if it is still usable at this instant. The conditions are re-checked by the
 * UPDATE itself, so of two concurrent submissions of the right code exactly one gets `true`.
 */
export async function consumeVerification(
  db: Db,
  id: number,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailVerifications.id, id),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, now),
        lt(emailVerifications.attempts, maxAttempts),
      ),
    )
    .returning({ id: emailVerifications.id });
  return rows.length === 1;
}
