import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isApiError } from '@transmission-spec/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { csrfHeaders } from './csrf.js';
import { createFakeWebDist } from './fake-web.js';
import { inputRoutes, routeCollector, type RegisteredRoute } from './registered-routes.js';
import { createTestUser, signIn } from './sign-in.js';
import { freshDatabase, type FreshDatabase } from './test-database.js';
import { createFamily, multipartBody, validFamily } from '../transmission-admin-helpers.js';
import { ADMIN, fixture, USER, type BodyRoute, type Who } from '../hostile-input.cases.js';
import { BODY_ROUTES } from '../server-routes.js';

/**
 * The standing hostile-input suite of issue 11. Every route of the app is listed from Fastify's own
 * route tree and must be in the route table (server-routes.ts), so a new route cannot be forgotten.
 * Every route that takes a body gets at least BAD_BODIES_PER_ROUTE generated bodies its schema
 * refuses (fast-check, derived from a body the domain schema accepts: wrong types, missing and
 * extra fields, huge strings and arrays, 1e308, -0, NaN-like strings, NUL, lone surrogates, RTL and
 * zero-width characters, deep nesting, prototype keys); routes that take a query get generated
 * query strings; and every path parameter gets ids and texts out of range. The answer must always
 * be below 500, and a refusal a 4xx in the error shape of at most MAX_ERROR_BYTES. One app on
 * PGlite per file keeps this fast; the database-specific behaviour is proven on both databases in
 * input-bounds-*.test.ts.
 */

export const BAD_BODIES_PER_ROUTE = 200;
const MAX_ERROR_BYTES = 8 * 1024;
/** Generated query strings per route that reads a query. */
export const QUERIES_PER_ROUTE = 200;
/** Each run is drawn afresh; a failure prints its seed, which reproduces it (fc.assert's `seed`). */
export const RUN_TIMEOUT_MS = 60_000;

/** The body as JSON text; a generated `undefined` goes out as the bare word, which is not JSON. */
function jsonText(body: unknown): string {
  const text = JSON.stringify(body) as string | undefined;
  return text ?? 'undefined';
}

/**
 * Builds the suite's app on PGlite with an administrator and a user signed in and the fixture's rows
 * created; `app` and `routes` are set before the suite's tests run, so read them in a hook or a
 * test, never while the suite is being declared.
 */
export function hostileInputSuite() {
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

  return {
    get app() {
      return app;
    },
    get routes() {
      return routes;
    },
    headersFor,
    concreteUrl,
    expectSafeAnswer,
    send,
  };
}
