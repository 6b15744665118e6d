import { normalizeEmail, type Role } from '@transmission-spec/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** An account as the server uses it. E-mail is stored normalized (trimmed, lower case). */
export type UserRecord = typeof users.$inferSelect;

/** Looks an account up by e-mail, ignoring case and surrounding spaces. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  // A malformed id can never name an account; checking here keeps PostgreSQL's uuid cast error out.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string;
  readonly roles?: readonly Role[];
  readonly emailVerifiedAt?: Date;
}

/**
 * Creates an account. Returns undefined when the e-mail is already taken (the unique index on
 * lower(email) decides, so two simultaneous registrations cannot both win).
 */
export async function insertUser(db: Db, user: NewUser): Promise<UserRecord | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(user.email),
      passwordHash: user.passwordHash,
      roles: [...(user.roles ?? ['TransmissionUser'])],
      emailVerifiedAt: user.emailVerifiedAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function markEmailVerified(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, id));
}

export interface UserDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly organizationName: string;
  readonly organizationType: string;
  readonly vocations: readonly string[];
  readonly countries: readonly string[];
}

/** Saves the registration account details; the display name follows the names. */
export async function updateUserDetails(db: Db, id: string, details: UserDetails): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: details.firstName,
      lastName: details.lastName,
      organizationName: details.organizationName,
      organizationType: details.organizationType,
      vocations: [...details.vocations],
      countries: [...details.countries],
      displayName: `${details.firstName} ${details.lastName}`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** Adds `role` to the account's roles (no-op when it already holds it). */
export async function grantRole(db: Db, id: string, role: Role): Promise<void> {
  await db
    .update(users)
    .set({
      roles: sql`case when ${role} = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, ${role}) end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/**
 * Sets a password the user has just proved the e-mail address for (a verification code or a reset
 * link): the e-mail counts as verified from then on, if it did not already.
 */
export async function setPasswordForVerifiedEmail(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}
