import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config/env.js';
import { serializeErrorSafely } from './log-safe-error.js';

/** The levels at which an info line is written (pino's own, no custom levels). */
const WRITES_INFO = new Set(['info', 'debug', 'trace']);

/**
 * Fastify's own request logging writes two lines per request (received, completed); this writes one,
 * when the response is done, with method, url, client address, status and time taken.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: Math.round(reply.elapsedTime), err: error },
        'request errored',
      );
      return;
    }
    // At LOG_LEVEL warn and above nothing is built for a line that would not be written.
    if (!WRITES_INFO.has(reply.log.level)) return;
    reply.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}

/**
 * A share link's token in a path (/shared/{token} and /api/shared/{token}) is the link itself: a
 * log line holding it would let whoever reads the logs open the spec. Everything else of the path
 * stays, so the line still tells which route was asked.
 */
export function withoutShareToken(url: string): string {
  return url.replace(/^((?:\/api)?\/shared\/)[^/?#]*/i, '$1[redacted]');
}

/** Fastify's request serializer, with the URL passed through withoutShareToken. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutShareToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * pino options: JSON lines at LOG_LEVEL, with errors reduced to fields that hold no user data (no
 * query parameters, see log-safe-error.ts). The request and reply serializers write no headers at
 * all (the request's is above, the reply's is Fastify's status code), so credentials cannot reach an
 * access line; redaction guards only a `headers` object logged on its own. pino redacts by top-level
 * key, cloning every object logged under a listed key: paths under `req` and `res` made it clone
 * every access line for headers that are never there (decision 063).
 */
export function loggerOptions(config: AppConfig, stream?: { write(line: string): void }) {
  return {
    level: config.logLevel,
    serializers: { err: serializeErrorSafely, req: serializeRequest },
    redact: {
      paths: [
        'headers.cookie',
        'headers.authorization',
        'headers["x-csrf-token"]',
        'headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}
