import { PasswordSchema, type Role } from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import {
  findUserByEmail,
  grantRole,
  insertUser,
  setPasswordForVerifiedEmail,
  type UserRecord,
} from './user.repository.js';

/**
 * The first administrator (DESIGN: identity): made at start from ADMIN_EMAIL/ADMIN_PASSWORD or by
 * `npm run admin -- create EMAIL`. Both go through ensureAdministrator, which is idempotent and safe
 * when several instances run it at once against one database.
 */

/** An administrator holds both roles: TransmissionAdmin for the admin pages, TransmissionUser for specs. */
export const ADMINISTRATOR_ROLES: readonly Role[] = ['TransmissionAdmin', 'TransmissionUser'];

export type AdministratorOutcome =
  /** A new, verified account with both roles. */
  | 'created'
  /** An existing account received the roles it lacked (and, if it had never proved its e-mail, the password). */
  | 'promoted'
  /** The account already was a verified administrator. */
  | 'unchanged'
  /** Nothing done: the account does not exist, or never proved its e-mail, and no password was given. */
  | 'password-required';

/**
 * True when making `user` an administrator means choosing its password: there is no account yet, or
 * its e-mail was never verified, so nobody has shown they own it and its password cannot be trusted.
 */
export function administratorNeedsPassword(user: UserRecord | undefined): boolean {
  return !user?.emailVerifiedAt || !user.passwordHash;
}

/** The password rules a new administrator password breaks, as messages; empty when it is fine. */
export function passwordProblems(password: string): string[] {
  const result = PasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** What ensureAdministrator did, and to which account: the roles it granted feed a security event. */
export interface AdministratorResult {
  readonly outcome: AdministratorOutcome;
  /** The account, unless the outcome is 'password-required' for an e-mail without one. */
  readonly userId?: string;
  /** Roles the account did not hold before (all of them for a new account). */
  readonly grantedRoles: readonly Role[];
}

/**
 * Makes `email` a verified administrator. A new account gets `passwordHash`. An existing verified
 * account keeps its own password (its owner may have changed it since; ADMIN_PASSWORD is for the first
 * start) and only gains the roles it lacks.
 */
export async function ensureAdministrator(
  db: Db,
  email: string,
  passwordHash: string | undefined,
  now: Date = new Date(),
): Promise<AdministratorResult> {
  return db.transaction(async (tx): Promise<AdministratorResult> => {
    if (passwordHash) {
      // The unique e-mail index settles a race: one instance inserts, the others fall through.
      const created = await insertUser(tx, {
        email,
        passwordHash,
        roles: ADMINISTRATOR_ROLES,
        emailVerifiedAt: now,
      });
      if (created) {
        return { outcome: 'created', userId: created.id, grantedRoles: ADMINISTRATOR_ROLES };
      }
    }
    const user = await findUserByEmail(tx, email);
    if (!user) return { outcome: 'password-required', grantedRoles: [] };
    let changed = false;
    if (administratorNeedsPassword(user)) {
      if (!passwordHash) return { outcome: 'password-required', userId: user.id, grantedRoles: [] };
      await setPasswordForVerifiedEmail(tx, user.id, passwordHash, now);
      changed = true;
    }
    const grantedRoles = ADMINISTRATOR_ROLES.filter((role) => !user.roles.includes(role));
    for (const role of grantedRoles) await grantRole(tx, user.id, role);
    return {
      outcome: changed || grantedRoles.length > 0 ? 'promoted' : 'unchanged',
      userId: user.id,
      grantedRoles,
    };
  });
}
