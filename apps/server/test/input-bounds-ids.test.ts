import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { sendFamily, validFamily } from './transmission-admin-helpers.js';
import { expectBoundedError, INT4_MAX, inputBoundsSuite } from './helpers/input-bounds-suite.js';

/** Issue 11, finding 7: ids beyond the database’s integer range are refused instead of failing. */
describeEachDatabase('hostile input, bounded', (context) => {
  const suite = inputBoundsSuite(context);
  let app: FastifyInstance;
  let admin: SignedInHeaders;
  let user: SignedInHeaders;
  beforeAll(() => {
    ({ app, admin, user } = suite);
  });

  describe('finding 7: ids out of range', () => {
    const ids = ['2147483648', String(2 ** 53 - 1), String(2 ** 53), '1e3', '0x10', '-1', '0'];

    it('answers the public image URL with 400 or 404, never 500', async () => {
      for (const id of ids) {
        const response = await app.inject({ method: 'GET', url: `/api/transmission/${id}/image` });
        expect([400, 404], `image of ${id}`).toContain(response.statusCode);
      }
    });

    it('answers every admin route with 400 or 404 for ids beyond int4', async () => {
      for (const id of ids) {
        for (const [method, url] of [
          ['GET', `/api/transmission/${id}`],
          ['DELETE', `/api/transmission/${id}`],
          ['PATCH', `/api/transmission/${id}`],
          ['GET', `/api/transmission/logs/${id}`],
        ] as const) {
          const response = await app.inject({ method, url, headers: admin });
          expect([400, 404], `${method} ${url}`).toContain(response.statusCode);
        }
        const put = await sendFamily(app, admin, validFamily(), { id: Number(id) || 0 });
        expect([400, 404], `PUT ${id}`).toContain(put.statusCode);
      }
    });

    it('refuses ranks and ids beyond int4 in the rank update', async () => {
      for (const item of [
        { Id: INT4_MAX + 1, Rank: 1 },
        { Id: 1, Rank: INT4_MAX + 1 },
        { Id: 2 ** 53, Rank: 1 },
      ]) {
        const response = await app.inject({
          method: 'PUT',
          url: '/api/transmission/UpdateList',
          headers: admin,
          payload: [item],
        });
        expectBoundedError(response, 400);
      }
    });

    it('refuses a family rank beyond int4', async () => {
      const response = await sendFamily(app, admin, validFamily({ rank: INT4_MAX + 1 }));
      const body = expectBoundedError(response, 400);
      expect(Object.keys(body.fields ?? {})).toEqual(['rank']);
    });

    it('answers a saved spec id that is malformed or out of range with 404', async () => {
      for (const id of [...ids, 'abc', '%00', '1.5', 'x'.repeat(300)]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/surveyresult/${id}`,
          headers: user,
        });
        expect(response.statusCode, `spec ${id}`).toBe(404);
      }
    });
  });
});
