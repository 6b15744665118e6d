import { randomUUID } from 'node:crypto';
import { normalizeEmail, type ResetPasswordRequest } from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../errors/http-errors.js';
import type { Mailer } from '../mail/mail.service.js';
import { generateResetToken, hashesMatch, hashSecret } from '../accounts/one-time-secret.js';
import { hashPassword } from '../accounts/password-hashing.js';
import {
  findUserByEmail,
  findUserById,
  setPasswordForVerifiedEmail,
} from '../accounts/user.service.js';
import { passwordResetMessage } from '../mail/mail-templates.js';
import {
  consumeReset,
  findReset,
  insertReset,
  recordWrongResetAttempt,
  voidOpenResets,
  voidOtherResets,
} from './password-reset.repository.js';

/**
 * Forgot password and reset (SPEC 4 "Password reset", SPEC 7): a request mails a single-use link,
 * valid 15 minutes, to an existing account; following it sets a new password and ends every session
 * the account had, so whoever knew the old password is signed out.
 */

export const RESET_LINK_TTL_MS = 15 * 60 * 1000;
/** Wrong codes a link survives. Tokens have 256 bits, so this only bounds a broken client's retries. */
export const RESET_MAX_ATTEMPTS = 5;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid that never names a reset's user: what an unknown e-mail's requests work on. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

export interface PasswordResetServiceOptions {
  readonly db: Db;
  readonly mail: Mailer;
  /** Origin of the links, e.g. https://spec.example.com. */
  readonly publicUrl: string;
  /** Makes every token and provider session of the user stop working. */
  readonly endAllSessions: (userId: string) => Promise<void>;
  /** The current time; tests move it to expire links. */
  readonly now?: () => Date;
}

const invalidLink = () => new HttpError('INVALID_RESET_LINK');

/** A token is hashed with the id of its link, so a hash matches only its own row. */
const tokenScope = (resetId: string) => `reset:${resetId}`;

export function resetLink(publicUrl: string, id: string, token: string): string {
  const query = new URLSearchParams({ id, verificationCode: token });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

export function createPasswordResetService({
  db,
  mail,
  publicUrl,
  endAllSessions,
  now = () => new Date(),
}: PasswordResetServiceOptions) {
  return {
    /**
     * Mails a reset link when an account has this e-mail, voiding older links. Whether or not it
     * does, it makes the same kind of token and runs the same void query, so the caller cannot tell
     * the two apart by the answer and hardly by its timing.
     */
    async requestReset(email: string): Promise<void> {
      const at = now();
      const id = randomUUID();
      const token = generateResetToken();
      const codeHash = hashSecret(tokenScope(id), token);
      const user = await findUserByEmail(db, email);
      await db.transaction(async (tx) => {
        await voidOpenResets(tx, user?.id ?? NO_USER_ID, at);
        if (!user) return;
        await insertReset(tx, {
          id,
          userId: user.id,
          codeHash,
          expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS),
        });
        await mail.send(
          {
            to: normalizeEmail(user.email),
            ...passwordResetMessage({
              link: resetLink(publicUrl, id, token),
              expiresInMinutes: RESET_LINK_TTL_MS / 60_000,
            }),
          },
          tx,
        );
      });
    },

    /**
     * Sets the new password through a link, which is then used up, and ends the user's sessions.
     * Following a link also proves the e-mail address, so an unverified account becomes verified.
     * @throws INVALID_RESET_LINK for an unknown, used, superseded, expired or mistyped link.
     */
    async resetPassword(input: ResetPasswordRequest): Promise<{ email: string }> {
      const at = now();
      if (!UUID_PATTERN.test(input.id)) throw invalidLink();
      const reset = await findReset(db, input.id);
      if (
        !reset ||
        reset.consumedAt ||
        reset.expiresAt.getTime() <= at.getTime() ||
        reset.attempts >= RESET_MAX_ATTEMPTS
      ) {
        throw invalidLink();
      }
      if (!hashesMatch(reset.codeHash, hashSecret(tokenScope(reset.id), input.verificationCode))) {
        await recordWrongResetAttempt(db, reset.id);
        throw invalidLink();
      }
      const passwordHash = await hashPassword(input.newPassword);
      const user = await db.transaction(async (tx) => {
        const owner = await consumeReset(tx, reset.id, at, RESET_MAX_ATTEMPTS);
        if (!owner) throw invalidLink();
        await setPasswordForVerifiedEmail(tx, owner, passwordHash, at);
        await voidOtherResets(tx, owner, reset.id, at);
        const account = await findUserById(tx, owner);
        // The foreign key cascades a deleted account's links away, so the owner is there.
        if (!account) throw invalidLink();
        return account;
      });
      // Only once the new password is committed: ended any earlier, a sign-in with the old password
      // could start a fresh session in between.
      await endAllSessions(user.id);
      return { email: user.email };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
