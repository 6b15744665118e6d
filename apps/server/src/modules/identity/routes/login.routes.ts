import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { ApiErrorSchema, SignOutAnswerSchema } from '@transmission-spec/domain';
import { z } from 'zod';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from '../../../errors/database-unavailable.js';
import { outageOrSelf } from '../identity.service.js';
import { CLIENT_SCOPE } from '../provider/password-grant.js';
import { LOGIN_CALLBACK_PATH } from '../provider/provider-settings.js';
import { safeLogoutDestination, safeReturnTo } from './return-to.js';
import { clearTokenCookies, readTokenCookies, setTokenCookies } from '../session/token-cookies.js';

/** One cookie per sign-in attempt, named after its state, so two tabs signing in do not collide. */
const LOGIN_COOKIE_PREFIX = 'ts_login.';
const LOGIN_COOKIE_MAX_AGE_SECONDS = 15 * 60;
/** randomState() is base64url; anything else in a callback is not ours. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const LoginAttemptSchema = z.object({
  verifier: z.string().min(43),
  nonce: z.string().min(1),
  returnTo: z.string(),
});
type LoginAttempt = z.infer<typeof LoginAttemptSchema>;

/** Far above the ~200 characters an attempt takes; a longer cookie is not ours. */
const LOGIN_COOKIE_MAX_LENGTH = 4096;

function parseAttempt(value: string | undefined): LoginAttempt | undefined {
  if (!value || value.length > LOGIN_COOKIE_MAX_LENGTH) return undefined;
  try {
    const parsed = LoginAttemptSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's side of redirect sign-in (backend-for-frontend): GET /login starts the authorization
 * code flow with PKCE against the embedded provider, GET /login/callback exchanges the code and keeps
 * the tokens in httpOnly cookies, POST /logout (with the CSRF header) revokes them and ends the
 * provider session, and GET /logout/callback returns home (or to /inactive); GET /logout only goes
 * home. Failures are logged; the user lands on /error.
 */
export const loginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { config } = app;
  const redirectUri = `${config.publicUrl}${LOGIN_CALLBACK_PATH}`;
  const attemptCookie = {
    path: LOGIN_CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: !config.insecureHttp,
  } as const;

  app.get(
    '/login',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Start signing in; comes back to returnTo (a path on this site) afterwards',
        querystring: z.object({ returnTo: z.unknown().optional() }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // Every step after this one needs the database: during an outage, say so now (503, try
      // again) rather than send the browser on to a provider that cannot answer.
      try {
        await app.database.ping();
      } catch (error) {
        throw new DatabaseUnavailableError('the database does not answer', { cause: error });
      }
      let oidc: client.Configuration;
      try {
        oidc = await app.identity.clientConfiguration();
      } catch (error) {
        request.log.error({ err: error }, 'the identity provider could not be reached');
        return reply.redirect('/error', 303);
      }
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const attempt: LoginAttempt = {
        verifier,
        nonce,
        returnTo: safeReturnTo(request.query.returnTo, config.publicUrl),
      };
      const authorizationUrl = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: CLIENT_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      void reply.setCookie(`${LOGIN_COOKIE_PREFIX}${state}`, JSON.stringify(attempt), {
        ...attemptCookie,
        maxAge: LOGIN_COOKIE_MAX_AGE_SECONDS,
      });
      return reply.redirect(authorizationUrl.href, 303);
    },
  );

  app.get(
    LOGIN_CALLBACK_PATH,
    {
      schema: {
        tags: ['sign-in'],
        summary: "The identity provider's redirect back after signing in",
        querystring: z.looseObject({ state: z.unknown().optional() }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { state } = request.query;
      const cookieName =
        typeof state === 'string' && STATE_PATTERN.test(state)
          ? `${LOGIN_COOKIE_PREFIX}${state}`
          : '';
      const attempt = cookieName ? parseAttempt(request.cookies[cookieName]) : undefined;
      if (!attempt) {
        if (cookieName) void reply.clearCookie(cookieName, attemptCookie);
        request.log.info('sign-in callback without a matching sign-in attempt');
        return reply.redirect('/error', 303);
      }
      try {
        const tokens = await client.authorizationCodeGrant(
          await app.identity.clientConfiguration(),
          new URL(request.url, config.publicUrl),
          {
            pkceCodeVerifier: attempt.verifier,
            expectedState: state as string,
            expectedNonce: attempt.nonce,
            idTokenExpected: true,
          },
        );
        const session = await app.identity.sessionForAccessToken(tokens.access_token);
        if (!session) throw new Error('tokens were issued for an account that cannot be loaded');
        setTokenCookies(reply, config, tokens);
        // A new sign-in, a new CSRF pair bound to it: one fixed before it is refused now (081).
        app.csrf.rotate(reply, session.grantId);
      } catch (error) {
        // An outage used up nothing (the code is still unused): the attempt cookie stays, so the
        // same callback, reloaded once the database is back, completes the sign-in.
        const failure = outageOrSelf(error);
        if (isDatabaseUnavailable(failure)) throw failure;
        void reply.clearCookie(cookieName, attemptCookie);
        request.log.warn({ err: error }, 'sign-in callback failed');
        return reply.redirect('/error', 303);
      }
      void reply.clearCookie(cookieName, attemptCookie);
      return reply.redirect(safeReturnTo(attempt.returnTo, config.publicUrl), 303);
    },
  );

  const LogoutQuerySchema = z.object({ returnTo: z.unknown().optional() });

  app.post(
    '/logout',
    {
      // A POST with the CSRF header: another site can neither submit it nor sign anyone out.
      onRequest: app.csrf.require,
      schema: {
        tags: ['sign-in'],
        summary: 'Sign out: revoke the tokens and end the identity provider session',
        description:
          'Needs the X-CSRF-Token header. Answers where the browser goes next: /logout/callback, which lands home, or on /inactive when returnTo=/inactive. 503 with Retry-After when the tokens could not be revoked (database away): nothing was changed, the user is still signed in and may try again.',
        querystring: LogoutQuerySchema,
        response: { 200: SignOutAnswerSchema, 403: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // Throws unless every token is revoked and the provider session ended (503 during an
      // outage): then no cookie is touched and the user is told they are still signed in.
      await app.identity.signOut(request, reply, readTokenCookies(request));
      clearTokenCookies(reply, config);
      app.csrf.rotate(reply);
      const destination = safeLogoutDestination(request.query.returnTo);
      const redirectTo =
        destination === '/' ? '/logout/callback' : `/logout/callback?returnTo=${destination}`;
      return { redirectTo };
    },
  );

  app.get(
    '/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Signs nobody out (a link from anywhere could): redirects home',
        querystring: LogoutQuerySchema,
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reply.redirect('/', 303);
    },
  );

  app.get(
    '/logout/callback',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'After signing out: home, or /inactive after an idle timeout',
        querystring: z.object({ returnTo: z.unknown().optional() }),
      },
    },
    (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reply.redirect(safeLogoutDestination(request.query.returnTo), 303);
    },
  );
  done();
};
