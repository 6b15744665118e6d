import { linehaulTractorAnswers, MESSAGES } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import type { SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { sendFamily, validFamily } from './transmission-admin-helpers.js';
import { expectBoundedError, inputBoundsSuite, PERSONAL } from './helpers/input-bounds-suite.js';

/**
 * Issue 11, finding 8: text PostgreSQL cannot store is refused by name, and the database never gets
 * its parameters into the log.
 */
describeEachDatabase('hostile input, bounded', (context) => {
  const suite = inputBoundsSuite(context);
  const { logLines, accountDetails } = suite;
  let app: FastifyInstance;
  let admin: SignedInHeaders;
  let user: SignedInHeaders;
  beforeAll(() => {
    ({ app, admin, user } = suite);
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
