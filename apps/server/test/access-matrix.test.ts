import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessMatrixSuite,
  CALLERS,
  routeKeys,
  type Fixtures,
} from './helpers/access-matrix-suite.js';
import { routeCollector, routeKey } from './helpers/registered-routes.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { MATRIX, routesMissingFromTable, staleTableRows } from './server-routes.js';

/**
 * The access matrix: every route the server registers x who calls it -> the status they get. The
 * rows are the route table's `access` (server-routes.ts); the route list comes from Fastify's onRoute
 * hook on a built app, so a route added without a row fails the first test, by name.
 */

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
    const missing = routesMissingFromTable(registered);
    const stale = staleTableRows(registered);
    expect(
      missing,
      `registered routes missing from server-routes.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    expect(
      stale,
      `server-routes.ts rows for routes that are not registered: ${stale.join(', ')}`,
    ).toEqual([]);
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
    expect(routesMissingFromTable(routeKeys(extra.routes.map(routeKey)))).toEqual([
      'GET /api/unlisted',
    ]);
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
