import {
  normalizeEmail,
  VERIFICATION_CODE_TTL_MS,
  type AccountDetails,
  type RegistrationVerifyExisting,
  type RegistrationVerifyNew,
} from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../errors/http-errors.js';
import type { Mailer } from '../mail/mail.service.js';
import { hashPassword } from '../accounts/password-hashing.js';
import {
  generateVerificationCode,
  hashesMatch,
  hashSecret,
  normalizeVerificationCode,
} from '../accounts/one-time-secret.js';
import {
  findUserByEmail,
  insertUser,
  markEmailVerified,
  setPasswordForVerifiedEmail,
  updateUserDetails,
} from '../accounts/user.service.js';
import { verificationCodeMessage } from '../mail/mail-templates.js';
import {
  consumeVerification,
  findUsableVerification,
  recordWrongAttempt,
  replaceVerificationCode,
} from './email-verification.repository.js';

/**
 * Self-registration with e-mail verification (SPEC 4 "Registration", SPEC 7):
 * register sends a code, verifynew creates the account, verifyexisting confirms an existing one,
 * accountdetails completes a new account.
 */

/** The wrong tries a code survives: the 5th wrong one voids it, even for the right code after. */
export const VERIFICATION_MAX_ATTEMPTS = 5;

const TTL_MINUTES = VERIFICATION_CODE_TTL_MS / 60_000;

export type RegisterOutcome =
  /** No account yet: verify with verifynew. */
  | 'new-account'
  /** An account whose e-mail was never verified: verify with verifyexisting. */
  | 'existing-account';

export interface RegistrationServiceOptions {
  readonly db: Db;
  readonly mail: Mailer;
  /** The current time; tests move it to expire codes. */
  readonly now?: () => Date;
}

const invalidCode = () => new HttpError('INVALID_VERIFICATION_CODE');
const alreadyVerified = () => new HttpError('ALREADY_VERIFIED');

/** Codes are hashed with the address they were sent to, so a row matches only its own e-mail. */
const codeScope = (email: string) => `verify:${normalizeEmail(email)}`;

export function createRegistrationService({
  db,
  mail,
  now = () => new Date(),
}: RegistrationServiceOptions) {
  /**
   * Checks `code` against the newest usable code of `email`, counting a wrong try. Returns the row
   * id to consume; the check is repeated by the consuming UPDATE, which settles races.
   */
  async function matchCode(email: string, code: string, at: Date): Promise<number> {
    const row = await findUsableVerification(db, email, at, VERIFICATION_MAX_ATTEMPTS);
    if (!row) throw invalidCode();
    const candidate = hashSecret(codeScope(email), normalizeVerificationCode(code));
    if (!hashesMatch(row.codeHash, candidate)) {
      await recordWrongAttempt(db, row.id);
      throw invalidCode();
    }
    return row.id;
  }

  return {
    /**
     * Sends a fresh code to `email`, voiding older ones. The code row and its mail are written in one
     * transaction, so a code is never stored without its mail, nor mailed without being stored.
     * @throws EMAIL_EXISTS when a verified account already has this e-mail.
     */
    async register(email: string): Promise<RegisterOutcome> {
      const user = await findUserByEmail(db, email);
      if (user?.emailVerifiedAt) throw new HttpError('EMAIL_EXISTS');
      const outcome: RegisterOutcome = user ? 'existing-account' : 'new-account';
      const code = generateVerificationCode();
      const at = now();
      await db.transaction(async (tx) => {
        await replaceVerificationCode(
          tx,
          {
            email,
            codeHash: hashSecret(codeScope(email), code),
            expiresAt: new Date(at.getTime() + VERIFICATION_CODE_TTL_MS),
          },
          at,
        );
        await mail.send(
          {
            to: normalizeEmail(email),
            ...verificationCodeMessage({ code, expiresInMinutes: TTL_MINUTES, purpose: outcome }),
          },
          tx,
        );
      });
      return outcome;
    },

    /**
     * Creates the verified account (TransmissionUser) with `password`. An account that exists but
     * never verified its e-mail is verified and given the password instead: the code proves the
     * address as well as a reset link would.
     * @throws ALREADY_VERIFIED when a verified account has this e-mail; INVALID_VERIFICATION_CODE.
     */
    async verifyNew(input: RegistrationVerifyNew): Promise<{ id: string; email: string }> {
      const existing = await findUserByEmail(db, input.email);
      if (existing?.emailVerifiedAt) throw alreadyVerified();
      const at = now();
      const codeId = await matchCode(input.email, input.verificationCode, at);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if (!(await consumeVerification(tx, codeId, at, VERIFICATION_MAX_ATTEMPTS))) {
          throw invalidCode();
        }
        if (existing) {
          await setPasswordForVerifiedEmail(tx, existing.id, passwordHash, at);
          return { id: existing.id, email: existing.email };
        }
        // The unique e-mail index decides between two registrations racing with different codes.
        const created = await insertUser(tx, {
          email: input.email,
          passwordHash,
          roles: ['TransmissionUser'],
          emailVerifiedAt: at,
        });
        if (!created) throw alreadyVerified();
        return { id: created.id, email: created.email };
      });
    },

    /**
     * Marks the existing account's e-mail verified.
     * @throws ALREADY_VERIFIED when it already is; INVALID_VERIFICATION_CODE for a wrong code or
     * when there is no account to verify (verifynew is the call for that).
     */
    async verifyExisting(input: RegistrationVerifyExisting): Promise<{ email: string }> {
      const user = await findUserByEmail(db, input.email);
      if (user?.emailVerifiedAt) throw alreadyVerified();
      if (!user) throw invalidCode();
      const at = now();
      const codeId = await matchCode(input.email, input.verificationCode, at);
      await db.transaction(async (tx) => {
        if (!(await consumeVerification(tx, codeId, at, VERIFICATION_MAX_ATTEMPTS))) {
          throw invalidCode();
        }
        await markEmailVerified(tx, user.id);
      });
      return { email: user.email };
    },

    /** Saves the registration account details of account `userId`. */
    async saveAccountDetails(userId: string, details: AccountDetails): Promise<void> {
      await updateUserDetails(db, userId, {
        firstName: details.firstName,
        lastName: details.lastName,
        organizationName: details.organizationName,
        organizationType: details.organizationType,
        vocations: details.vocationCheckList,
        countries: details.countryList,
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
