import fp from 'fastify-plugin';
import { toApiError } from '../errors/to-api-error.js';

/** The innermost error's message (the driver's "connect ECONNREFUSED ..."), never the query text. */
function rootMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 8; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ');
}

/**
 * The one place that decides what a failure looks like to the client: DESIGN's
 * `{ code, message, fields? }` with the matching status. Deliberate errors (HttpError, validation,
 * Fastify's 4xx) pass their message through; anything else is a bug, logged with the request id and
 * answered with a generic message and no stack trace.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, unexpected, retryAfterSeconds } = toApiError(error);
      if (unexpected) {
        request.log.error({ err: error }, 'request failed');
      } else if (retryAfterSeconds !== undefined) {
        // Only the driver's own words: a wrapped query error would carry its SQL and parameters.
        request.log.warn({ cause: rootMessage(error) }, 'database unavailable');
        void reply.header('retry-after', String(retryAfterSeconds));
      } else {
        request.log.debug({ code: body.code, status }, 'request refused');
      }
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
    done();
  },
  { name: 'error-handler', fastify: '5.x' },
);
