import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '@transmission-spec/domain';
import { hashSecret } from '../accounts/one-time-secret.js';

/**
 * The secret of a share link. 32 bytes from the CSPRNG (256 bits, so no one finds a live link by
 * trying), written as 43 URL-safe characters.
 *
 * Only a SHA-256 of it is stored. A plain hash, without salt or a slow function, is enough: the
 * token is random and as long as the hash itself, so there is nothing to try a dictionary on, and
 * reversing the hash is out of reach. The hash is bound to this purpose (its scope), so it matches
 * no hash of the account flows even for the same text.
 */
export function generateShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** The stored form of a token (hex SHA-256), and what a link is looked up by. */
export function shareTokenHash(token: string): string {
  return hashSecret('spec-share', token);
}
