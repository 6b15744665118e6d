import type { RateLimitRule } from '../../plugins/rate-limit.js';

/**
 * Limits of the accounts flows, on top of the app-wide per-address limit (RATE_LIMIT_MAX a minute).
 * They stop mail bombing (codes and reset links sent to someone else's inbox) and code guessing,
 * while leaving room for a person who mistypes, asks for a new code, or shares an office address
 * with colleagues. Enforced with rateLimitHook (plugins/rate-limit.ts), like every route-level limit.
 */
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const ACCOUNT_RATE_LIMITS = {
  /** Verification codes sent to one address (each register call sends one). */
  registerPerEmail: { name: 'register-email', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Register calls from one client address, whatever the e-mail. */
  registerPerAddress: { name: 'register-address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** verifynew and verifyexisting calls from one client address (besides 5 tries per code). */
  verifyPerAddress: { name: 'verify-address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** Reset links sent to one address. */
  resetRequestPerEmail: { name: 'reset-email', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Reset-link requests from one client address, whatever the e-mail. */
  resetRequestPerAddress: { name: 'reset-address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** New-password submissions from one client address. */
  resetPasswordPerAddress: { name: 'reset-password-address', max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;
