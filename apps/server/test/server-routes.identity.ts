import { EmailSchema, TokenRequestSchema } from '@transmission-spec/domain';
import { z } from 'zod';
import { anyone, EMAIL_A, EMAILS, signedIn } from './helpers/access-matrix-suite.js';
import { SignInBodySchema } from './hostile-input.cases.js';
import type { ServerRoute } from './server-routes.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';

/**
 * The session, the browser sign-in and sign-out, the OpenID provider's own endpoints and the web
 * app's files in the one route table (server-routes.ts). Keyed "METHOD /path" exactly as registered.
 */
export const IDENTITY_ROUTES: Readonly<Record<string, ServerRoute>> = {
  // The session.
  // Signed out, it answers the anonymous user (authenticated: false), as SPEC 3 describes.
  'GET /api/security/currentuser': {
    access: {
      request: () => ({ url: '/api/security/currentuser' }),
      expected: anyone(200),
    },
    input: 'none',
  },
  'POST /api/security/token': {
    access: {
      request: async ({ app, freshEmail }) => {
        const email = freshEmail();
        await createTestUser(app, email);
        return { url: '/api/security/token', payload: { user: email, password: TEST_PASSWORD } };
      },
      expected: anyone(200),
    },
    input: {
      body: {
        who: 'anonymous',
        valid: () => ({ user: 'nobody@example.com', password: 'not-the-password' }),
        schema: TokenRequestSchema,
      },
    },
  },
  'POST /api/security/token/refresh': {
    access: {
      // Refreshing rotates the session's tokens, so it gets a session of its own.
      request: async ({ freshHeadersOf }, caller) => ({
        url: `/api/security/token/refresh?email=${EMAILS[caller]}`,
        headers: await freshHeadersOf(caller),
      }),
      expected: signedIn(200),
    },
    input: { query: z.object({ email: EmailSchema }) },
    endsSession: true,
  },
  // The crawlers' rules (web.test.ts checks the text).
  'GET /robots.txt': {
    access: { request: () => ({ url: '/robots.txt' }), expected: anyone(200) },
    input: 'none',
    undescribed: 'plain text for crawlers, not an API call',
  },
  // Browser sign-in and sign-out (redirects), and the OpenID provider's own endpoints.
  'GET /login': {
    access: { request: () => ({ url: '/login' }), expected: anyone(303) },
    input: { query: z.object({ returnTo: z.unknown().optional() }) },
  },
  'GET /login/callback': {
    access: { request: () => ({ url: '/login/callback' }), expected: anyone(303) },
    input: { query: z.object({ state: z.unknown().optional() }) },
  },
  // A link to /logout signs nobody out; the POST (with the CSRF header) ends the session it is
  // given, so it gets a session of its own.
  'GET /logout': {
    access: { request: () => ({ url: '/logout' }), expected: anyone(303) },
    input: { query: z.object({ returnTo: z.unknown().optional() }) },
    endsSession: true,
  },
  'POST /logout': {
    access: {
      request: async ({ freshHeadersOf }, caller) => ({
        method: 'POST',
        url: '/logout',
        headers: await freshHeadersOf(caller),
      }),
      expected: anyone(200),
    },
    input: { query: z.object({ returnTo: z.unknown().optional() }) },
    endsSession: true,
  },
  'GET /logout/callback': {
    access: { request: () => ({ url: '/logout/callback' }), expected: anyone(303) },
    input: { query: z.object({ returnTo: z.unknown().optional() }) },
    endsSession: true,
  },
  'GET /sign-in/:uid/details': {
    access: {
      request: () => ({ url: '/sign-in/no-such-interaction/details' }),
      expected: anyone(410),
    },
    input: 'none',
  },
  'POST /sign-in/:uid/login': {
    access: {
      request: () => ({
        url: '/sign-in/no-such-interaction/login',
        payload: { email: EMAIL_A, password: TEST_PASSWORD },
      }),
      expected: anyone(410),
    },
    input: {
      body: {
        who: 'anonymous',
        valid: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
        schema: SignInBodySchema,
      },
    },
  },
  'GET /oidc': {
    access: { request: () => ({ url: '/oidc' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc': {
    access: { request: () => ({ url: '/oidc' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc': {
    access: { request: () => ({ url: '/oidc' }), expected: anyone(404) },
    input: 'none',
  },
  // Only the provider's own spellings reach it; any other path under /oidc is a 404.
  'GET /oidc/*': {
    access: { request: () => ({ url: '/oidc/AUTH' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/*': {
    access: { request: () => ({ url: '/oidc/Token' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/*': {
    access: { request: () => ({ url: '/oidc/no-such-endpoint' }), expected: anyone(404) },
    input: 'none',
  },
  // The provider's endpoints. An authorization request without a client lands on /error for
  // everyone; a form post without one is not the provider's.
  'GET /oidc/auth': {
    access: { request: () => ({ url: '/oidc/auth' }), expected: anyone(303) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/auth': {
    access: { request: () => ({ url: '/oidc/auth' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/auth': {
    access: { request: () => ({ url: '/oidc/auth' }), expected: anyone(404) },
    input: 'none',
  },
  'GET /oidc/auth/:uid': {
    access: { request: () => ({ url: '/oidc/auth/no-such' }), expected: anyone(303) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/auth/:uid': {
    access: { request: () => ({ url: '/oidc/auth/no-such' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/auth/:uid': {
    access: {
      request: () => ({ url: '/oidc/auth/no-such' }),
      expected: anyone(404),
    },
    input: 'none',
  },
  // The token endpoints without client credentials: refused by the provider for everyone (the
  // server is the provider's only client and authenticates itself).
  'GET /oidc/token': {
    access: { request: () => ({ url: '/oidc/token' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/token': {
    access: {
      request: () => ({
        url: '/oidc/token',
        payload: 'grant_type=authorization_code&code=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      expected: anyone(400),
    },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/token': {
    access: { request: () => ({ url: '/oidc/token' }), expected: anyone(404) },
    input: 'none',
  },
  'GET /oidc/token/revocation': {
    access: {
      request: () => ({ url: '/oidc/token/revocation' }),
      expected: anyone(404),
    },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/token/revocation': {
    access: {
      request: () => ({
        url: '/oidc/token/revocation',
        payload: 'token=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      expected: anyone(400),
    },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/token/revocation': {
    access: {
      request: () => ({ url: '/oidc/token/revocation' }),
      expected: anyone(404),
    },
    input: 'none',
  },
  'GET /oidc/jwks': {
    access: { request: () => ({ url: '/oidc/jwks' }), expected: anyone(200) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/jwks': {
    access: { request: () => ({ url: '/oidc/jwks' }), expected: anyone(404) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/jwks': {
    access: { request: () => ({ url: '/oidc/jwks' }), expected: anyone(404) },
    input: 'none',
  },
  // Userinfo takes the provider's bearer token, never our cookies.
  'GET /oidc/me': {
    access: { request: () => ({ url: '/oidc/me' }), expected: anyone(401) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/me': {
    access: { request: () => ({ url: '/oidc/me' }), expected: anyone(401) },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/me': {
    access: { request: () => ({ url: '/oidc/me' }), expected: anyone(404) },
    input: 'none',
  },
  'GET /oidc/.well-known/openid-configuration': {
    access: {
      request: () => ({ url: '/oidc/.well-known/openid-configuration' }),
      expected: anyone(200),
    },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'POST /oidc/.well-known/openid-configuration': {
    access: {
      request: () => ({ url: '/oidc/.well-known/openid-configuration' }),
      expected: anyone(404),
    },
    input: 'none',
    undescribed:
      "the identity provider's protocol (its own /oidc/.well-known/openid-configuration)",
  },
  'OPTIONS /oidc/.well-known/openid-configuration': {
    access: {
      request: () => ({ url: '/oidc/.well-known/openid-configuration' }),
      expected: anyone(404),
    },
    input: 'none',
  },
  'GET /*': {
    access: { notInMatrix: 'the web app (static files and index.html)' },
    input: 'none',
    undescribed: "the web app's catch-all",
  },
};
