import { linehaulTractorAnswers } from '@transmission-spec/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, resetLinkOf, verificationCodeOf } from './helpers/account-mail.js';
import { csrfHeaders } from './helpers/csrf.js';
import { routeCollector, routeKey } from './helpers/registered-routes.js';
import { createTestUser, signIn, TEST_PASSWORD } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  createFamily,
  multipartBody,
  TINY_PNG,
  validFamily,
} from './transmission-admin-helpers.js';

/**
 * The access matrix: every route the server registers x who calls it -> the status they get. The
 * route list comes from Fastify's onRoute hook on a built app, so a route added without a row here
 * fails the first test, by name. Requests carry a valid CSRF token and a valid body, so the status
 * shows the access rule (401 signed out, 403 wrong role, 404 someone else's spec), not validation.
 */

const CALLERS = ['signedOut', 'userA', 'userB', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Readonly<Record<Caller, number>>;

/** Everyone gets `status`. */
const anyone = (status: number): Expected => ({
  signedOut: status,
  userA: status,
  userB: status,
  admin: status,
});
/** Any signed-in user (TransmissionUser or TransmissionAdmin); 401 signed out. */
const signedIn = (status: number): Expected => ({ ...anyone(status), signedOut: 401 });
/** TransmissionAdmin only: 403 for a user, 401 signed out. */
const adminOnly = (status: number): Expected => ({
  signedOut: 401,
  userA: 403,
  userB: 403,
  admin: status,
});
/** User A's own spec: another user, administrators included, cannot tell it exists. */
const ownerA = (status: number): Expected => ({
  signedOut: 401,
  userA: status,
  userB: 404,
  admin: 404,
});

interface Fixtures {
  readonly app: FastifyInstance;
  /** A's saved spec. */
  readonly specOfA: string;
  /** A family with an image, which the matrix may edit and toggle. */
  readonly familyId: number;
  /** Headers of the caller: the CSRF cookie and header, and the session cookies when signed in. */
  readonly headersOf: (caller: Caller) => Promise<Record<string, string>>;
  /** A fresh session of the caller, for routes that end or rotate the session they are given. */
  readonly freshHeadersOf: (caller: Caller) => Promise<Record<string, string>>;
  /** A new e-mail address each time. */
  readonly freshEmail: () => string;
}

type Request = Omit<InjectOptions, 'method' | 'url'> & { url: string };

interface Row {
  /** The request `caller` sends (headers default to the caller's own). */
  request(fixtures: Fixtures, caller: Caller): Request | Promise<Request>;
  expected: Expected;
}

const EMAIL_A = 'matrix.a@example.com';
const EMAIL_B = 'matrix.b@example.com';
const EMAIL_ADMIN = 'matrix.admin@example.com';
const NEW_PASSWORD = 'Gearbox#2025';
/** The e-mail each caller names where a call needs one (signed out: A's, as a stranger would). */
const EMAILS: Readonly<Record<Caller, string>> = {
  signedOut: EMAIL_A,
  userA: EMAIL_A,
  userB: EMAIL_B,
  admin: EMAIL_ADMIN,
};

async function multipart(family: unknown): Promise<Partial<Request>> {
  const { payload, contentType } = await multipartBody(family);
  return { payload, headers: { 'content-type': contentType } };
}

/** Every route, keyed "METHOD /path" exactly as registered. */
const MATRIX: Readonly<Record<string, Row>> = {
  // Health and configuration: public.
  'GET /api/health': { request: () => ({ url: '/api/health' }), expected: anyone(200) },
  'GET /api/ready': { request: () => ({ url: '/api/ready' }), expected: anyone(200) },
  'GET /api/config': { request: () => ({ url: '/api/config' }), expected: anyone(200) },

  // OpenAPI documentation: public (it describes public paths only).
  'GET /api/docs': { request: () => ({ url: '/api/docs' }), expected: anyone(200) },
  'HEAD /api/docs/': { request: () => ({ url: '/api/docs/' }), expected: anyone(200) },
  'GET /api/docs/json': { request: () => ({ url: '/api/docs/json' }), expected: anyone(200) },
  'GET /api/docs/yaml': { request: () => ({ url: '/api/docs/yaml' }), expected: anyone(200) },
  // swagger-ui serves its page at /api/docs and redirects here.
  'GET /api/docs/static/index.html': {
    request: () => ({ url: '/api/docs/static/index.html' }),
    expected: anyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expected: anyone(200),
  },
  'GET /api/docs/static/*': {
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expected: anyone(200),
  },

  // The survey: public; the debug variant is for administrators.
  'POST /api/survey': {
    request: () => ({ url: '/api/survey', payload: linehaulTractorAnswers() }),
    expected: anyone(200),
  },
  'POST /api/survey/debug': {
    request: () => ({ url: '/api/survey/debug', payload: linehaulTractorAnswers() }),
    expected: adminOnly(200),
  },

  // Saved specs: each signed-in user's own.
  'POST /api/surveyresult': {
    request: () => ({ url: '/api/surveyresult', payload: specBody('Matrix save') }),
    expected: signedIn(201),
  },
  'GET /api/surveyresult': {
    request: () => ({ url: '/api/surveyresult' }),
    expected: signedIn(200),
  },
  'GET /api/surveyresult/:id': {
    request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}` }),
    expected: ownerA(200),
  },
  'PUT /api/surveyresult/:id': {
    request: ({ specOfA }) => ({
      url: `/api/surveyresult/${specOfA}`,
      payload: { title: 'Renamed by the matrix', notes: '<p>n</p>' },
    }),
    expected: ownerA(204),
  },

  // The catalogue admin: TransmissionAdmin only, except the public family image.
  'GET /api/transmission/': {
    request: () => ({ url: '/api/transmission/' }),
    expected: adminOnly(200),
  },
  'GET /api/transmission': {
    request: () => ({ url: '/api/transmission' }),
    expected: adminOnly(200),
  },
  'GET /api/transmission/:id': {
    request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}` }),
    expected: adminOnly(200),
  },
  'POST /api/transmission': {
    request: async () => ({
      url: '/api/transmission',
      ...(await multipart(validFamily({ name: 'Matrix new family' }))),
    }),
    expected: adminOnly(201),
  },
  'PUT /api/transmission/:id': {
    request: async ({ familyId }) => ({
      url: `/api/transmission/${String(familyId)}`,
      ...(await multipart(validFamily({ name: 'Matrix family' }))),
    }),
    expected: adminOnly(204),
  },
  'DELETE /api/transmission/:id': {
    // A family of its own each time: the administrator's call really deletes it.
    request: async ({ app, headersOf }) => {
      const id = await createFamily(
        app,
        (await headersOf('admin')) as Record<string, string> & { cookie: string },
        validFamily({ name: `Matrix doomed ${String(Math.random())}` }),
      );
      return { url: `/api/transmission/${String(id)}` };
    },
    expected: adminOnly(204),
  },
  'PATCH /api/transmission/:id': {
    request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}` }),
    expected: adminOnly(200),
  },
  'PUT /api/transmission/UpdateList': {
    request: ({ familyId }) => ({
      url: '/api/transmission/UpdateList',
      payload: [{ Id: familyId, Rank: 1 }],
    }),
    expected: adminOnly(204),
  },
  'GET /api/transmission/logs/:id': {
    request: ({ familyId }) => ({ url: `/api/transmission/logs/${String(familyId)}` }),
    expected: adminOnly(200),
  },
  'GET /api/transmission/:id/image': {
    request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}/image` }),
    expected: anyone(200),
  },
  'GET /api/security/allusers': {
    request: () => ({ url: '/api/security/allusers' }),
    expected: adminOnly(200),
  },

  // Registration and password reset: public, each with a real mailed code or link.
  'POST /api/registration/register/:email': {
    request: ({ freshEmail }) => ({ url: `/api/registration/register/${freshEmail()}` }),
    expected: anyone(201),
  },
  'POST /api/registration/verifynew': {
    request: async ({ app, freshEmail, headersOf }, caller) => {
      const email = freshEmail();
      await app.inject({
        method: 'POST',
        url: `/api/registration/register/${email}`,
        headers: await headersOf(caller),
      });
      const verificationCode = verificationCodeOf(await lastMailTo(app, email));
      return {
        url: '/api/registration/verifynew',
        payload: { email, verificationCode, password: TEST_PASSWORD },
      };
    },
    expected: anyone(201),
  },
  'POST /api/registration/verifyexisting': {
    request: async ({ app, freshEmail, headersOf }, caller) => {
      const email = freshEmail();
      await createTestUser(app, email, { verified: false });
      await app.inject({
        method: 'POST',
        url: `/api/registration/register/${email}`,
        headers: await headersOf(caller),
      });
      const verificationCode = verificationCodeOf(await lastMailTo(app, email));
      return { url: '/api/registration/verifyexisting', payload: { email, verificationCode } };
    },
    expected: anyone(200),
  },
  'POST /api/registration/accountdetails': {
    // A signed-in user's own details; the administrator is a signed-in user too.
    request: (_fixtures, caller) => ({
      url: '/api/registration/accountdetails',
      payload: {
        email: EMAILS[caller],
        firstName: 'Ann',
        lastName: 'Lee',
        organizationName: 'Lee Haulage',
        organizationType: 'Fleet',
        vocationCheckList: ['Linehaul'],
        countryList: ['Canada'],
      },
    }),
    expected: signedIn(200),
  },
  'POST /api/security/reset-password/email/:email': {
    request: ({ freshEmail }) => ({ url: `/api/security/reset-password/email/${freshEmail()}` }),
    expected: anyone(200),
  },
  'POST /api/security/reset-password/password': {
    request: async ({ app, freshEmail, headersOf }, caller) => {
      const email = freshEmail();
      await createTestUser(app, email);
      await app.inject({
        method: 'POST',
        url: `/api/security/reset-password/email/${email}`,
        headers: await headersOf(caller),
      });
      const link = resetLinkOf(await lastMailTo(app, email));
      return {
        url: '/api/security/reset-password/password',
        payload: {
          id: link.searchParams.get('id') ?? '',
          verificationCode: link.searchParams.get('verificationCode') ?? '',
          newPassword: NEW_PASSWORD,
        },
      };
    },
    expected: anyone(200),
  },

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
const NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  'GET /*': 'the web app (static files and index.html)',
  'HEAD /*': 'the web app (static files and index.html)',
};

function specBody(title: string) {
  return {
    title,
    notes: '',
    result: JSON.stringify({ topChoice: null, runnerUp: null }),
    survey: JSON.stringify(linehaulTractorAnswers()),
    version: '1.0',
  };
}

/** The registered routes' keys, once each; HEAD only where it has no GET twin. */
function routeKeys(registered: readonly string[]): string[] {
  const keys = new Set(registered);
  return [...keys].filter((key) => {
    if (!key.startsWith('HEAD ')) return true;
    return !keys.has(key.replace(/^HEAD /, 'GET '));
  });
}

/** Registered routes the matrix neither lists nor excludes. */
function routesWithoutRow(registered: readonly string[]): string[] {
  return registered.filter((key) => !(key in MATRIX) && !(key in NOT_IN_MATRIX));
}

describeEachDatabase('access matrix', (context) => {
  /** Each route as it is registered. */
  const collected = routeCollector();
  let fixtures: Fixtures;

  beforeAll(async () => {
    const app = await context.build({ RATE_LIMIT_MAX: '1000000' }, { onRoute: collected.onRoute });
    await createTestUser(app, EMAIL_A);
    await createTestUser(app, EMAIL_B);
    await createTestUser(app, EMAIL_ADMIN, { roles: ['TransmissionAdmin'] });
    const sessions: Record<Caller, Record<string, string>> = {
      signedOut: await csrfHeaders(app),
      userA: await signIn(app, EMAIL_A),
      userB: await signIn(app, EMAIL_B),
      admin: await signIn(app, EMAIL_ADMIN),
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/surveyresult',
      headers: sessions.userA,
      payload: specBody('A’s spec'),
    });
    const specOfA = created.json<{ id: string }>().id;
    const familyId = await createFamily(
      app,
      sessions.admin as Record<string, string> & { cookie: string },
      validFamily({ name: 'Matrix family' }),
      { bytes: TINY_PNG, fileName: 'family.png', type: 'image/png' },
    );
    let emails = 0;
    fixtures = {
      app,
      specOfA,
      familyId,
      headersOf: (caller) => Promise.resolve(sessions[caller]),
      freshHeadersOf: async (caller) => {
        if (caller === 'signedOut') return csrfHeaders(app);
        return signIn(app, EMAILS[caller]);
      },
      freshEmail: () => {
        emails += 1;
        return `matrix.new${String(emails)}@example.com`;
      },
    };
  });

  it('has a row for every registered route, and no row for a route that is gone', () => {
    const registered = routeKeys(collected.routes.map(routeKey));
    const missing = routesWithoutRow(registered);
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(missing, `routes without a row in the access matrix: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `rows for routes that are not registered: ${stale.join(', ')}`).toEqual([]);
  });

  it('names a route added without a row', async () => {
    const extra = routeCollector();
    await context.build(
      {},
      {
        onRoute: extra.onRoute,
        extraPlugin: (app, _options, done) => {
          app.get('/api/unlisted', () => ({}));
          done();
        },
      },
    );
    expect(routesWithoutRow(routeKeys(extra.routes.map(routeKey)))).toEqual(['GET /api/unlisted']);
  });

  let address = 0;
  describe.each(Object.entries(MATRIX))('%s', (key, row) => {
    const method = key.slice(0, key.indexOf(' ')) as InjectOptions['method'];
    it.each(CALLERS)('%s', async (caller) => {
      const { headers, ...request } = await row.request(fixtures, caller);
      address += 1;
      const response = await fixtures.app.inject({
        method,
        ...request,
        headers: { ...(await fixtures.headersOf(caller)), ...headers },
        // One address per call, so per-address limits of the account routes never interfere.
        remoteAddress: `10.9.${String(Math.floor(address / 250))}.${String((address % 250) + 1)}`,
      });
      expect(response.statusCode, `${key} as ${caller}: ${response.body.slice(0, 300)}`).toBe(
        row.expected[caller],
      );
    });
  });
});
