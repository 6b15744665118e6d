import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOSTILE_PARAMS, hostileString } from './helpers/hostile-values.js';
import { pathParameters, routeKey, type RegisteredRoute } from './helpers/registered-routes.js';
import { multipartBody } from './transmission-admin-helpers.js';
import {
  hostileInputSuite,
  QUERIES_PER_ROUTE,
  RUN_TIMEOUT_MS,
} from './helpers/hostile-input-suite.js';
import { BODY_ROUTES, QUERY_ROUTES, SESSION_ENDING } from './server-routes.js';

/**
 * The hostile-input suite (see helpers/hostile-input-suite.ts): generated queries and path
 * parameters.
 */
describe('hostile input [PGlite]', () => {
  const suite = hostileInputSuite();
  const { headersFor, concreteUrl, expectSafeAnswer } = suite;
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  beforeAll(() => {
    ({ app, routes } = suite);
  });

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
