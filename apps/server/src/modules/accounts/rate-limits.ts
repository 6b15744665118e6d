import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '../../errors/http-errors.js';

/**
 * Limits of the accounts flows, on top of the app-wide per-address limit (RATE_LIMIT_MAX a minute).
 * They stop mail bombing (codes and reset links sent to someone else's inbox) and code guessing,
 * while leaving room for a person who mistypes, asks for a new code, or shares an office address
 * with colleagues. Counters live where the app-wide ones do (Redis when REDIS_URL is set).
 */
export interface RateLimitRule {
  /** Unique per rule: it prefixes the counter keys, which share one store. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const ACCOUNT_RATE_LIMITS = {
  /** Verification codes sent to one address (each register call sends one). */
  registerPerEmail: { name: 'register-email', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Register calls from one client address, whatever the e-mail. */
  registerPerAddress: { name: 'register-address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** verifynew and verifyexisting calls from one client address (besides 5 tries per code). */
  verifyPerAddress: { name: 'verify-address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** Reset links sent to one address. */
  resetRequestPerEmail: { name: 'reset-email', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Reset-link requests from one client address, whatever the e-mail. */
  resetRequestPerAddress: { name: 'reset-address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** New-password submissions from one client address. */
  resetPasswordPerAddress: { name: 'reset-password-address', max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A preHandler hook (so params and body are already validated) that counts the request under
 * `keyOf(request)` and answers 429 RATE_LIMITED with Retry-After once `rule.max` is exceeded within
 * the window. Share one hook between routes that share a budget.
 */
export function rateLimitHook(
  app: FastifyInstance,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string,
): RateLimitHook {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${rule.name}:${keyOf(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      throw rateLimited();
    }
  };
}

/** The client address as the app-wide limit sees it (X-Forwarded-For only through trusted proxies). */
export const clientAddress = (request: FastifyRequest): string => request.ip;
