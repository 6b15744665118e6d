/**
 * Tells "the database cannot be reached right now" from every other failure, so the error handler
 * answers 503 with Retry-After (try again shortly) instead of 500 (a bug), and the catalogue cache
 * knows when to serve what it last loaded (issue 11, finding 10). drizzle wraps a driver's error in
 * a DrizzleQueryError whose `cause` is the original, and Node's connect to a name with several
 * addresses throws an AggregateError, so the whole chain is searched.
 */

/** Socket-level failures of node-postgres while connecting or mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs meaning the server is going away, starting, or out of room: class 08
 * (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now) and 53300 (too
 * many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** Messages node-postgres, pg-pool and PGlite use for a lost or closed connection (no code). */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^PGlite is closed$/,
];

const MAX_DEPTH = 8;

/**
 * Thrown where the outage was seen at one remove: the embedded identity provider answered 503
 * (its own database call failed), or a readiness ping failed before a sign-in began. It answers 503
 * with Retry-After like the driver's own errors.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * The innermost error's code and message (the driver's "connect ECONNREFUSED ..."), never a
 * wrapper's, whose text can hold the query and its parameters: what an outage is logged with.
 */
export function unavailableCause(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ');
}

function matches(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error`, or any error it wraps, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
