import {
  type ApiError,
  LEARN_MORE_URL_EXAMPLE,
  learnMoreUrlInvalid,
  MESSAGES,
} from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';
import { sendFamily, validFamily, type Sessions } from './transmission-admin-helpers.js';
import { transmissionAdminSuite } from './helpers/transmission-admin-suite.js';

/** The family form refused field by field. */
describeEachDatabase('transmission admin API', (context) => {
  const suite = transmissionAdminSuite(context);
  const { get } = suite;
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(() => {
    ({ app, sessions } = suite);
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
});
