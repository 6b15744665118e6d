import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../../errors/database-unavailable.js';
import { isApiRequest, isProbeRequest } from '../../../plugins/api-request.js';
import { readAccessTokenCookie, TOKEN_COOKIES } from './token-cookies.js';

/**
 * Resolves `request.user` (plugins/auth.ts) for /api requests from the access-token cookie: the
 * provider's stored token (unknown, expired or revoked means signed out), then the account with its
 * current roles. Both come from the session cache (decision 065) for up to 10 s: a sign-out, reset
 * or role change made here counts on the next request, one made elsewhere when the database's
 * notification arrives. Requests without the cookie, probes and the web app's files cost no
 * database work. Registered by app.ts right after the auth plugin, the hook's place before.
 */
export const sessionPlugin = fp(
  (app, _options, done) => {
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

    done();
  },
  {
    name: 'identity-session',
    fastify: '5.x',
    dependencies: ['auth', 'cookies', 'csrf', 'identity', 'error-handler'],
  },
);
