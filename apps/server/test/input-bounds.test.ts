import {
  COUNTRIES,
  linehaulTractorAnswers,
  MESSAGES,
  TERRAINS,
  VOCATIONS,
  type ApiError,
} from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn, type SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { sendFamily, validFamily } from './transmission-admin-helpers.js';

/**
 * Issue 11, findings 2, 7 and 8: validation errors stay small whatever the input, ids beyond the
 * database's integer range are refused instead of failing, and text PostgreSQL cannot store is
 * refused by name before it reaches the database, which never gets its parameters into the log.
 */

/** The most an error answer may weigh, whatever the request held. */
const MAX_ERROR_BYTES = 8 * 1024;
const INT4_MAX = 2_147_483_647;

const ADMIN = 'bounds.admin@example.com';
const USER = 'bounds.user@example.com';
/** Text no log line may ever show: it only travels as a query parameter. */
const PERSONAL = 'Xylophone-Quartermaine';

function expectBoundedError(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode).toBe(status);
  expect(response.rawPayload.length).toBeLessThanOrEqual(MAX_ERROR_BYTES);
  const body = response.json<ApiError>();
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  return body;
}

describeEachDatabase('hostile input, bounded', (context) => {
  let app: FastifyInstance;
  let admin: SignedInHeaders;
  let user: SignedInHeaders;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await context.build(
      { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    await createTestUser(app, ADMIN, { roles: ['TransmissionAdmin'] });
    await createTestUser(app, USER);
    admin = await signIn(app, ADMIN);
    user = await signIn(app, USER);
  });

  function accountDetails(overrides: Record<string, unknown> = {}) {
    return {
      email: USER,
      firstName: 'Ann',
      lastName: 'Driver',
      organizationName: 'Fleet Co',
      organizationType: 'Fleet',
      vocationCheckList: ['Linehaul'],
      countryList: ['Canada'],
      ...overrides,
    };
  }

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

  describe('finding 8: text PostgreSQL cannot store', () => {
    const unstorable = ['a\u0000b', 'a\ud800b', 'a\udc00'];

    it('refuses NUL and lone surrogates in a spec title and notes, naming the field', async () => {
      for (const text of unstorable) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/surveyresult',
          headers: user,
          payload: {
            title: text,
            notes: `<p>${text}</p>`,
            result: JSON.stringify({ topChoice: null, runnerUp: null }),
            survey: JSON.stringify(linehaulTractorAnswers()),
            version: '1.0',
          },
        });
        const body = expectBoundedError(response, 400);
        expect(body.fields?.title).toBe(MESSAGES.unstorableText);
        expect(body.fields?.notes).toBe(MESSAGES.unstorableText);
      }
    });

    it('refuses NUL inside the JSON a spec stores', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/surveyresult',
        headers: user,
        payload: {
          title: 'Fine',
          notes: '',
          result: JSON.stringify({ topChoice: null, runnerUp: null, note: 'a\u0000b' }),
          survey: JSON.stringify(linehaulTractorAnswers()),
          version: '1.0',
        },
      });
      const body = expectBoundedError(response, 400);
      expect(body.fields?.result).toBe(MESSAGES.unstorableText);
    });

    it('refuses them in an edit of a spec', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/surveyresult/1',
        headers: user,
        payload: { title: 'a\u0000b', notes: '' },
      });
      const body = expectBoundedError(response, 400);
      expect(body.fields?.title).toBe(MESSAGES.unstorableText);
    });

    it('refuses them in account details', async () => {
      for (const text of unstorable) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/registration/accountdetails',
          headers: user,
          payload: accountDetails({ firstName: text, organizationName: text }),
        });
        const body = expectBoundedError(response, 400);
        expect(body.fields).toEqual({
          firstName: MESSAGES.unstorableText,
          organizationName: MESSAGES.unstorableText,
        });
      }
    });

    it("refuses them in a family's name, description and model names", async () => {
      for (const text of unstorable) {
        const response = await sendFamily(
          app,
          admin,
          validFamily({
            name: text,
            description: `<p>${text}</p>`,
            modelTorques: [{ name: text, maxTorque: 1450 }],
          }),
        );
        const body = expectBoundedError(response, 400);
        expect(body.fields).toEqual({
          name: MESSAGES.unstorableText,
          description: MESSAGES.unstorableText,
          'modelTorques.0.name': MESSAGES.unstorableText,
        });
      }
    });

    it('refuses them in the reset link id and code, which are looked up', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/security/reset-password/password',
        headers: await csrfHeaders(app),
        payload: { id: 'a\u0000', verificationCode: 'b\u0000', newPassword: 'Gearbox#2024' },
      });
      const body = expectBoundedError(response, 400);
      expect(body.fields).toEqual({
        id: MESSAGES.unstorableText,
        verificationCode: MESSAGES.unstorableText,
      });
    });

    it('never logs the parameters of a failed query', async () => {
      // A trigger fails the save inside the database, as an unforeseen database error would.
      await app.db.execute(
        sql.raw(`
        create or replace function fail_bounds_save() returns trigger
        language plpgsql as $$
        begin
          if new.title = 'Doomed' then raise exception 'injected failure'; end if;
          return new;
        end $$`),
      );
      await app.db.execute(sql`
        create trigger fail_bounds_save before insert on survey_results
        for each row execute function fail_bounds_save()`);
      logLines.length = 0;
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/surveyresult',
          headers: user,
          payload: {
            title: 'Doomed',
            notes: `<p>${PERSONAL}</p>`,
            result: JSON.stringify({ topChoice: null, runnerUp: null }),
            survey: JSON.stringify(linehaulTractorAnswers()),
            version: '1.0',
          },
        });
        expect(response.statusCode).toBe(500);
      } finally {
        await app.db.execute(sql`drop trigger fail_bounds_save on survey_results`);
        await app.db.execute(sql`drop function fail_bounds_save()`);
      }
      const log = logLines.join('\n');
      // The failure is logged, with what an operator needs and nothing a user typed.
      expect(log).toContain('request failed');
      expect(log).toContain('injected failure');
      expect(log).toContain('insert into');
      expect(log).not.toContain(PERSONAL);
      expect(log).not.toContain('Doomed');
      expect(log).not.toContain('Linehaul');
    });
  });
});
