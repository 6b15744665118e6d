/**
 * What the log keeps of an error. pino's standard serializer copies every enumerable property, and
 * database errors carry the statement's parameters: drizzle's DrizzleQueryError has `params` and
 * repeats them in its message ("Failed query: ...\nparams: ann,Smith,..."), PGlite's errors have
 * `params` too, and node-postgres's `detail` quotes the offending row. Those are what users typed
 * (names, notes, e-mail addresses), so only named, safe fields are kept: the type, the message and
 * stack without parameters, the SQLSTATE code and the names of what failed.
 */

/** Properties worth logging that never hold user data (PostgreSQL names things, it does not quote). */
const SAFE_PROPERTIES = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

/** How many `cause` links are followed: drizzle wraps the driver's error once. */
const MAX_CAUSE_DEPTH = 3;
/** A failed statement's SQL text can be long; the start says which statement it was. */
const MAX_MESSAGE_LENGTH = 2000;

/** The message without drizzle's "\nparams: ..." tail, bounded in length. */
function messageWithoutParams(message: string): string {
  const paramsAt = message.indexOf('\nparams:');
  const kept = paramsAt >= 0 ? message.slice(0, paramsAt) : message;
  return kept.length > MAX_MESSAGE_LENGTH ? `${kept.slice(0, MAX_MESSAGE_LENGTH)}...` : kept;
}

/** The stack's frames under a first line rebuilt from the safe message (V8 repeats the message). */
function stackWithoutParams(error: Error, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

export interface SafeErrorLog {
  type: string;
  message: string;
  stack: string;
  cause?: SafeErrorLog;
  [property: string]: unknown;
}

/** pino's `err` serializer for every logger of the server (see loggerOptions). */
export function serializeErrorSafely(error: unknown, depth = 0): SafeErrorLog {
  if (!(error instanceof Error)) {
    // A thrown non-error says nothing safe about itself beyond its kind.
    return { type: typeof error, message: '[a value that is not an Error was thrown]', stack: '' };
  }
  const message = messageWithoutParams(error.message);
  const log: SafeErrorLog = {
    type: error.constructor.name || error.name,
    message,
    stack: stackWithoutParams(error, message),
  };
  const source = error as unknown as Record<string, unknown>;
  for (const property of SAFE_PROPERTIES) {
    const value = source[property];
    if (typeof value === 'string' || typeof value === 'number') log[property] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    log.cause = serializeErrorSafely(error.cause, depth + 1);
  }
  return log;
}
