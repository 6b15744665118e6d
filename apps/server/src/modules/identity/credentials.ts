import type { Db } from '../../db/database.js';
import { verifyAgainstDecoy, verifyPassword } from '../accounts/password-hashing.js';
import { findUserByEmail, type UserRecord } from '../accounts/user.service.js';

/**
 * The account whose e-mail and password these are, or undefined. An unknown e-mail or an account
 * without a password still costs one argon2 verification, so the time taken does not tell an
 * unknown e-mail from a wrong password.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<UserRecord | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyAgainstDecoy(password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : undefined;
}
