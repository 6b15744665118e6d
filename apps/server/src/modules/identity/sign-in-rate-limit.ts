import { normalizeEmail } from '@transmission-spec/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  rateLimitCounter,
  refuseRateLimited,
  type RateLimitRule,
} from '../../plugins/rate-limit.js';
import type { SignInRefusal } from '../security-events/security-events.js';

/**
 * Limits on password sign-in (the sign-in screen and POST /api/security/token share them), on top of
 * the app-wide per-address limit. Counters live where the app-wide ones do (Redis when REDIS_URL is
 * set, so every instance shares them). Decision 018 explains the choice.
 * - Per client address, every attempt counts: 30 a minute stops one machine from trying passwords
 *   fast, across accounts, while leaving room for an office behind one address.
 * - Per account and address, failures count: 10 wrong passwords in 15 minutes from one address
 *   refuse that address for that e-mail, the right password included.
 * - Per account, failures count from everywhere: after 10 in 15 minutes, an address that has failed
 *   CLEAN_ADDRESS_FAILURES times for that e-mail is refused, while one that has failed fewer times
 *   still tries. A guesser with many addresses gets that many tries per new address; a stranger
 *   cannot lock the owner out, who may mistype twice from a clean address and still get in
 *   (decision 081 amends 018, which refused an address at its first failure).
 * All by the e-mail as typed, whether or not an account has it, so the answer never tells which exist.
 */
export const SIGN_IN_LIMITS = Object.freeze({
  perAddress: { name: 'sign-in-address', max: 30, windowMs: 60 * 1000 },
  perAccountAddressFailures: { name: 'sign-in-account-address', max: 10, windowMs: 15 * 60 * 1000 },
  perAccountFailures: { name: 'sign-in-account', max: 10, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>);

/**
 * Once an e-mail has had its failures from everywhere, an address may still try it while it has
 * failed fewer times than this for that e-mail (in the same 15 minutes).
 */
export const CLEAN_ADDRESS_FAILURES = 3;

export interface SignInLimiter {
  /** Counts an attempt from this address; throws 429 (with Retry-After) when either limit is reached. */
  beforeAttempt(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Counts a wrong e-mail or password against the e-mail. */
  afterFailure(request: FastifyRequest, email: string): Promise<void>;
}

export function createSignInLimiter(app: FastifyInstance): SignInLimiter {
  const emails = new WeakMap<FastifyRequest, string>();
  const emailOf = (request: FastifyRequest) => emails.get(request) ?? '';
  // Counted wherever they are called, the sign-in screen outside /api included.
  const perAddress = rateLimitCounter(app, SIGN_IN_LIMITS.perAddress);
  const perAccountAddress = rateLimitCounter(
    app,
    SIGN_IN_LIMITS.perAccountAddressFailures,
    (request) => `${emailOf(request)}|${request.ip}`,
  );
  const perAccount = rateLimitCounter(app, SIGN_IN_LIMITS.perAccountFailures, emailOf);

  return {
    async beforeAttempt(request, reply, email) {
      emails.set(request, normalizeEmail(email));
      // A refusal is a lock-out, logged as a security event with the rule that refused.
      const refuse = (reason: SignInRefusal, retryAfterSeconds: number): never => {
        app.securityEvents.record(
          'sign-in.refused',
          { emailHash: app.securityEvents.emailHash(email), reason },
          request,
        );
        return refuseRateLimited(reply, retryAfterSeconds);
      };
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        refuse('address-attempts', address.ttlInSeconds);
      }
      const [pair, account] = await Promise.all([
        perAccountAddress(request, { increment: false }),
        perAccount(request, { increment: false }),
      ]);
      if (pair.isAllowed || account.isAllowed) return;
      // `remaining` is max minus the failures counted so far in the window.
      if (pair.remaining === 0) refuse('email-address-failures', pair.ttlInSeconds);
      // The e-mail has had its failures: an address gets its own few (the owner's typos), never more.
      const addressFailures = pair.max - pair.remaining;
      if (account.remaining === 0 && addressFailures >= CLEAN_ADDRESS_FAILURES) {
        refuse('email-failures', account.ttlInSeconds);
      }
    },
    async afterFailure(request, email) {
      emails.set(request, normalizeEmail(email));
      await Promise.all([perAccountAddress(request), perAccount(request)]);
    },
  };
}
