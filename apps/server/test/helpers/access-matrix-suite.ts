import { linehaulTractorAnswers } from '@transmission-spec/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import {
  multipartBody,
  createFamily,
  TINY_PNG,
  validFamily,
} from '../transmission-admin-helpers.js';
import { csrfHeaders } from './csrf.js';
import { routeCollector } from './registered-routes.js';
import { createTestUser, signIn } from './sign-in.js';
import type { TestContext } from './test-app.js';

/**
 * The access matrix: every route the server registers x who calls it -> the status they get. The
 * route list comes from Fastify's onRoute hook on a built app, so a route added without a row in
 * access-matrix-*.cases.ts fails the first test, by name. Requests carry a valid CSRF token and a
 * valid body, so the status shows the access rule (401 signed out, 403 wrong role, 404 someone
 * else's spec), not validation.
 */

export const CALLERS = ['signedOut', 'userA', 'userB', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Readonly<Record<Caller, number>>;

/** Everyone gets `status`. */
export const anyone = (status: number): Expected => ({
  signedOut: status,
  userA: status,
  userB: status,
  admin: status,
});
/** Any signed-in user (TransmissionUser or TransmissionAdmin); 401 signed out. */
export const signedIn = (status: number): Expected => ({ ...anyone(status), signedOut: 401 });
/** TransmissionAdmin only: 403 for a user, 401 signed out. */
export const adminOnly = (status: number): Expected => ({
  signedOut: 401,
  userA: 403,
  userB: 403,
  admin: status,
});
/** User A's own spec: another user, administrators included, cannot tell it exists. */
export const ownerA = (status: number): Expected => ({
  signedOut: 401,
  userA: status,
  userB: 404,
  admin: 404,
});

export interface Fixtures {
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

export interface Row {
  /** The request `caller` sends (headers default to the caller's own). */
  request(fixtures: Fixtures, caller: Caller): Request | Promise<Request>;
  expected: Expected;
}

export const EMAIL_A = 'matrix.a@example.com';
const EMAIL_B = 'matrix.b@example.com';
const EMAIL_ADMIN = 'matrix.admin@example.com';
export const NEW_PASSWORD = 'Gearbox#2025';
/** The e-mail each caller names where a call needs one (signed out: A's, as a stranger would). */
export const EMAILS: Readonly<Record<Caller, string>> = {
  signedOut: EMAIL_A,
  userA: EMAIL_A,
  userB: EMAIL_B,
  admin: EMAIL_ADMIN,
};

export async function multipart(family: unknown): Promise<Partial<Request>> {
  const { payload, contentType } = await multipartBody(family);
  return { payload, headers: { 'content-type': contentType } };
}

export function specBody(title: string) {
  return {
    title,
    notes: '',
    result: JSON.stringify({ topChoice: null, runnerUp: null }),
    survey: JSON.stringify(linehaulTractorAnswers()),
    version: '1.0',
  };
}

/** The registered routes' keys, once each; HEAD only where it has no GET twin. */
export function routeKeys(registered: readonly string[]): string[] {
  const keys = new Set(registered);
  return [...keys].filter((key) => {
    if (!key.startsWith('HEAD ')) return true;
    return !keys.has(key.replace(/^HEAD /, 'GET '));
  });
}

/**
 * Builds the matrix's app for one database tier, collecting each route as it is registered, with
 * three accounts signed in, A's saved spec and a family with an image. `fixtures` is set before the
 * suite's tests run: read it in a hook or a test, never while the suite is being declared.
 */
export function accessMatrixSuite(context: TestContext) {
  /** Each route as it is registered. */
  const collected = routeCollector();
  let fixtures: Fixtures | undefined;

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

  return {
    collected,
    get fixtures(): Fixtures {
      if (!fixtures) throw new Error('the access matrix fixtures are built in beforeAll');
      return fixtures;
    },
  };
}
