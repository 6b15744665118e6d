import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@transmission-spec/domain';

/**
 * The short-lived secrets the accounts flows mail out: the 6-character e-mail verification code and
 * the password-reset link token. Only their hashes are stored.
 *
 * A plain SHA-256 is enough here: the secrets live 15 minutes, a code allows 5 wrong tries before it
 * is void, and a reset token has 256 random bits. Someone who reads the table cannot reverse a token,
 * and a code's hash only helps them for the minutes it stays valid. Each hash is bound to its purpose
 * and owner (`scope`), so a hash copied from one row matches no other.
 */

/**
 * Uppercase letters and digits without the look-alikes 0/O and 1/I/L: 31 symbols, so 6 of them give
 * about 887 million codes, and each can be read off a phone and typed without doubt.
 */
export const VERIFICATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A fresh code, each character drawn uniformly with the CSPRNG. */
export function generateVerificationCode(): string {
  return Array.from({ length: VERIFICATION_CODE_LENGTH }, () =>
    VERIFICATION_CODE_ALPHABET.charAt(randomInt(VERIFICATION_CODE_ALPHABET.length)),
  ).join('');
}

/** How a typed code is compared: surrounding spaces and letter case do not matter. */
export function normalizeVerificationCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A reset-link token: 32 random bytes as 43 URL-safe characters. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of `secret`, bound to `scope` (e.g. "verify:ann@example.com"). Hex SHA-256. */
export function hashSecret(scope: string, secret: string): string {
  return createHash('sha256').update(`${scope}\n${secret}`, 'utf8').digest('hex');
}

/** Compares two hashes from hashSecret in constant time. */
export function hashesMatch(storedHash: string, candidateHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  // Both are SHA-256 digests, so the lengths only differ for a corrupt row, which matches nothing.
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
