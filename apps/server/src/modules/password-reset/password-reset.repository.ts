import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { passwordResets } from '../../db/schema/index.js';

/** Rows of password_resets: one per reset link mailed. */

export type PasswordResetRecord = typeof passwordResets.$inferSelect;

/**
 * Voids every open link of `userId`, so only the newest mail works. Called with a user id that does
 * not exist too (for an unknown e-mail), so both answers do the same database work.
 */
export async function voidOpenResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ consumedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
}

export async function insertReset(
  db: Db,
  reset: {
    readonly id: string;
    readonly userId: string;
    readonly codeHash: string;
    readonly expiresAt: Date;
  },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

export async function findReset(db: Db, id: string): Promise<PasswordResetRecord | undefined> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.id, id)).limit(1);
  return row;
}

/** Counts a wrong code for the link; one statement, so concurrent tries each count. */
export async function recordWrongResetAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id));
}

/**
 * Uses the link up if it is still usable at this instant, returning its user; undefined when another
 * request used it first (the UPDATE re-checks every condition), so a link works exactly once.
 */
export async function consumeReset(
  db: Db,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ consumedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.consumedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, maxAttempts),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Voids the user's other open links once one of them has been used. */
export async function voidOtherResets(
  db: Db,
  userId: string,
  usedId: string,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResets)
    .set({ consumedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        ne(passwordResets.id, usedId),
        isNull(passwordResets.consumedAt),
      ),
    );
}
