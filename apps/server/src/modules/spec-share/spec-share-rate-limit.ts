import type { RateLimitRule } from '../../plugins/rate-limit.js';

/**
 * Opening shared specs from one client address, on top of the app-wide limit. A token cannot be
 * guessed (256 bits), so this is not what keeps links safe; it keeps anyone from using the public
 * route to load the database, while leaving room for an office behind one address opening a link
 * mailed to everyone.
 */
export const SPEC_SHARE_RATE_LIMIT = {
  name: 'shared-spec-address',
  max: 60,
  windowMs: 15 * 60 * 1000,
} as const satisfies RateLimitRule;
