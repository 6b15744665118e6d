import {
  type ApiError,
  LEARN_MORE_URL_EXAMPLE,
  learnMoreUrlInvalid,
  MESSAGES,
  type TransmissionFamily,
  type TransmissionLogEntry,
} from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  ADMIN_EMAIL,
  createFamily,
  sendFamily,
  signInAdminAndUser,
  validFamily,
  winningFamily,
  type Sessions,
  surveyTopChoice as topChoiceOf,
} from './transmission-admin-helpers.js';

describeEachDatabase('transmission admin API', (context) => {
  let app: FastifyInstance;
  let sessions: Sessions;
  /** A family the role matrix may change freely. */
  let spareId: number;

  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
    spareId = await createFamily(app, sessions.admin, validFamily({ name: 'Spare' }));
  });

  const get = (url: string, headers: Record<string, string> = { ...sessions.admin }) =>
    app.inject({ method: 'GET', url, headers });
  const family = async (id: number) =>
    (await get(`/api/transmission/${id}`)).json<TransmissionFamily>();
  const logs = async (id: number) =>
    (await get(`/api/transmission/logs/${id}`)).json<TransmissionLogEntry[]>();
  const surveyTopChoice = async () => (await topChoiceOf(app))?.name;

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

  describe('add, read and list', () => {
    it('creates a family (201 with its id) that GET returns in admin units, with a log entry', async () => {
      const input = validFamily({
        name: '  Trimmed Name  ',
        maxSupportedGcw: 140_000,
        maxSupportedEngineHp: 500,
        maxSupportedCruiseSpeed: 70,
        maxSupportedMaxSpeed: 75,
        axleRatioThresholds: {
          defaultBottom: 2.04,
          defaultTop: 2.6,
          mediumBottom: 2.5,
          mediumTop: 2.9,
          highBottom: 2.8,
          highTop: 3.3,
          extremeBottom: 3.3,
          extremeTop: 3.7,
        },
        supportedApplications: { Linehaul: 'Recommended', Logging: 'Supported' },
      });
      const response = await sendFamily(app, { ...sessions.admin }, input);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(response.headers.location).toBe(`/api/transmission/${id}`);

      const stored = await family(id);
      expect(stored).toMatchObject({
        id,
        name: 'Trimmed Name',
        description: '<p>A family made by a test.</p>',
        learnMoreUrl: 'https://example.com/test-family',
        image: null,
        isDisabled: false,
        isDeleted: false,
        maxSupportedGcw: 140_000,
        maxSupportedEngineHp: 500,
        maxSupportedCruiseSpeed: 70,
        maxSupportedMaxSpeed: 75,
        axleRatioThresholds: { defaultBottom: 2, defaultTop: 2.6 },
        modelTorques: [
          { name: 'TF-1450', maxTorque: 1450, isDeleted: false, updatedBy: ADMIN_EMAIL },
          { name: 'TF-1850', maxTorque: 1850, isDeleted: false, updatedBy: ADMIN_EMAIL },
        ],
        supportedApplications: {
          Linehaul: 'Recommended',
          Logging: 'Supported',
          Agriculture: 'NotSupported',
        },
        supportedPto: { NoPTO: 'NotSupported' },
      });
      // Appended after the highest rank in the catalogue (8 sample families, then Spare).
      expect(stored.rank).toBeGreaterThan(8);

      const list = (await get('/api/transmission/')).json<TransmissionFamily[]>();
      expect(list.find((entry) => entry.id === id)).toEqual(stored);
      const [current, ...older] = await logs(id);
      expect(older).toEqual([]);
      expect(current).toMatchObject({ transmissionModel: stored, updatedBy: ADMIN_EMAIL });
      expect(Date.now() - Date.parse(current?.timeStamp ?? '')).toBeLessThan(60_000);
    });

    it('lists the catalogue in rank order', async () => {
      const list = (await get('/api/transmission/')).json<TransmissionFamily[]>();
      expect(list.length).toBeGreaterThanOrEqual(8);
      const ranks = list.map((entry) => entry.rank ?? 0);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(list[0]).toMatchObject({ name: 'Endurant HD', rank: 1, isDisabled: false });
    });

    it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
      for (const url of ['/api/transmission/99999', '/api/transmission/logs/99999']) {
        expect((await get(url)).statusCode).toBe(404);
      }
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await app.inject({
          method,
          url: '/api/transmission/99999',
          headers: { ...sessions.admin },
        });
        expect(response.statusCode).toBe(404);
      }
      expect(
        (await sendFamily(app, { ...sessions.admin }, validFamily(), { id: 99999 })).statusCode,
      ).toBe(404);
      const bad = await get('/api/transmission/abc');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<ApiError>().fields ?? {})).toEqual(['id']);
    });
  });

  describe('validation', () => {
    async function fieldsOf(family: unknown) {
      const before = (await get('/api/transmission/')).json<unknown[]>().length;
      const response = await sendFamily(app, { ...sessions.admin }, family);
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiError>();
      expect(body.code).toBe('VALIDATION_FAILED');
      // Nothing is saved from a refused form.
      expect((await get('/api/transmission/')).json<unknown[]>()).toHaveLength(before);
      return body.fields ?? {};
    }

    it('names every bad field with SPEC’s message', async () => {
      const fields = await fieldsOf(
        validFamily({
          name: 'N'.repeat(201),
          description: '<p> </p>',
          learnMoreUrl: 'www.example.com',
          modelTorques: [
            { name: 'Same', maxTorque: 999 },
            { name: ' same ', maxTorque: 1500 },
          ],
          performanceGoalPoints: {
            acceleration: 101,
            fuelEconomy: -1,
            lowSpeedManeuvers: 50,
            price: 50,
            tripTime: null,
          },
          axleRatioThresholds: {
            defaultBottom: 1.5,
            defaultTop: 7.5,
            mediumBottom: 3.5,
            mediumTop: 3,
            highBottom: 3,
            highTop: 3,
            extremeBottom: 3,
            extremeTop: 4,
          },
        }),
      );
      expect(fields).toEqual({
        name: MESSAGES.fieldTooLong200,
        description: MESSAGES.requiredField,
        learnMoreUrl: learnMoreUrlInvalid(LEARN_MORE_URL_EXAMPLE),
        'modelTorques.0.maxTorque': MESSAGES.modelTorqueRange,
        'modelTorques.1.name': MESSAGES.duplicateModelName,
        'performanceGoalPoints.acceleration': MESSAGES.goalPointsRange,
        'performanceGoalPoints.fuelEconomy': MESSAGES.goalPointsRange,
        'performanceGoalPoints.tripTime': MESSAGES.requiredField,
        'axleRatioThresholds.defaultBottom': MESSAGES.axleMinRange,
        'axleRatioThresholds.defaultTop': MESSAGES.axleMaxRange,
        'axleRatioThresholds.mediumBottom': MESSAGES.axleMinAboveMax,
      });
    });

    it('asks for a name, a URL and at least one model', async () => {
      const fields = await fieldsOf(
        validFamily({
          name: '   ',
          learnMoreUrl: '',
          modelTorques: [{ name: 'Gone', maxTorque: 1500, isDeleted: true }],
        }),
      );
      expect(fields).toMatchObject({
        name: MESSAGES.requiredField,
        learnMoreUrl: MESSAGES.requiredField,
        modelTorques: MESSAGES.addAtLeastOneModel,
      });
    });

    it('asks for whole numbers where the catalogue stores whole numbers, rather than failing', async () => {
      // These columns are integers: a fractional value once reached the database and answered 500.
      const fields = await fieldsOf(
        validFamily({
          performanceGoalPoints: {
            acceleration: 1.5,
            fuelEconomy: 5e-324,
            lowSpeedManeuvers: 50,
            price: 50,
            tripTime: 50,
          },
          maxSupportedCruiseSpeed: 60.5,
          maxSupportedEngineHp: 450.25,
          maxSupportedGcw: 80000.5,
          maxSupportedMaxSpeed: 70.1,
        }),
      );
      expect(fields).toEqual({
        'performanceGoalPoints.acceleration': MESSAGES.wholeNumber,
        'performanceGoalPoints.fuelEconomy': MESSAGES.wholeNumber,
        maxSupportedCruiseSpeed: MESSAGES.wholeNumber,
        maxSupportedEngineHp: MESSAGES.wholeNumber,
        maxSupportedGcw: MESSAGES.wholeNumber,
        maxSupportedMaxSpeed: MESSAGES.wholeNumber,
      });
    });

    it('refuses a form without the family part, or with JSON that does not parse', async () => {
      expect(await fieldsOf(undefined)).toEqual({ transmission: MESSAGES.requiredField });
      expect(await fieldsOf('{"name": ')).toEqual({ transmission: MESSAGES.invalidJsonText });
    });

    it('answers 415 to a body that is not multipart', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/transmission',
        headers: { ...sessions.admin },
        payload: validFamily(),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiError>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  it('documents the multipart form in the OpenAPI description', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    for (const [path, method] of [
      ['/api/transmission', 'post'],
      ['/api/transmission/{id}', 'put'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.requestBody?.content).toEqual({
        'multipart/form-data': {
          schema: expect.objectContaining({
            properties: {
              transmission: expect.objectContaining({ type: 'string' }) as unknown,
              imageFile: expect.objectContaining({ type: 'string', format: 'binary' }) as unknown,
            },
            required: ['transmission'],
          }) as unknown,
        },
      });
    }
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
