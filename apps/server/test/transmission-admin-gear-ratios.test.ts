import {
  type ApiError,
  FORWARD_GEARS_MAX,
  GEAR_RATIO_MAX,
  gearRatioNotNumberMessage,
  gearRatioRangeMessage,
  MESSAGES,
  tooManyGearsMessage,
} from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { transmissionLogs } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { transmissionAdminSuite } from './helpers/transmission-admin-suite.js';
import {
  createFamily,
  sendFamily,
  validFamily,
  type Sessions,
} from './transmission-admin-helpers.js';

/** The object as a client that predates gear ratios sends it: without the key. */
function withoutGearRatios(family: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...family };
  delete copy.gearRatios;
  return copy;
}

/** A family's forward and reverse gear ratios through POST, PUT, GET and the change log (issue 14). */
describeEachDatabase('transmission admin API', (context) => {
  const suite = transmissionAdminSuite(context);
  const { get, family, logs } = suite;
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(() => {
    ({ app, sessions } = suite);
  });

  const tenSpeed = {
    forward: [14.8, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.35, 1.0],
    reverse: [13.1, 3.06],
  };

  describe('gear ratios', () => {
    it('are stored as sent, rounded to the thousandth, and read back by GET', async () => {
      const id = await createFamily(
        app,
        sessions.admin,
        validFamily({
          name: 'Ratios Round Trip',
          gearRatios: { forward: [14.4, 1.0000004, 0.77049], reverse: [12.8] },
        }),
      );
      expect((await family(id)).gearRatios).toEqual({
        forward: [14.4, 1, 0.77],
        reverse: [12.8],
      });
      const listed = (await get('/api/transmission/')).json<
        { id: number; gearRatios: unknown }[]
      >();
      expect(listed.find((entry) => entry.id === id)?.gearRatios).toEqual({
        forward: [14.4, 1, 0.77],
        reverse: [12.8],
      });
    });

    it('are null for a family sent without them', async () => {
      const id = await createFamily(
        app,
        sessions.admin,
        withoutGearRatios(validFamily({ name: 'No Ratios' })),
      );
      expect((await family(id)).gearRatios).toBeNull();
    });

    it('change with an edit, and the log shows the new and the old list', async () => {
      const id = await createFamily(
        app,
        sessions.admin,
        validFamily({ name: 'Ratios Edited', gearRatios: tenSpeed }),
      );
      const overdrive = {
        forward: [14.8, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.0, 0.8],
        reverse: [13.1, 3.06],
      };
      const response = await sendFamily(
        app,
        { ...sessions.admin },
        validFamily({ name: 'Ratios Edited', gearRatios: overdrive }),
        { id },
      );
      expect(response.statusCode).toBe(204);
      expect((await family(id)).gearRatios).toEqual(overdrive);
      const [current, previous] = await logs(id);
      expect(current?.transmissionModel.gearRatios).toEqual(overdrive);
      expect(previous?.transmissionModel.gearRatios).toEqual(tenSpeed);
    });

    it('stay when an edit leaves them out, and go when it sends null', async () => {
      const id = await createFamily(
        app,
        sessions.admin,
        validFamily({ name: 'Ratios Kept', gearRatios: tenSpeed }),
      );
      const older = withoutGearRatios(
        validFamily({ name: 'Ratios Kept', maxSupportedEngineHp: 550 }),
      );
      expect((await sendFamily(app, { ...sessions.admin }, older, { id })).statusCode).toBe(204);
      expect(await family(id)).toMatchObject({ maxSupportedEngineHp: 550, gearRatios: tenSpeed });

      const cleared = validFamily({ name: 'Ratios Kept', gearRatios: null });
      expect((await sendFamily(app, { ...sessions.admin }, cleared, { id })).statusCode).toBe(204);
      expect((await family(id)).gearRatios).toBeNull();
    });

    it('are null in a log record saved before families had them', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Old Log Record' }));
      const [current] = await logs(id);
      const oldSnapshot = withoutGearRatios({ ...current?.transmissionModel });
      await app.db.insert(transmissionLogs).values({
        familyId: id,
        snapshot: oldSnapshot,
        updatedBy: 'before issue 14',
        timeStamp: new Date(Date.now() + 60_000),
      });
      const response = await get(`/api/transmission/logs/${id}`);
      expect(response.statusCode).toBe(200);
      const [latest] = response.json<{ transmissionModel: { gearRatios: unknown } }[]>();
      expect(latest?.transmissionModel.gearRatios).toBeNull();
    });

    describe('refused with 400, the message on the list it is about, nothing saved', () => {
      async function refusedFields(gearRatios: unknown, id?: number) {
        const before = (await get('/api/transmission/')).body;
        const body = validFamily({ name: 'Bad Ratios', gearRatios });
        const response = await sendFamily(
          app,
          { ...sessions.admin },
          body,
          id === undefined ? {} : { id },
        );
        expect(response.statusCode).toBe(400);
        const error = response.json<ApiError>();
        expect(error.code).toBe('VALIDATION_FAILED');
        expect((await get('/api/transmission/')).body).toBe(before);
        return error.fields;
      }

      it('a lowest gear not larger than the top gear', async () => {
        expect(await refusedFields({ forward: [0.77, 1.0, 14.4], reverse: [] })).toEqual({
          'gearRatios.forward': MESSAGES.gearLowestNotAboveTop,
        });
      });

      it(`more than ${FORWARD_GEARS_MAX} forward gears`, async () => {
        const forward = Array.from({ length: FORWARD_GEARS_MAX + 1 }, (_, i) => 21 - i);
        expect(await refusedFields({ forward, reverse: [] })).toEqual({
          'gearRatios.forward': tooManyGearsMessage('forward', FORWARD_GEARS_MAX),
        });
      });

      it('a ratio of 0, a text for a ratio, or a lone gear', async () => {
        expect(await refusedFields({ forward: [14.8, 0.73], reverse: [0] })).toEqual({
          'gearRatios.reverse': gearRatioRangeMessage('reverse', 0, GEAR_RATIO_MAX),
        });
        expect(await refusedFields({ forward: [14.8, '1.0', 0.73], reverse: [] })).toEqual({
          'gearRatios.forward.1': gearRatioNotNumberMessage('forward', 1),
        });
        expect(await refusedFields({ forward: [14.8], reverse: [] })).toEqual({
          'gearRatios.forward': MESSAGES.gearRatiosTooFew,
        });
      });

      it('on an edit too, leaving the stored ratios as they were', async () => {
        const id = await createFamily(
          app,
          sessions.admin,
          validFamily({ name: 'Ratios Guarded', gearRatios: tenSpeed }),
        );
        expect(await refusedFields({ forward: [1, 2], reverse: [] }, id)).toEqual({
          'gearRatios.forward': MESSAGES.gearLowestNotAboveTop,
        });
        expect((await family(id)).gearRatios).toEqual(tenSpeed);
      });
    });
  });
});
