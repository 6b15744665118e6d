import { normalizeEmail } from '@transmission-spec/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '../../errors/http-errors.js';

/**
 * Limits on password sign-in (the sign-in screen and POST /api/security/token share them), on top of
 * the app-wide per-address limit. Counters live where the app-wide ones do (Redis when REDIS_URL is
 * set, so every instance shares them).
 * - Per client address, every attempt counts: 30 a minute stops one machine from trying passwords
 *   fast, across accounts, while leaving room for an office behind one address.
 * - Per account, only failures count: 10 wrong passwords in 15 minutes pause that e-mail. Counting by
 *   the e-mail as typed, whether or not an account has it, so the answer never tells which exist.
 */
export const SIGN_IN_LIMITS = Object.freeze({
  perAddress: { max: 30, windowMs: 60 * 1000 },
  perAccountFailures: { max: 10, windowMs: 15 * 60 * 1000 },
});

export interface SignInLimiter {
  /** Counts an attempt from this address; throws 429 (with Retry-After) when either limit is reached. */
  beforeAttempt(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Counts a wrong e-mail or password against the e-mail. */
  afterFailure(request: FastifyRequest, email: string): Promise<void>;
}

/**
 * An onRequest hook limiting requests per client address under its own counter `name`; for routes
 * outside /api, which the app-wide limit leaves alone.
 */
export function addressRateLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${request.ip}`,
    allowList: () => false,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) refuse(reply, result.ttlInSeconds);
  };
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  void reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  throw rateLimited();
}

export function createSignInLimiter(app: FastifyInstance): SignInLimiter {
  const emails = new WeakMap<FastifyRequest, string>();
  // The app-wide allowList skips everything outside /api; these limits apply wherever they are called.
  const perAddress = app.createRateLimit({
    max: SIGN_IN_LIMITS.perAddress.max,
    timeWindow: SIGN_IN_LIMITS.perAddress.windowMs,
    keyGenerator: (request) => `sign-in-address:${request.ip}`,
    allowList: () => false,
  });
  const perAccount = app.createRateLimit({
    max: SIGN_IN_LIMITS.perAccountFailures.max,
    timeWindow: SIGN_IN_LIMITS.perAccountFailures.windowMs,
    keyGenerator: (request) => `sign-in-account:${emails.get(request) ?? ''}`,
    allowList: () => false,
  });

  return {
    async beforeAttempt(request, reply, email) {
      emails.set(request, normalizeEmail(email));
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) refuse(reply, address.ttlInSeconds);
      const account = await perAccount(request, { increment: false });
      if (!account.isAllowed && account.remaining === 0 && account.ttl > 0) {
        refuse(reply, account.ttlInSeconds);
      }
    },
    async afterFailure(request, email) {
      emails.set(request, normalizeEmail(email));
      await perAccount(request);
    },
  };
}
