import type { z } from 'zod';
import { MESSAGES } from '../common/messages.js';

/**
 * The stable codes the server sends in the API's error body (api-error-schema.ts) and the mapping
 * from a zod failure to per-field messages that forms can show beside each input. No zod at run
 * time here (decision 075): the web app's shell reads the codes on every page.
 */

/** Stable error codes with their HTTP status and default message. */
export const API_ERRORS = Object.freeze({
  VALIDATION_FAILED: { status: 400, message: MESSAGES.validationFailed },
  INVALID_VERIFICATION_CODE: { status: 400, message: MESSAGES.invalidVerificationCode },
  INVALID_RESET_LINK: { status: 400, message: MESSAGES.invalidResetLink },
  UNAUTHENTICATED: { status: 401, message: MESSAGES.unauthenticated },
  INVALID_CREDENTIALS: { status: 401, message: MESSAGES.invalidCredentials },
  /** The session went unused for longer than the idle timeout: the web app goes to /inactive. */
  SESSION_IDLE: { status: 401, message: MESSAGES.sessionIdle },
  FORBIDDEN: { status: 403, message: MESSAGES.forbidden },
  CSRF_FAILED: { status: 403, message: MESSAGES.csrfFailed },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  /** An OIDC sign-in interaction that expired or was already used. */
  SIGN_IN_EXPIRED: { status: 410, message: MESSAGES.signInExpired },
  ALREADY_VERIFIED: { status: 405, message: MESSAGES.alreadyVerified },
  EMAIL_EXISTS: { status: 409, message: MESSAGES.registerEmailExists },
  CONFLICT: { status: 409, message: MESSAGES.conflict },
  /** A save beyond SPECS_PER_USER_MAX. */
  SPEC_LIMIT_REACHED: { status: 409, message: MESSAGES.specLimitReached },
  /** A save or edit that would take the owner's specs past SPEC_BYTES_PER_USER_MAX. */
  SPEC_STORAGE_FULL: { status: 409, message: MESSAGES.specStorageFull },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  RATE_LIMITED: { status: 429, message: MESSAGES.rateLimited },
  INTERNAL: { status: 500, message: MESSAGES.internalError },
  /** The database cannot be reached for now; Retry-After says when to try again. */
  SERVICE_UNAVAILABLE: { status: 503, message: MESSAGES.serviceUnavailable },
} as const);
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The `fields` key of an issue about the whole object rather than one field (react-hook-form's). */
export const ROOT_FIELD_KEY = 'root';

/**
 * The `fields` map of a zod failure: each issue's path joined with dots (modelTorques.1.name),
 * keeping the first message per path, since that is the one a form shows.
 */
export function zodIssuesToFields(error: z.ZodError): Record<string, string> {
  // A Map, not an object literal: a field named __proto__ or constructor must stay a field.
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_FIELD_KEY : issue.path.map(String).join('.');
    if (!fields.has(key)) fields.set(key, issue.message);
  }
  return Object.fromEntries(fields);
}
