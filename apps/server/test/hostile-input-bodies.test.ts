import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenBodies } from './helpers/hostile-values.js';
import { routeKey, type RegisteredRoute } from './helpers/registered-routes.js';
import {
  BAD_BODIES_PER_ROUTE,
  hostileInputSuite,
  RUN_TIMEOUT_MS,
} from './helpers/hostile-input-suite.js';
import {
  BODY_ROUTES,
  INPUTLESS_ROUTES,
  QUERY_ROUTES,
  routesMissingFromTable,
} from './server-routes.js';

/**
 * The hostile-input suite (see helpers/hostile-input-suite.ts): every route classified, and
 * generated bad bodies refused.
 */
describe('hostile input [PGlite]', () => {
  const suite = hostileInputSuite();
  const { expectSafeAnswer, send } = suite;
  let routes: RegisteredRoute[];
  beforeAll(() => {
    ({ routes } = suite);
  });

  it('knows how to feed every registered route', () => {
    expect(routes.length).toBeGreaterThan(30);
    // A new route lands here: add it to the route table, with its input (server-routes.ts).
    const missing = routesMissingFromTable(routes.map(routeKey));
    expect(
      missing,
      `registered routes missing from server-routes.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    const unclassified = routes
      .map(routeKey)
      .filter(
        (key) => !(key in BODY_ROUTES) && !(key in QUERY_ROUTES) && !INPUTLESS_ROUTES.has(key),
      );
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
});
