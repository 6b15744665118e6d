import { type ApiError, MESSAGES, type TransmissionFamily } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  ADMIN_EMAIL,
  createFamily,
  sendFamily,
  validFamily,
  type Sessions,
} from './transmission-admin-helpers.js';
import { transmissionAdminSuite } from './helpers/transmission-admin-suite.js';

/** Editing, disabling, ranking and deleting families, and their log. */
describeEachDatabase('transmission admin API', (context) => {
  const suite = transmissionAdminSuite(context);
  const { get, family, logs } = suite;
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(() => {
    ({ app, sessions } = suite);
  });

  describe('edit, disable, rank, delete and their log', () => {
    it('saves an edit (204): fields change, a removed model stays flagged, the log shows current then previous', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Before Edit' }));
      const edited = validFamily({
        name: 'After Edit',
        maxSupportedEngineHp: 600,
        modelTorques: [
          { name: 'tf-1450', maxTorque: 1500 },
          { name: 'TF-2000', maxTorque: 2000 },
        ],
        supportedPto: { OnePTO: 'Supported' },
      });
      const response = await sendFamily(app, { ...sessions.admin }, edited, { id });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const stored = await family(id);
      expect(stored).toMatchObject({
        name: 'After Edit',
        maxSupportedEngineHp: 600,
        supportedPto: { OnePTO: 'Supported', NoPTO: 'NotSupported' },
      });
      expect(
        stored.modelTorques.map(({ name, maxTorque, isDeleted }) => ({
          name,
          maxTorque,
          isDeleted,
        })),
      ).toEqual([
        { name: 'tf-1450', maxTorque: 1500, isDeleted: false },
        { name: 'TF-1850', maxTorque: 1850, isDeleted: true },
        { name: 'TF-2000', maxTorque: 2000, isDeleted: false },
      ]);
      // Kept the rank it had, since the form sent none.
      const [current, previous, ...rest] = await logs(id);
      expect(rest).toEqual([]);
      expect(current?.transmissionModel).toEqual(stored);
      expect(previous?.transmissionModel).toMatchObject({ name: 'Before Edit', rank: stored.rank });
      expect(current?.updatedBy).toBe(ADMIN_EMAIL);
      expect(Date.parse(current?.timeStamp ?? '')).toBeGreaterThanOrEqual(
        Date.parse(previous?.timeStamp ?? ''),
      );
    });

    it('toggles disabled (200 with the new state), logging each change', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Toggled' }));
      const toggle = () =>
        app.inject({
          method: 'PATCH',
          url: `/api/transmission/${id}`,
          headers: { ...sessions.admin },
        });
      const first = await toggle();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ id, isDisabled: true });
      expect((await family(id)).isDisabled).toBe(true);
      const [current, previous] = await logs(id);
      expect(current?.transmissionModel.isDisabled).toBe(true);
      expect(previous?.transmissionModel.isDisabled).toBe(false);
      // Disabled families stay in the admin list, greyed by the web app.
      const listed = (await get('/api/transmission/')).json<TransmissionFamily[]>();
      expect(listed.find((entry) => entry.id === id)?.isDisabled).toBe(true);

      expect((await toggle()).json()).toEqual({ id, isDisabled: false });
      expect((await logs(id))[0]?.transmissionModel.isDisabled).toBe(false);
    });

    it('keeps a family disabled when an edit does not say, and follows the edit when it does', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Stays Off' }));
      const admin = { ...sessions.admin };
      await app.inject({ method: 'PATCH', url: `/api/transmission/${id}`, headers: admin });
      const withoutFlag = validFamily({ name: 'Stays Off' });
      delete withoutFlag.isDisabled;
      expect((await sendFamily(app, admin, withoutFlag, { id })).statusCode).toBe(204);
      expect((await family(id)).isDisabled).toBe(true);
      const enabled = validFamily({ name: 'Stays Off', isDisabled: false });
      expect((await sendFamily(app, admin, enabled, { id })).statusCode).toBe(204);
      expect((await family(id)).isDisabled).toBe(false);
    });

    it('sets ranks, shared ranks included, logging only the families whose rank changed', async () => {
      const a = await createFamily(app, sessions.admin, validFamily({ name: 'Rank A' }));
      const b = await createFamily(app, sessions.admin, validFamily({ name: 'Rank B' }));
      const rankOfB = (await family(b)).rank;
      const response = await app.inject({
        method: 'PUT',
        url: '/api/transmission/UpdateList',
        headers: { ...sessions.admin },
        payload: [
          { Id: a, Rank: 2 },
          { Id: b, Rank: rankOfB },
        ],
      });
      expect(response.statusCode).toBe(204);
      const second = await app.inject({
        method: 'PUT',
        url: '/api/transmission/UpdateList',
        headers: { ...sessions.admin },
        payload: [
          { Id: a, Rank: 2 },
          { Id: b, Rank: 2 },
        ],
      });
      expect(second.statusCode).toBe(204);
      expect((await family(a)).rank).toBe(2);
      expect((await family(b)).rank).toBe(2);
      // a: created, ranked 2 (the second call changed nothing); b: created, ranked 2.
      expect((await logs(a)).map((entry) => entry.transmissionModel.rank)).toEqual([
        2,
        expect.any(Number),
      ]);
      expect((await logs(b)).map((entry) => entry.transmissionModel.rank)).toEqual([2, rankOfB]);
      const list = (await get('/api/transmission/')).json<TransmissionFamily[]>();
      const atTwo = list.filter((entry) => entry.rank === 2).map((entry) => entry.name);
      expect(atTwo).toEqual(expect.arrayContaining(['Rank A', 'Rank B']));
    });

    it('refuses a rank list naming a family twice, an unknown family, or a rank below 1', async () => {
      const a = await createFamily(app, sessions.admin, validFamily({ name: 'Rank C' }));
      const send = (payload: unknown) =>
        app.inject({
          method: 'PUT',
          url: '/api/transmission/UpdateList',
          headers: { ...sessions.admin },
          payload: payload as object,
        });
      const twice = await send([
        { Id: a, Rank: 1 },
        { Id: a, Rank: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json<ApiError>().fields).toEqual({ root: MESSAGES.noDuplicates });
      const zero = await send([{ Id: a, Rank: 0 }]);
      expect(zero.statusCode).toBe(400);
      expect(Object.keys(zero.json<ApiError>().fields ?? {})).toEqual(['0.Rank']);
      const unknown = await send([
        { Id: a, Rank: 1 },
        { Id: 99999, Rank: 1 },
      ]);
      expect(unknown.statusCode).toBe(404);
      // All or nothing: the known family kept its rank.
      expect((await family(a)).rank).not.toBe(1);
    });

    it('deletes softly (204): gone from the list, the form and every action, its log kept', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Doomed' }));
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/transmission/${id}`,
        headers: { ...sessions.admin },
      });
      expect(response.statusCode).toBe(204);
      const list = (await get('/api/transmission/')).json<TransmissionFamily[]>();
      expect(list.map((entry) => entry.id)).not.toContain(id);
      expect((await get(`/api/transmission/${id}`)).statusCode).toBe(404);
      for (const method of ['PATCH', 'DELETE'] as const) {
        const again = await app.inject({
          method,
          url: `/api/transmission/${id}`,
          headers: { ...sessions.admin },
        });
        expect(again.statusCode).toBe(404);
      }
      expect((await sendFamily(app, { ...sessions.admin }, validFamily(), { id })).statusCode).toBe(
        404,
      );
      const rank = await app.inject({
        method: 'PUT',
        url: '/api/transmission/UpdateList',
        headers: { ...sessions.admin },
        payload: [{ Id: id, Rank: 1 }],
      });
      expect(rank.statusCode).toBe(404);

      const [current, previous] = await logs(id);
      expect(current).toMatchObject({
        transmissionModel: { id, name: 'Doomed', isDeleted: true },
        updatedBy: ADMIN_EMAIL,
      });
      expect(previous?.transmissionModel.isDeleted).toBe(false);
    });
  });
});
