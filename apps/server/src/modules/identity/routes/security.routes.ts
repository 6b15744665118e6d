import {
  anonymousUser,
  ApiErrorSchema,
  CurrentUserSchema,
  EmailSchema,
  isUnitSystem,
  normalizeEmail,
  TokenRequestSchema,
  UNITS_COOKIE,
  type CurrentUser,
} from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { TokenEndpointResponse } from 'openid-client';
import { z } from 'zod';
import { HttpError, sessionIdle, unauthenticated } from '../../../errors/http-errors.js';
import { BODY_LIMITS } from '../../../plugins/body-limits.js';
import { currentUserOf } from '../session/signed-in-user.js';
import {
  clearTokenCookies,
  readRefreshTokenCookie,
  setTokenCookies,
} from '../session/token-cookies.js';

/**
 * Refresh tokens are single use (each refresh hands out a new one). A tab whose refresh raced
 * another tab's, with the same cookie, gets this long to be told "already renewed" instead of
 * being treated as a stolen, replayed token.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const errorResponses = { 401: ApiErrorSchema, 429: ApiErrorSchema } as const;

/**
 * GET /api/security/currentuser, POST /api/security/token (password sign-in, e.g. right after
 * registration) and POST /api/security/token/refresh. The tokens only ever travel in httpOnly cookies.
 */
export const securityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const limiter = app.signInLimiter;
  const unitsOf = (request: FastifyRequest) => {
    const units = request.cookies[UNITS_COOKIE];
    return isUnitSystem(units) ? units : undefined;
  };

  /**
   * The current user behind freshly issued tokens: the access token is looked up like any other.
   * A sign-in (not a refresh) is logged as a security event.
   */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    tokens: TokenEndpointResponse,
    { isSignIn = false } = {},
  ): Promise<CurrentUser> => {
    const session = await app.identity.sessionForAccessToken(tokens.access_token);
    if (!session) throw new Error('tokens were issued for an account that cannot be loaded');
    setTokenCookies(reply, app.config, tokens);
    if (isSignIn) {
      app.securityEvents.record(
        'sign-in.succeeded',
        { userId: session.user.id, method: 'token' },
        request,
      );
    }
    // The CSRF pair belongs to the sign-in: a new one at sign-in (a token fixed before it is
    // worthless now, decision 081); a refresh keeps the browser's pair when it is this sign-in's.
    if (!app.csrf.boundTo(request, session.grantId)) app.csrf.rotate(reply, session.grantId);
    return currentUserOf(session.user, unitsOf(request));
  };

  app.get(
    '/security/currentuser',
    {
      schema: {
        tags: ['security'],
        summary: 'The signed-in user, or the anonymous visitor',
        description:
          'Anonymous when no session cookie is sent; 401 when the access token in the cookie has expired or was revoked (refresh, then retry).',
        response: { 200: CurrentUserSchema, 401: ApiErrorSchema },
      },
    },
    (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (request.user) return currentUserOf(request.user, unitsOf(request));
      // The session could not be looked up (database away): 503, not "anonymous", which would
      // show a signed-in person as signed out.
      if (request.sessionLookupError) throw request.sessionLookupError;
      if (request.staleAccessToken) throw app.notSignedIn(request);
      return anonymousUser(unitsOf(request));
    },
  );

  app.post(
    '/security/token',
    {
      bodyLimit: BODY_LIMITS.signIn,
      schema: {
        tags: ['security'],
        summary: 'Sign in with e-mail and password; sets the session cookies',
        body: TokenRequestSchema,
        response: { 200: CurrentUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user: email, password } = request.body;
      await limiter.beforeAttempt(request, reply, email);
      const tokens = await app.identity.signInWithPassword(email, password);
      if (!tokens) {
        await limiter.afterFailure(request, email);
        app.securityEvents.record(
          'sign-in.failed',
          {
            emailHash: app.securityEvents.emailHash(email),
            method: 'token',
            reason: 'wrong-email-or-password',
          },
          request,
        );
        throw new HttpError('INVALID_CREDENTIALS');
      }
      void reply.header('cache-control', 'no-store');
      return signedIn(request, reply, tokens, { isSignIn: true });
    },
  );

  app.post(
    '/security/token/refresh',
    {
      schema: {
        tags: ['security'],
        summary: 'Renew the session cookies of the signed-in user with this e-mail',
        querystring: z.object({ email: EmailSchema }),
        response: { 200: CurrentUserSchema, 401: ApiErrorSchema },
      },
      // Not a sign-in, and harmless to force: it keeps the CSRF pair when it is this sign-in's and
      // otherwise hands out one that is, instead of refusing (decision 081).
      config: { renewsCsrfPair: true },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const refresh = readRefreshTokenCookie(request);
      // The access token sent along already told the auth plugin that this sign-in went idle.
      if (request.sessionIdle) {
        clearTokenCookies(reply, app.config);
        throw sessionIdle();
      }
      const signOut = async (): Promise<never> => {
        clearTokenCookies(reply, app.config);
        if (refresh)
          await app.identity.signOut(request, reply, { refresh, access: undefined, id: undefined });
        throw unauthenticated();
      };
      if (!refresh) return signOut();
      const owner = await app.identity.inspectRefreshToken(refresh);
      // The web app remembers who it signed in as; a refresh for someone else must not go through.
      if (owner?.user.email !== normalizeEmail(request.query.email)) return signOut();
      // A refresh is not activity of its own: an idle session stays ended (touch ended it).
      if ((await app.sessionActivity.touch(owner.grantId)) === 'idle') {
        clearTokenCookies(reply, app.config);
        throw sessionIdle();
      }
      if (
        owner.consumedAt !== undefined &&
        nowSeconds() - owner.consumedAt <= REFRESH_REUSE_GRACE_SECONDS
      ) {
        // Two tabs refreshed at once and the other one won: its response holds the new cookies,
        // which this tab's retry will carry. Anything older is reuse, and the provider then revokes
        // the whole sign-in.
        if (!app.csrf.boundTo(request, owner.grantId)) app.csrf.rotate(reply, owner.grantId);
        return currentUserOf(owner.user, unitsOf(request));
      }
      const tokens = await app.identity.refresh(refresh);
      if (!tokens) return signOut();
      return signedIn(request, reply, tokens);
    },
  );
  done();
};
