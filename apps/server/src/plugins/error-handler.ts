import fp from 'fastify-plugin';
import { unavailableCause } from '../errors/database-unavailable.js';
import { toApiError } from '../errors/to-api-error.js';

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
        request.log.warn({ cause: unavailableCause(error) }, 'database unavailable');
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
