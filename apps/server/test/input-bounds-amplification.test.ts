import {
  COUNTRIES,
  linehaulTractorAnswers,
  MESSAGES,
  TERRAINS,
  VOCATIONS,
} from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import type { SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { sendFamily } from './transmission-admin-helpers.js';
import { expectBoundedError, inputBoundsSuite } from './helpers/input-bounds-suite.js';

/** Issue 11, finding 2: validation errors stay small whatever the input. */
describeEachDatabase('hostile input, bounded', (context) => {
  const suite = inputBoundsSuite(context);
  const { accountDetails } = suite;
  let app: FastifyInstance;
  let admin: SignedInHeaders;
  let user: SignedInHeaders;
  beforeAll(() => {
    ({ app, admin, user } = suite);
  });

  describe('finding 2: validation errors are not amplified', () => {
    it('answers 15,000 bogus list items at account details with a small 400', async () => {
      // Numbers are the shortest bogus items: 15,000 of them fit the route's 32 KB body limit.
      const response = await app.inject({
        method: 'POST',
        url: '/api/registration/accountdetails',
        headers: user,
        payload: accountDetails({
          vocationCheckList: Array.from({ length: 3000 }, () => 0),
          countryList: Array.from({ length: 12_000 }, () => 0),
        }),
      });
      const body = expectBoundedError(response, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields?.countryList).toBeDefined();
      expect(response.body).not.toContain('Zimbabwe');
    });

    it('answers three 2,600-item survey lists with a small 400', async () => {
      const many = (value: number) => Array.from({ length: 2600 }, () => value);
      const response = await app.inject({
        method: 'POST',
        url: '/api/survey',
        headers: await csrfHeaders(app),
        payload: {
          ...linehaulTractorAnswers(),
          terrain: many(0),
          maneuvers: many(0),
          roadTypes: many(0),
        },
      });
      expectBoundedError(response, 400);
    });

    it('refuses more terrains than there are, naming the list once', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/survey',
        headers: await csrfHeaders(app),
        payload: { ...linehaulTractorAnswers(), terrain: [...TERRAINS, 'Flat'] },
      });
      const body = expectBoundedError(response, 400);
      expect(Object.keys(body.fields ?? {})).toEqual(['terrain']);
    });

    it('reports a wrong choice with the domain message, never the list of options', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/registration/accountdetails',
        headers: user,
        payload: accountDetails({ countryList: ['Atlantis'] }),
      });
      const body = expectBoundedError(response, 400);
      expect(body.fields).toEqual({ 'countryList.0': MESSAGES.chooseOne });
    });

    it('reports at most a fixed number of fields however many are wrong', async () => {
      const wrong = Object.fromEntries(
        Array.from({ length: 40 }, (_, index) => [`extra${index}`, 1]),
      );
      const response = await sendFamily(app, admin, {
        ...wrong,
        name: 1,
        description: 2,
        learnMoreUrl: 3,
        modelTorques: Array.from({ length: 30 }, () => ({ name: 5, maxTorque: 'x' })),
      });
      const body = expectBoundedError(response, 400);
      expect(Object.keys(body.fields ?? {}).length).toBeLessThanOrEqual(20);
      expect(body.fields?.name).toBe(MESSAGES.requiredField);
    });

    it('still names every bad field of an ordinary bad form', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/registration/accountdetails',
        headers: user,
        payload: accountDetails({ firstName: ' ', vocationCheckList: [], countryList: [] }),
      });
      const body = expectBoundedError(response, 400);
      expect(body.fields).toEqual({
        firstName: MESSAGES.requiredField,
        vocationCheckList: MESSAGES.chooseAtLeastOne,
        countryList: MESSAGES.chooseAtLeastOne,
      });
    });

    it('still accepts every vocation and a long country list', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/registration/accountdetails',
        headers: user,
        payload: accountDetails({ vocationCheckList: [...VOCATIONS], countryList: [...COUNTRIES] }),
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
