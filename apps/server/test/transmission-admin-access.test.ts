import type { ApiError, TransmissionFamily } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  createFamily,
  sendFamily,
  validFamily,
  type Sessions,
} from './transmission-admin-helpers.js';
import { transmissionAdminSuite } from './helpers/transmission-admin-suite.js';

/** Who may call the catalogue admin routes. */
describeEachDatabase('transmission admin API', (context) => {
  const suite = transmissionAdminSuite(context);
  const { get, family } = suite;
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(() => {
    ({ app, sessions } = suite);
  });
  /** A family the role matrix may change freely. */
  let spareId: number;
  beforeAll(async () => {
    spareId = await createFamily(app, sessions.admin, validFamily({ name: 'Spare' }));
  });

  describe('who may call', () => {
    /** Every admin route, with a body good enough to pass for an administrator. */
    const calls = () =>
      [
        { method: 'GET', url: '/api/transmission/' },
        { method: 'GET', url: '/api/transmission' },
        { method: 'GET', url: `/api/transmission/${spareId}` },
        { method: 'POST', url: '/api/transmission', multipart: validFamily({ name: 'Matrix' }) },
        { method: 'PUT', url: `/api/transmission/${spareId}`, multipart: validFamily() },
        { method: 'PATCH', url: `/api/transmission/${spareId}` },
        {
          method: 'PUT',
          url: '/api/transmission/UpdateList',
          json: [{ Id: spareId, Rank: 9 }],
        },
        { method: 'GET', url: `/api/transmission/logs/${spareId}` },
        { method: 'GET', url: '/api/security/allusers' },
        // Last, so the calls before it still find the family.
        { method: 'DELETE', url: `/api/transmission/${spareId}` },
      ] as const;

    async function call(entry: ReturnType<typeof calls>[number], headers: Record<string, string>) {
      if ('multipart' in entry) {
        return sendFamily(
          app,
          headers,
          entry.multipart,
          entry.method === 'PUT' ? { id: spareId } : {},
        );
      }
      return app.inject({
        method: entry.method,
        url: entry.url,
        headers,
        ...('json' in entry ? { payload: entry.json } : {}),
      });
    }

    it('answers 401 to a visitor who is not signed in, on every route', async () => {
      const anonymous = await csrfHeaders(app);
      for (const entry of calls()) {
        const response = await call(entry, anonymous);
        expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode }).toEqual({
          route: `${entry.method} ${entry.url}`,
          status: 401,
        });
        expect(response.json<ApiError>().code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 403 to a signed-in TransmissionUser, on every route', async () => {
      for (const entry of calls()) {
        const response = await call(entry, { ...sessions.user });
        expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode }).toEqual({
          route: `${entry.method} ${entry.url}`,
          status: 403,
        });
        expect(response.json<ApiError>().code).toBe('FORBIDDEN');
      }
    });

    it('lets a TransmissionAdmin through on every route', async () => {
      const expected: Record<string, number> = {
        GET: 200,
        POST: 201,
        PUT: 204,
        PATCH: 200,
        DELETE: 204,
      };
      for (const entry of calls()) {
        const response = await call(entry, { ...sessions.admin });
        expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode }).toEqual({
          route: `${entry.method} ${entry.url}`,
          status: expected[entry.method],
        });
      }
    });

    it('refuses a mutation without the CSRF header, even from an administrator', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'No CSRF' }));
      const cookieOnly = { cookie: sessions.admin.cookie };
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await app.inject({
          method,
          url: `/api/transmission/${id}`,
          headers: cookieOnly,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiError>().code).toBe('CSRF_FAILED');
      }
      const created = await sendFamily(app, cookieOnly, validFamily({ name: 'Forged' }));
      expect(created.statusCode).toBe(403);
      expect((await family(id)).isDisabled).toBe(false);
      const names = (await get('/api/transmission/'))
        .json<TransmissionFamily[]>()
        .map((f) => f.name);
      expect(names).not.toContain('Forged');
    });
  });
});
