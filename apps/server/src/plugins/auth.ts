import {
  hasAllOperations,
  operationsForRoles,
  type Operation,
  type Role,
} from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { forbidden, sessionIdle, unauthenticated } from '../errors/http-errors.js';
import type { SignedInUser } from '../modules/identity/signed-in-user.js';
import { readAccessTokenCookie, TOKEN_COOKIES } from '../modules/identity/token-cookies.js';
import { isApiRequest, isProbeRequest } from './api-request.js';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What an auth hook asks of a request: a sign-in, or a sign-in whose roles allow the call. */
export type AuthRequirement = 'signed-in' | 'permission';
const requirements = new WeakMap<object, AuthRequirement>();
const describedAs = (hook: AuthHook, requirement: AuthRequirement): AuthHook => {
  requirements.set(hook, requirement);
  return hook;
};
/** The requirement of one of this plugin's hooks, read by the OpenAPI description (swagger.ts). */
export const authRequirementOf = (hook: unknown): AuthRequirement | undefined =>
  typeof hook === 'function' ? requirements.get(hook) : undefined;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request (from the access-token cookie), or null. */
    user: SignedInUser | null;
    /**
     * True when the request carried an access-token cookie that is expired, revoked or unknown: the
     * web app should refresh its tokens (GET /api/security/currentuser answers 401 then).
     */
    staleAccessToken: boolean;
    /**
     * Set when the session could not be looked up because the database is away: routes that need
     * the user rethrow it (503, try again) rather than answer 401, which would sign the browser out;
     * public routes such as the survey go on as for a visitor.
     */
    sessionLookupError: Error | null;
    /** True when the session was refused for being idle longer than IDLE_TIMEOUT_MS (now ended). */
    sessionIdle: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route hands a signed-in browser a CSRF pair bound to its sign-in itself, rather than have
     * a pair from before the sign-in refused (POST /api/security/token/refresh).
     */
    renewsCsrfPair?: boolean;
  }
  interface FastifyInstance {
    /** The 401 error for a request without a user (SESSION_IDLE after an idle timeout). */
    notSignedIn(request: FastifyRequest): Error;
    /** onRequest hook: 401 unless signed in. */
    requireSignedIn: AuthHook;
    /** onRequest hook: 401 when signed out, 403 without at least one of `roles`. */
    requireRoles(roles: readonly Role[]): AuthHook;
    /** onRequest hook: 401 when signed out, 403 when the user's roles do not grant `operation`. */
    requireOperation(operation: Operation): AuthHook;
  }
}

/**
 * Resolves `request.user` for /api requests from the access-token cookie: the provider's stored
 * token (unknown, expired or revoked means signed out), then the account with its current roles.
 * Both come from the session cache (decision 065) for up to 10 s: a sign-out, reset or role change
 * made here counts on the next request, one made elsewhere when the database's notification arrives.
 * Requests without the cookie, probes and the web app's files cost no database work.
 */
export const authPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('user', null);
    app.decorateRequest('staleAccessToken', false);
    app.decorateRequest('sessionLookupError', null);
    app.decorateRequest('sessionIdle', false);

    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request) || isProbeRequest(request)) return;
      const access = readAccessTokenCookie(request);
      if (!access) {
        // A malformed one (checked-cookie.ts) is a token that names no session: 401, as for an
        // unknown token, so the web app's refresh fails and clears it.
        if (request.cookies[TOKEN_COOKIES.access]) request.staleAccessToken = true;
        return;
      }
      let session;
      let activity;
      try {
        session = await app.identity.sessionForAccessToken(access);
        activity = session ? await app.sessionActivity.touch(session.grantId) : undefined;
      } catch (error) {
        if (!(error instanceof Error) || !isDatabaseUnavailable(error)) throw error;
        request.sessionLookupError = error;
        return;
      }
      if (!session) {
        request.staleAccessToken = true;
        return;
      }
      if (activity === 'idle') {
        request.staleAccessToken = true;
        request.sessionIdle = true;
        return;
      }
      // The CSRF pair must be this sign-in's own (decision 081): one from before it is refused.
      if (!request.routeOptions.config.renewsCsrfPair) {
        app.csrf.checkSignedIn(request, reply, session.grantId);
      }
      request.user = session.user;
    });

    /**
     * Why there is no user: the outage that hid the session (503), an idle session (401
     * SESSION_IDLE, so the web app shows /inactive), or no session at all (401).
     */
    const notSignedIn = (request: FastifyRequest): Error =>
      request.sessionLookupError ?? (request.sessionIdle ? sessionIdle() : unauthenticated());

    // Plain functions returning a promise: Fastify awaits them, and a throw refuses the request.
    const requireSignedIn = describedAs((request) => {
      if (!request.user) throw notSignedIn(request);
      return Promise.resolve();
    }, 'signed-in');
    app.decorate('requireSignedIn', requireSignedIn);
    app.decorate('notSignedIn', notSignedIn);
    app.decorate('requireRoles', (roles: readonly Role[]): AuthHook => {
      return describedAs((request) => {
        if (!request.user) throw notSignedIn(request);
        if (!request.user.roles.some((role) => roles.includes(role))) throw forbidden();
        return Promise.resolve();
      }, 'permission');
    });
    // Operations come from the domain's roles table, so a route asks for what it does, not who.
    app.decorate('requireOperation', (operation: Operation): AuthHook => {
      return describedAs((request) => {
        if (!request.user) throw notSignedIn(request);
        if (
          !hasAllOperations({ operations: operationsForRoles(request.user.roles) }, [operation])
        ) {
          throw forbidden();
        }
        return Promise.resolve();
      }, 'permission');
    });
    done();
  },
  { name: 'auth', fastify: '5.x', dependencies: ['cookies', 'csrf', 'identity', 'error-handler'] },
);
