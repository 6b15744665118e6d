import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  AccountDetailsSchema,
  EmailSchema,
  isApiError,
  linehaulTractorAnswers,
  RankUpdateListSchema,
  RegistrationVerifyExistingSchema,
  RegistrationVerifyNewSchema,
  ResetPasswordRequestSchema,
  SurveyAnswersSchema,
  TokenRequestSchema,
  TransmissionFamilyInputSchema,
  UpdateSpecRequestSchema,
  SpecListQuerySchema,
} from '@transmission-spec/domain';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { CreateSpecBodySchema } from '../src/modules/survey-result/survey-result.schemas.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createFakeWebDist } from './helpers/fake-web.js';
import { brokenBodies, HOSTILE_PARAMS, hostileString } from './helpers/hostile-values.js';
import {
  pathParameters,
  inputRoutes,
  routeCollector,
  routeKey,
  type RegisteredRoute,
} from './helpers/registered-routes.js';
import { createTestUser, signIn, TEST_PASSWORD } from './helpers/sign-in.js';
import { freshDatabase, type FreshDatabase } from './helpers/test-database.js';
import { createFamily, multipartBody, validFamily } from './transmission-admin-helpers.js';

/**
 * The standing hostile-input suite of issue 11. Every route of the app is listed from Fastify's own
 * route tree and must be classified below, so a new route cannot be forgotten. Every route that
 * takes a body gets at least BAD_BODIES_PER_ROUTE generated bodies its schema refuses (fast-check,
 * derived from a body the domain schema accepts: wrong types, missing and extra fields, huge strings
 * and arrays, 1e308, -0, NaN-like strings, NUL, lone surrogates, RTL and zero-width characters,
 * deep nesting, prototype keys); routes that take a query get generated query strings; and every
 * path parameter gets ids and texts out of range. The answer must always be below 500, and a refusal
 * a 4xx in the error shape of at most MAX_ERROR_BYTES. One app on PGlite keeps this fast; the
 * database-specific behaviour is proven on both databases in input-bounds.test.ts.
 */

const BAD_BODIES_PER_ROUTE = 200;
const MAX_ERROR_BYTES = 8 * 1024;
/** Generated query strings per route that reads a query. */
const QUERIES_PER_ROUTE = 200;
/** Each run is drawn afresh; a failure prints its seed, which reproduces it (fc.assert's `seed`). */
const RUN_TIMEOUT_MS = 60_000;

type Who = 'anonymous' | 'user' | 'admin';

interface BodyRoute {
  readonly who: Who;
  /** The body as the route accepts it; every generated body starts from it. */
  readonly valid: () => unknown;
  /** The schema that decides whether a generated body is one the route must refuse. */
  readonly schema: z.ZodType;
  /** Paths a valid body may leave out that are worth breaking too (optional fields). */
  readonly optionalPaths?: readonly (string | number)[][];
  readonly multipart?: boolean;
}

const ADMIN = 'hostile.admin@example.com';
const USER = 'hostile.user@example.com';

/** The sign-in page's body, as interaction.routes.ts declares it. */
const SignInBodySchema = z.object({
  email: EmailSchema,
  password: TokenRequestSchema.shape.password,
});

/** Ids of rows the suite creates first, so valid bodies and ids name something real. */
const fixture = { specId: 0, familyId: 0 };

const BODY_ROUTES: Readonly<Record<string, BodyRoute>> = {
  'POST /api/survey': {
    who: 'anonymous',
    valid: linehaulTractorAnswers,
    schema: SurveyAnswersSchema,
  },
  'POST /api/survey/debug': {
    who: 'admin',
    valid: linehaulTractorAnswers,
    schema: SurveyAnswersSchema,
  },
  'POST /api/surveyresult': {
    who: 'user',
    valid: () => ({
      title: 'Denver linehaul',
      notes: '<p>For the fleet</p>',
      result: JSON.stringify({ topChoice: null, runnerUp: null }),
      survey: JSON.stringify(linehaulTractorAnswers()),
      version: '1.0',
    }),
    schema: CreateSpecBodySchema,
  },
  'PUT /api/surveyresult/:id': {
    who: 'user',
    valid: () => ({ title: 'Renamed', notes: '<p>Edited</p>' }),
    schema: UpdateSpecRequestSchema,
  },
  'POST /api/transmission': {
    who: 'admin',
    valid: () => validFamily({ name: 'Hostile Family' }),
    schema: TransmissionFamilyInputSchema,
    optionalPaths: [['rank'], ['isDisabled'], ['maxSupportedGcw']],
    multipart: true,
  },
  'PUT /api/transmission/:id': {
    who: 'admin',
    valid: () => validFamily({ name: 'Hostile Family Edited' }),
    schema: TransmissionFamilyInputSchema,
    optionalPaths: [['rank'], ['isDisabled'], ['performanceGoalPoints', 'id']],
    multipart: true,
  },
  'PUT /api/transmission/UpdateList': {
    who: 'admin',
    valid: () => [{ Id: fixture.familyId, Rank: 1 }],
    schema: RankUpdateListSchema,
  },
  'POST /api/registration/verifynew': {
    who: 'anonymous',
    valid: () => ({
      email: 'new.driver@example.com',
      verificationCode: 'ABC123',
      password: TEST_PASSWORD,
    }),
    schema: RegistrationVerifyNewSchema,
  },
  'POST /api/registration/verifyexisting': {
    who: 'anonymous',
    valid: () => ({ email: 'new.driver@example.com', verificationCode: 'ABC123' }),
    schema: RegistrationVerifyExistingSchema,
  },
  'POST /api/registration/accountdetails': {
    who: 'user',
    valid: () => ({
      email: USER,
      firstName: 'Ann',
      lastName: 'Driver',
      organizationName: 'Fleet Co',
      organizationType: 'Fleet',
      vocationCheckList: ['Linehaul', 'Heavy Haul'],
      countryList: ['Canada', 'Mexico'],
    }),
    schema: AccountDetailsSchema,
  },
  'POST /api/security/reset-password/password': {
    who: 'anonymous',
    valid: () => ({
      id: 'a'.repeat(43),
      verificationCode: 'b'.repeat(43),
      newPassword: TEST_PASSWORD,
    }),
    schema: ResetPasswordRequestSchema,
  },
  'POST /api/security/token': {
    who: 'anonymous',
    valid: () => ({ user: 'nobody@example.com', password: 'not-the-password' }),
    schema: TokenRequestSchema,
  },
  'POST /sign-in/:uid/login': {
    who: 'anonymous',
    valid: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
    schema: SignInBodySchema,
  },
};

/** Routes that read a query string, with the schema of that query. */
const QUERY_ROUTES: Readonly<Record<string, z.ZodType>> = {
  'POST /api/security/token/refresh': z.object({ email: EmailSchema }),
  'GET /api/transmission/:id/image': z.object({ v: z.string().optional() }),
  'GET /login': z.object({ returnTo: z.unknown().optional() }),
  'GET /login/callback': z.object({ state: z.unknown().optional() }),
  'GET /logout': z.object({ returnTo: z.unknown().optional() }),
  'POST /logout': z.object({ returnTo: z.unknown().optional() }),
  'GET /api/surveyresult': SpecListQuerySchema,
  'GET /logout/callback': z.object({ returnTo: z.unknown().optional() }),
};

/**
 * Routes that read neither a body nor a query (their path parameters are still fuzzed), and the
 * identity provider's mount, which speaks OAuth's own protocol and error format: it is only held
 * to "never a 5xx" by the query and parameter runs.
 */
const INPUTLESS_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/registration/register/:email',
  'GET /api/surveyresult/:id',
  'GET /api/security/allusers',
  'POST /api/security/reset-password/email/:email',
  'GET /api/security/currentuser',
  'GET /api/transmission',
  'GET /api/transmission/',
  'GET /api/transmission/logs/:id',
  'GET /api/transmission/:id',
  'DELETE /api/transmission/:id',
  'PATCH /api/transmission/:id',
  'GET /oidc',
  'POST /oidc',
  'GET /oidc/*',
  'POST /oidc/*',
  ...['/auth', '/auth/:uid', '/token', '/token/revocation', '/jwks', '/me'].flatMap((path) => [
    `GET /oidc${path}`,
    `POST /oidc${path}`,
  ]),
  'GET /oidc/.well-known/openid-configuration',
  'POST /oidc/.well-known/openid-configuration',
  'GET /sign-in/:uid/details',
  'GET /*',
]);

/**
 * Routes that end the caller's session (sign-out, or a refresh for someone else): they are sent
 * without the suite's sessions, which the other routes still need.
 */
const SESSION_ENDING = new Set([
  'GET /logout',
  'POST /logout',
  'GET /logout/callback',
  'POST /api/security/token/refresh',
]);

/** The body as JSON text; a generated `undefined` goes out as the bare word, which is not JSON. */
function jsonText(body: unknown): string {
  const text = JSON.stringify(body) as string | undefined;
  return text ?? 'undefined';
}

describe('hostile input [PGlite]', () => {
  let app: FastifyInstance;
  let database: FreshDatabase;
  let webDist = '';
  let routes: RegisteredRoute[] = [];
  const headersFor: Record<Who, Record<string, string>> = { anonymous: {}, user: {}, admin: {} };

  beforeAll(async () => {
    webDist = await createFakeWebDist();
    database = await freshDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: webDist,
      // The app-wide limit would answer 429 long before the suite is done; the account flows keep
      // their own limits, which only count requests whose input was valid.
      RATE_LIMIT_MAX: '1000000',
      ...database.env,
    });
    const collector = routeCollector();
    app = await buildApp(config, { onRoute: collector.onRoute });
    routes = inputRoutes(collector.routes);
    await createTestUser(app, ADMIN, { roles: ['TransmissionAdmin'] });
    await createTestUser(app, USER);
    headersFor.anonymous = await csrfHeaders(app);
    const admin = await signIn(app, ADMIN);
    headersFor.admin = admin;
    headersFor.user = await signIn(app, USER);
    fixture.familyId = await createFamily(app, admin, validFamily({ name: 'Fixture' }));
    const created = await app.inject({
      method: 'POST',
      url: '/api/surveyresult',
      headers: headersFor.user,
      payload: BODY_ROUTES['POST /api/surveyresult']?.valid() as object,
    });
    fixture.specId = Number(created.json<{ id: string }>().id);
  }, RUN_TIMEOUT_MS);

  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dirname(webDist), { recursive: true, force: true });
  });

  /** The route's URL with its parameters filled in by the fixture's real ids. */
  function concreteUrl(url: string): string {
    return url
      .replace('/api/surveyresult/:id', `/api/surveyresult/${fixture.specId}`)
      .replace(':id', String(fixture.familyId))
      .replace(':uid', 'no-such-interaction')
      .replace(':email', 'nobody%40example.com');
  }

  /** Always below 500; a refusal is a 4xx in the error shape, never larger than MAX_ERROR_BYTES. */
  function expectSafeAnswer(
    response: LightMyRequestResponse,
    what: string,
    options: { mustRefuse: boolean; ourErrorShape: boolean },
  ): void {
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (options.mustRefuse) {
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    }
    if (response.statusCode >= 400 && options.ourErrorShape) {
      expect(response.rawPayload.length, what).toBeLessThanOrEqual(MAX_ERROR_BYTES);
      expect(isApiError(JSON.parse(response.body)), `${what}: ${response.body}`).toBe(true);
    }
  }

  async function send(route: RegisteredRoute, body: unknown, bodyRoute: BodyRoute) {
    const url = concreteUrl(route.url);
    const headers = headersFor[bodyRoute.who];
    if (bodyRoute.multipart) {
      const form = await multipartBody(body === undefined ? undefined : JSON.stringify(body));
      return app.inject({
        method: route.method as 'POST' | 'PUT',
        url,
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    }
    return app.inject({
      method: route.method as 'POST' | 'PUT',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: jsonText(body),
    });
  }

  it('knows how to feed every registered route', () => {
    expect(routes.length).toBeGreaterThan(30);
    const unclassified = routes
      .map(routeKey)
      .filter(
        (key) => !(key in BODY_ROUTES) && !(key in QUERY_ROUTES) && !INPUTLESS_ROUTES.has(key),
      );
    // A new route lands here: add it to BODY_ROUTES, QUERY_ROUTES or INPUTLESS_ROUTES.
    expect(unclassified).toEqual([]);
    const keys = new Set(routes.map(routeKey));
    const stale = [
      ...Object.keys(BODY_ROUTES),
      ...Object.keys(QUERY_ROUTES),
      ...INPUTLESS_ROUTES,
    ].filter((key) => !keys.has(key));
    expect(stale).toEqual([]);
  });

  it('accepts each valid body, so the generated ones start from something real', () => {
    for (const [key, route] of Object.entries(BODY_ROUTES)) {
      expect(route.schema.safeParse(route.valid()).success, key).toBe(true);
    }
  });

  for (const [key, bodyRoute] of Object.entries(BODY_ROUTES)) {
    it(
      `refuses ${BAD_BODIES_PER_ROUTE} generated bad bodies at ${key} with a small 4xx`,
      async () => {
        const route = routes.find((candidate) => routeKey(candidate) === key);
        if (!route) throw new Error(`${key} is not registered`);
        let refused = 0;
        await fc.assert(
          fc.asyncProperty(
            brokenBodies(bodyRoute.valid(), bodyRoute.optionalPaths ?? []),
            async ({ value: body }) => {
              const mustRefuse = !bodyRoute.schema.safeParse(body).success;
              const response = await send(route, body, bodyRoute);
              expectSafeAnswer(response, key, { mustRefuse, ourErrorShape: true });
              if (mustRefuse) refused += 1;
            },
          ),
          { numRuns: Math.ceil(BAD_BODIES_PER_ROUTE * 1.25), endOnFailure: true },
        );
        expect(refused).toBeGreaterThanOrEqual(BAD_BODIES_PER_ROUTE);
      },
      RUN_TIMEOUT_MS,
    );
  }

  /** A query string: hostile values under the schema's own keys and under unexpected ones. */
  const hostileQuery = (keys: readonly string[]) =>
    fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.constantFrom(...keys, '__proto__', 'constructor[prototype][x]', 'a[]'),
            hostileString,
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        )
        .map((pairs) =>
          new URLSearchParams(
            pairs.map(([name, value]): [string, string] => [name, value.slice(0, 3000)]),
          ).toString(),
        ),
      fc.constantFrom(
        '%ZZ',
        `${keys[0] ?? 'a'}=%00`,
        `${keys[0] ?? 'a'}=%ED%A0%80`,
        `${keys[0] ?? 'a'}[]=1&${keys[0] ?? 'a'}[]=2`,
        `${keys[0] ?? 'a'}=${'x'.repeat(10_000)}`,
        '&&&==&',
      ),
    );

  for (const [key, schema] of Object.entries(QUERY_ROUTES)) {
    it(
      `answers ${QUERIES_PER_ROUTE} generated queries at ${key} below 500`,
      async () => {
        const [method = 'GET', url = ''] = key.split(' ');
        const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : ['q'];
        const headers = SESSION_ENDING.has(key) ? headersFor.anonymous : headersFor.admin;
        await fc.assert(
          fc.asyncProperty(hostileQuery(keys), async (query) => {
            const response = await app.inject({
              method: method as 'GET' | 'POST',
              url: `${concreteUrl(url)}?${query}`,
              headers,
            });
            // The /api routes answer in the error shape; the sign-in pages redirect.
            expectSafeAnswer(response, `${key}?${query.slice(0, 100)}`, {
              mustRefuse: false,
              ourErrorShape: url.startsWith('/api/'),
            });
          }),
          { numRuns: QUERIES_PER_ROUTE, endOnFailure: true },
        );
      },
      RUN_TIMEOUT_MS,
    );
  }

  it(
    'answers every path parameter out of range or malformed with a 4xx in the error shape',
    async () => {
      const parameterized = routes.filter((route) => pathParameters(route.url).length > 0);
      expect(parameterized.length).toBeGreaterThan(8);
      for (const route of parameterized) {
        const key = routeKey(route);
        const bodyRoute = BODY_ROUTES[key];
        const headers = SESSION_ENDING.has(key) ? headersFor.anonymous : headersFor.admin;
        for (const parameter of pathParameters(route.url)) {
          for (const value of HOSTILE_PARAMS) {
            const url = concreteUrl(route.url.replace(`:${parameter}`, value));
            const form = bodyRoute?.multipart ? await multipartBody(bodyRoute.valid()) : undefined;
            const response = await app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...headers,
                ...(form ? { 'content-type': form.contentType } : {}),
              },
              ...(form
                ? { payload: form.payload }
                : bodyRoute
                  ? { payload: bodyRoute.valid() as object }
                  : {}),
            });
            const what = `${route.method} ${url.slice(0, 120)}`;
            // The sign-in pages answer in the error shape too, unless the URL no longer matches
            // them and the web app's fallback serves its page.
            const api = url.startsWith('/api/');
            const json = String(response.headers['content-type']).startsWith('application/json');
            expectSafeAnswer(response, what, { mustRefuse: api, ourErrorShape: api || json });
          }
        }
      }
    },
    RUN_TIMEOUT_MS,
  );
});
