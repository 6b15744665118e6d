import { anyone, EMAIL_A, EMAILS, signedIn, type Row } from './helpers/access-matrix-suite.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';

/**
 * The access matrix's rows for the session, the browser sign-in and sign-out, and the OpenID
 * provider's own endpoints. Keyed "METHOD /path" exactly as registered.
 */
export const IDENTITY_ROWS: Readonly<Record<string, Row>> = {
  // The session.
  // Signed out, it answers the anonymous user (authenticated: false), as SPEC 3 describes.
  'GET /api/security/currentuser': {
    request: () => ({ url: '/api/security/currentuser' }),
    expected: anyone(200),
  },
  'POST /api/security/token': {
    request: async ({ app, freshEmail }) => {
      const email = freshEmail();
      await createTestUser(app, email);
      return { url: '/api/security/token', payload: { user: email, password: TEST_PASSWORD } };
    },
    expected: anyone(200),
  },
  'POST /api/security/token/refresh': {
    // Refreshing rotates the session's tokens, so it gets a session of its own.
    request: async ({ freshHeadersOf }, caller) => ({
      url: `/api/security/token/refresh?email=${EMAILS[caller]}`,
      headers: await freshHeadersOf(caller),
    }),
    expected: signedIn(200),
  },

  // The crawlers' rules (web.test.ts checks the text).
  'GET /robots.txt': { request: () => ({ url: '/robots.txt' }), expected: anyone(200) },

  // Browser sign-in and sign-out (redirects), and the OpenID provider's own endpoints.
  'GET /login': { request: () => ({ url: '/login' }), expected: anyone(303) },
  'GET /login/callback': { request: () => ({ url: '/login/callback' }), expected: anyone(303) },
  // A link to /logout signs nobody out; the POST (with the CSRF header) ends the session it is
  // given, so it gets a session of its own.
  'GET /logout': { request: () => ({ url: '/logout' }), expected: anyone(303) },
  'POST /logout': {
    request: async ({ freshHeadersOf }, caller) => ({
      method: 'POST',
      url: '/logout',
      headers: await freshHeadersOf(caller),
    }),
    expected: anyone(200),
  },
  'GET /logout/callback': { request: () => ({ url: '/logout/callback' }), expected: anyone(303) },
  'GET /sign-in/:uid/details': {
    request: () => ({ url: '/sign-in/no-such-interaction/details' }),
    expected: anyone(410),
  },
  'POST /sign-in/:uid/login': {
    request: () => ({
      url: '/sign-in/no-such-interaction/login',
      payload: { email: EMAIL_A, password: TEST_PASSWORD },
    }),
    expected: anyone(410),
  },
  'GET /oidc': { request: () => ({ url: '/oidc' }), expected: anyone(404) },
  'POST /oidc': { request: () => ({ url: '/oidc' }), expected: anyone(404) },
  'OPTIONS /oidc': { request: () => ({ url: '/oidc' }), expected: anyone(404) },
  // Only the provider's own spellings reach it; any other path under /oidc is a 404.
  'GET /oidc/*': { request: () => ({ url: '/oidc/AUTH' }), expected: anyone(404) },
  'POST /oidc/*': { request: () => ({ url: '/oidc/Token' }), expected: anyone(404) },
  'OPTIONS /oidc/*': { request: () => ({ url: '/oidc/no-such-endpoint' }), expected: anyone(404) },
  // The provider's endpoints. An authorization request without a client lands on /error for
  // everyone; a form post without one is not the provider's.
  'GET /oidc/auth': { request: () => ({ url: '/oidc/auth' }), expected: anyone(303) },
  'POST /oidc/auth': { request: () => ({ url: '/oidc/auth' }), expected: anyone(404) },
  'OPTIONS /oidc/auth': { request: () => ({ url: '/oidc/auth' }), expected: anyone(404) },
  'GET /oidc/auth/:uid': { request: () => ({ url: '/oidc/auth/no-such' }), expected: anyone(303) },
  'POST /oidc/auth/:uid': { request: () => ({ url: '/oidc/auth/no-such' }), expected: anyone(404) },
  'OPTIONS /oidc/auth/:uid': {
    request: () => ({ url: '/oidc/auth/no-such' }),
    expected: anyone(404),
  },
  // The token endpoints without client credentials: refused by the provider for everyone (the
  // server is the provider's only client and authenticates itself).
  'GET /oidc/token': { request: () => ({ url: '/oidc/token' }), expected: anyone(404) },
  'POST /oidc/token': {
    request: () => ({
      url: '/oidc/token',
      payload: 'grant_type=authorization_code&code=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expected: anyone(400),
  },
  'OPTIONS /oidc/token': { request: () => ({ url: '/oidc/token' }), expected: anyone(404) },
  'GET /oidc/token/revocation': {
    request: () => ({ url: '/oidc/token/revocation' }),
    expected: anyone(404),
  },
  'POST /oidc/token/revocation': {
    request: () => ({
      url: '/oidc/token/revocation',
      payload: 'token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expected: anyone(400),
  },
  'OPTIONS /oidc/token/revocation': {
    request: () => ({ url: '/oidc/token/revocation' }),
    expected: anyone(404),
  },
  'GET /oidc/jwks': { request: () => ({ url: '/oidc/jwks' }), expected: anyone(200) },
  'POST /oidc/jwks': { request: () => ({ url: '/oidc/jwks' }), expected: anyone(404) },
  'OPTIONS /oidc/jwks': { request: () => ({ url: '/oidc/jwks' }), expected: anyone(404) },
  // Userinfo takes the provider's bearer token, never our cookies.
  'GET /oidc/me': { request: () => ({ url: '/oidc/me' }), expected: anyone(401) },
  'POST /oidc/me': { request: () => ({ url: '/oidc/me' }), expected: anyone(401) },
  'OPTIONS /oidc/me': { request: () => ({ url: '/oidc/me' }), expected: anyone(404) },
  'GET /oidc/.well-known/openid-configuration': {
    request: () => ({ url: '/oidc/.well-known/openid-configuration' }),
    expected: anyone(200),
  },
  'POST /oidc/.well-known/openid-configuration': {
    request: () => ({ url: '/oidc/.well-known/openid-configuration' }),
    expected: anyone(404),
  },
  'OPTIONS /oidc/.well-known/openid-configuration': {
    request: () => ({ url: '/oidc/.well-known/openid-configuration' }),
    expected: anyone(404),
  },
};

/**
 * Registered routes that are not API calls: the web app's files, answered with index.html for any
 * other path (GET /*), which web.test.ts covers.
 */
export const NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  'GET /*': 'the web app (static files and index.html)',
  'HEAD /*': 'the web app (static files and index.html)',
};
