import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config/env.js';
import { serializeErrorSafely } from './log-safe-error.js';

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
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
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
 * pino options: JSON lines at LOG_LEVEL, with credentials censored wherever headers get logged and
 * errors reduced to fields that hold no user data (no query parameters, see log-safe-error.ts).
 */
export function loggerOptions(config: AppConfig, stream?: { write(line: string): void }) {
  return {
    level: config.logLevel,
    serializers: { err: serializeErrorSafely, req: serializeRequest },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}
