import type { ApiError } from './api-error-schema.js';
import { DEFAULT_UNIT_SYSTEM, isUnitSystem } from '../common/enums.js';
import type { PublicConfig } from './public-config.js';
import { isRole, OPERATIONS, type Operation } from '../accounts/roles.js';
import type { SignOutAnswer } from './sign-out.js';
import type { CurrentUser } from '../accounts/user.js';

/**
 * Decision 075: the four answers the web app's shell reads on any page (the current user, the
 * public configuration, an API error and the sign-out answer), checked without zod so that the
 * landing page does not load zod at all. Each check accepts exactly what its zod schema accepts
 * and returns what the schema's parse returns (unknown keys dropped, URLs trimmed as zod's url()
 * does): shell-answers.test.ts holds each one to its schema over generated answers, so a rule
 * changed in one place and not the other fails there. The server answers with the zod schemas.
 */

/** What a check gives: zod's `safeParse` result, without the issues. */
export type CheckResult<T> = { success: true; data: T } | { success: false };

/** The zod-free counterpart of a zod schema: `parse` throws, `safeParse` does not. */
export interface AnswerCheck<T> {
  parse(input: unknown): T;
  safeParse(input: unknown): CheckResult<T>;
}

/** Thrown by `parse` on an answer the schema would refuse. */
export class AnswerCheckError extends Error {
  constructor(what: string) {
    super(`The answer is not a valid ${what}.`);
    this.name = 'AnswerCheckError';
  }
}

/** Marks a refused answer inside a check; never leaves this module. */
const REFUSED = Symbol('refused');
type Checked<T> = T | typeof REFUSED;

function answerCheck<T>(what: string, check: (input: unknown) => Checked<T>): AnswerCheck<T> {
  return {
    parse(input) {
      const result = check(input);
      if (result === REFUSED) throw new AnswerCheckError(what);
      return result;
    },
    safeParse(input) {
      const result = check(input);
      return result === REFUSED ? { success: false } : { success: true, data: result };
    },
  };
}

/** zod's object check: any non-null object but an array. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's record check: an object whose prototype is Object's (or none), as JSON.parse makes. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isOperation(value: unknown): value is Operation {
  return (OPERATIONS as readonly unknown[]).includes(value);
}

/** Every item passes `isItem`: a copy of the array, or REFUSED. */
function arrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): Checked<T[]> {
  return Array.isArray(value) && value.every(isItem) ? [...value] : REFUSED;
}

/** The URL parser accepts `text`; `new URL` where a browser has no `URL.canParse`, as zod does. */
function canParseUrl(text: string): boolean {
  // URL.canParse is from 2023; the build's browser targets include some without it.
  if (typeof URL.canParse === 'function') return URL.canParse(text);
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** zod's `url()`: what the URL parser accepts once trimmed; the value comes back trimmed. */
function checkedUrl(value: unknown): Checked<string> {
  if (typeof value !== 'string') return REFUSED;
  const trimmed = value.trim();
  return canParseUrl(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : REFUSED;
}

/** CurrentUserSchema (user.ts), for GET /api/security/currentuser and a renewed session. */
export const currentUserCheck: AnswerCheck<CurrentUser> = answerCheck('current user', (input) => {
  if (!isObject(input) || !isObject(input.privileges)) return REFUSED;
  const { email, displayName, authenticated, units } = input;
  const roles = arrayOf(input.privileges.roles, isRole);
  const operations = arrayOf(input.privileges.operations, isOperation);
  if (!isStringOrNull(email) || !isStringOrNull(displayName)) return REFUSED;
  if (typeof authenticated !== 'boolean' || !isUnitSystem(units)) return REFUSED;
  if (roles === REFUSED || operations === REFUSED) return REFUSED;
  return { email, displayName, authenticated, units, privileges: { roles, operations } };
});

/** PublicConfigSchema (public-config.ts), for GET /api/config. */
export const publicConfigCheck: AnswerCheck<PublicConfig> = answerCheck(
  'public configuration',
  (input) => {
    if (!isObject(input)) return REFUSED;
    const portfolioUrl = checkedUrl(input.portfolioUrl);
    const findRepresentativeUrl = checkedUrl(input.findRepresentativeUrl);
    const { customerServicePhone, idleTimeoutMs } = input;
    if (portfolioUrl === REFUSED || findRepresentativeUrl === REFUSED) return REFUSED;
    if (typeof customerServicePhone !== 'string' || customerServicePhone.length < 1) return REFUSED;
    // zod's int(): a safe integer.
    if (!Number.isSafeInteger(idleTimeoutMs) || (idleTimeoutMs as number) <= 0) return REFUSED;
    return {
      portfolioUrl,
      findRepresentativeUrl,
      customerServicePhone,
      idleTimeoutMs: idleTimeoutMs as number,
    };
  },
);

/** ApiErrorSchema (api-error-schema.ts), for the body of every failed API call. */
export const apiErrorCheck: AnswerCheck<ApiError> = answerCheck('API error', (input) => {
  if (!isObject(input)) return REFUSED;
  const { code, message, fields } = input;
  if (typeof code !== 'string' || typeof message !== 'string') return REFUSED;
  if (fields === undefined)
    return 'fields' in input ? { code, message, fields } : { code, message };
  if (!isPlainObject(fields)) return REFUSED;
  // zod's record skips a __proto__ key altogether (no field has that name); so does this.
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(fields)) {
    if (key === '__proto__') continue;
    if (typeof value !== 'string') return REFUSED;
    entries.set(key, value);
  }
  return { code, message, fields: Object.fromEntries(entries) };
});

/**
 * A path on this site: one leading slash, not followed by another slash or a backslash, which a
 * browser would read as another host (`//evil.example`, `/\evil.example`). SignOutAnswerSchema uses it too.
 */
export const SITE_PATH = /^\/(?![/\\])/;

/** SignOutAnswerSchema (sign-out.ts), for POST /logout. */
export const signOutAnswerCheck: AnswerCheck<SignOutAnswer> = answerCheck(
  'sign-out answer',
  (input) => {
    if (!isObject(input)) return REFUSED;
    const { redirectTo } = input;
    return typeof redirectTo === 'string' && SITE_PATH.test(redirectTo) ? { redirectTo } : REFUSED;
  },
);

/** The visitor who has not signed in: no roles, no operations, Imperial units unless chosen. */
export function anonymousUser(units: CurrentUser['units'] = DEFAULT_UNIT_SYSTEM): CurrentUser {
  return {
    email: null,
    displayName: null,
    authenticated: false,
    units,
    privileges: { roles: [], operations: [] },
  };
}
