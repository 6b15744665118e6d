import {
  hasAllOperations,
  operationsForRoles,
  type Operation,
  type Role,
  type UnitSystem,
} from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionIdle, unauthenticated } from '../errors/http-errors.js';

/** The account behind a request's access token (request.user). */
export interface SignedInUser {
  readonly id: string;
  readonly email: string;
  readonly displayName: string | null;
  readonly roles: readonly Role[];
  /** The units stored on the account; the `units` cookie, when set, wins in the current user. */
  readonly units: UnitSystem;
}

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
 * The request's user and the hooks routes put in front of themselves: signed in, a role, an
 * operation. Who the user is comes from the identity module's session plugin
 * (modules/identity/session/session.plugin.ts), which sets `request.user` and the flags below;
 * this plugin knows no module (decision 091).
 */
export const authPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('user', null);
    app.decorateRequest('staleAccessToken', false);
    app.decorateRequest('sessionLookupError', null);
    app.decorateRequest('sessionIdle', false);

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
  { name: 'auth', fastify: '5.x', dependencies: ['cookies', 'error-handler'] },
);
