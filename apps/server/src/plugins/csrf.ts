import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@transmission-spec/domain';
import fp from 'fastify-plugin';
import { csrfFailed } from '../errors/http-errors.js';
import { isApiRequest, isProbeRequest } from './api-request.js';

/** Node lower-cases incoming header names. */
const CSRF_HEADER_KEY = CSRF_HEADER.toLowerCase();

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(cookieValue: string, headerValue: string): boolean {
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(headerValue);
  // timingSafeEqual needs equal lengths; comparing lengths first leaks only the length, which is fixed.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit CSRF protection. Every visitor gets a random, non-httpOnly `csrf-token` cookie;
 * a state-changing /api call must repeat it in the X-CSRF-Token header. Another site can make the
 * browser send the cookie but cannot read it, so it cannot forge the header.
 */
export const csrfPlugin = fp(
  (app, _options, done) => {
    const secure = !app.config.insecureHttp;

    const issueToken = (request: FastifyRequest, reply: FastifyReply) => {
      // Hashed assets are cached by browsers and proxies for a year: keep Set-Cookie off them.
      if (request.url.startsWith('/assets/') || isProbeRequest(request)) return;
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    };

    app.addHook('onRequest', async (request, reply) => {
      const cookieValue = request.cookies[CSRF_COOKIE];
      if (!cookieValue) issueToken(request, reply);
      if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      const headerValue = request.headers[CSRF_HEADER_KEY];
      if (!cookieValue || typeof headerValue !== 'string' || !sameToken(cookieValue, headerValue)) {
        throw csrfFailed();
      }
    });
    done();
  },
  { name: 'csrf', fastify: '5.x', dependencies: ['config', 'cookies', 'error-handler'] },
);
