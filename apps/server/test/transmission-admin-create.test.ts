import type { ApiError, TransmissionFamily } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';
import { MESSAGES } from '@transmission-spec/domain';
import {
  ADMIN_EMAIL,
  createFamily,
  sendFamily,
  validFamily,
  type Sessions,
} from './transmission-admin-helpers.js';
import { transmissionAdminSuite } from './helpers/transmission-admin-suite.js';

/** Adding, reading and listing families, and the multipart form in the OpenAPI description. */
describeEachDatabase('transmission admin API', (context) => {
  const suite = transmissionAdminSuite(context);
  const { get, family, logs } = suite;
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(() => {
    ({ app, sessions } = suite);
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

  describe('family names', () => {
    it('refuses a name another live family has, trimmed and in any case, on add and on edit (409 naming the field)', async () => {
      const admin = { ...sessions.admin };
      const refused = async (family: unknown, id?: number) => {
        const response = await sendFamily(app, admin, family, id === undefined ? {} : { id });
        expect(response.statusCode).toBe(409);
        expect(response.json<ApiError>()).toMatchObject({
          code: 'CONFLICT',
          fields: { name: MESSAGES.duplicateFamilyName },
        });
      };
      // 'Endurant HD' is a sample family.
      await refused(validFamily({ name: '  endurant hd ' }));

      const id = await createFamily(app, admin, validFamily({ name: 'Unique Name' }));
      await refused(validFamily({ name: 'ENDURANT HD' }), id);
      // Its own name, in another case, is no conflict.
      expect(
        (await sendFamily(app, admin, validFamily({ name: 'unique name' }), { id })).statusCode,
      ).toBe(204);
      expect((await family(id)).name).toBe('unique name');

      // A deleted family's name is free again.
      await app.inject({ method: 'DELETE', url: `/api/transmission/${id}`, headers: admin });
      expect((await sendFamily(app, admin, validFamily({ name: 'Unique Name' }))).statusCode).toBe(
        201,
      );
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
});
