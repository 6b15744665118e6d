import { timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@transmission-spec/domain';
import type { FastifyRequest } from 'fastify';
import { csrfFailed } from '../../errors/http-errors.js';

const CSRF_HEADER_KEY = CSRF_HEADER.toLowerCase();

/**
 * The double-submit check the csrf plugin applies to /api, for the sign-in routes that live outside
 * /api (the provider's interaction cookie is scoped to /sign-in/:uid). An onRequest hook.
 */
export function requireCsrfToken(request: FastifyRequest): Promise<void> {
  const cookieValue = request.cookies[CSRF_COOKIE];
  const headerValue = request.headers[CSRF_HEADER_KEY];
  if (!cookieValue || typeof headerValue !== 'string') throw csrfFailed();
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(headerValue);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw csrfFailed();
  return Promise.resolve();
}
