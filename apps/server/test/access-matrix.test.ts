import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROWS } from './access-matrix-api.cases.js';
import { IDENTITY_ROWS, NOT_IN_MATRIX } from './access-matrix-identity.cases.js';
import {
  accessMatrixSuite,
  CALLERS,
  routeKeys,
  type Fixtures,
  type Row,
} from './helpers/access-matrix-suite.js';
import { routeCollector, routeKey } from './helpers/registered-routes.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * The access matrix: every route the server registers x who calls it -> the status they get. The
 * rows are in access-matrix-*.cases.ts; the route list comes from Fastify's onRoute hook on a built
 * app, so a route added without a row fails the first test, by name.
 */

/** Every route, keyed "METHOD /path" exactly as registered. */
const MATRIX: Readonly<Record<string, Row>> = { ...API_ROWS, ...IDENTITY_ROWS };

/** Registered routes the matrix neither lists nor excludes. */
function routesWithoutRow(registered: readonly string[]): string[] {
  return registered.filter((key) => !(key in MATRIX) && !(key in NOT_IN_MATRIX));
}

describeEachDatabase('access matrix', (context) => {
  const suite = accessMatrixSuite(context);
  /** Each route as it is registered. */
  const { collected } = suite;
  let fixtures: Fixtures;
  beforeAll(() => {
    ({ fixtures } = suite);
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
