import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  createFamily,
  sendFamily,
  winningFamily,
  type Sessions,
} from './transmission-admin-helpers.js';
import { transmissionAdminSuite } from './helpers/transmission-admin-suite.js';

/** Catalogue changes reach the next recommendation. */
describeEachDatabase('transmission admin API', (context) => {
  const suite = transmissionAdminSuite(context);
  const { surveyTopChoice } = suite;
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(() => {
    ({ app, sessions } = suite);
  });

  describe('changes reach the next recommendation', () => {
    it('offers a new family at once, and stops when it is disabled or deleted', async () => {
      expect(await surveyTopChoice()).toBe('Endurant HD');
      const id = await createFamily(app, sessions.admin, winningFamily('Champion'));
      // PostgreSQL delivers the change notification on commit, a moment later over the network.
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Champion');

      const admin = { ...sessions.admin };
      await app.inject({ method: 'PATCH', url: `/api/transmission/${id}`, headers: admin });
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Endurant HD');
      await app.inject({ method: 'PATCH', url: `/api/transmission/${id}`, headers: admin });
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Champion');

      // An edit that takes away Linehaul makes it ineligible for the linehaul answers.
      const edited = winningFamily('Champion');
      edited.supportedApplications = { Linehaul: 'NotSupported' };
      expect((await sendFamily(app, admin, edited, { id })).statusCode).toBe(204);
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Endurant HD');
      expect((await sendFamily(app, admin, winningFamily('Champion'), { id })).statusCode).toBe(
        204,
      );
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Champion');

      await app.inject({ method: 'DELETE', url: `/api/transmission/${id}`, headers: admin });
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Endurant HD');
    });

    it('orders equal scores by the administrator’s rank', async () => {
      const first = await createFamily(app, sessions.admin, winningFamily('Twin One'));
      const second = await createFamily(app, sessions.admin, winningFamily('Twin Two'));
      const rank = (one: number, two: number) =>
        app.inject({
          method: 'PUT',
          url: '/api/transmission/UpdateList',
          headers: { ...sessions.admin },
          payload: [
            { Id: first, Rank: one },
            { Id: second, Rank: two },
          ],
        });
      await rank(2, 1);
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Twin Two');
      await rank(1, 2);
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Twin One');
      for (const id of [first, second]) {
        await app.inject({
          method: 'DELETE',
          url: `/api/transmission/${id}`,
          headers: { ...sessions.admin },
        });
      }
      await expect.poll(surveyTopChoice, { timeout: 2000 }).toBe('Endurant HD');
    });
  });
});
