import { MESSAGES, tooLongMessage } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  surveyResultSuite,
  type ApiErrorBody,
  type Session,
} from './helpers/survey-result-suite.js';

/** Editing a saved spec, and every save being one transaction. */
describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  const suite = surveyResultSuite(context);
  const { create, createId, detail, put, storedRows } = suite;
  let app: FastifyInstance;
  let alice: Session;
  beforeAll(() => {
    ({ app, alice } = suite);
  });

  describe('update', () => {
    it('answers 204, trims the title, keeps the creation date and marks the spec edited', async () => {
      const id = await createId(alice, { title: 'Before' });
      const before = await detail(alice, id);
      const response = await put(alice, id, { title: '  After  ', notes: '<p>new notes</p>' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const after = await detail(alice, id);
      expect(after).toMatchObject({
        title: 'After',
        notes: '<p>new notes</p>',
        createdAtUTC: before.createdAtUTC,
        result: before.result,
        survey: before.survey,
        version: '1.0',
      });
      expect(Date.parse(after.lastEditedUTC)).toBeGreaterThan(Date.parse(before.lastEditedUTC));
    });

    it('answers 400 naming the title or notes, and changes nothing', async () => {
      const id = await createId(alice, { title: 'Unchanged' });
      const blank = await put(alice, id, { title: '  ', notes: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ApiErrorBody>().fields).toEqual({ title: MESSAGES.requiredField });
      const long = await put(alice, id, { title: 'ok', notes: 'n'.repeat(100_001) });
      expect(long.statusCode).toBe(400);
      expect(long.json<ApiErrorBody>().fields).toEqual({ notes: tooLongMessage(100_000) });
      const missing = await put(alice, id, {});
      expect(Object.keys(missing.json<ApiErrorBody>().fields ?? {}).sort()).toEqual([
        'notes',
        'title',
      ]);
      expect((await detail(alice, id)).title).toBe('Unchanged');
    });
  });

  describe('every save is one transaction', () => {
    // A trigger stands in for a failure late in the save: it runs after the row was written, inside
    // the same statement and transaction, and then fails. Nothing of the save may remain.
    async function failSavesTitled(title: string) {
      await app.db.execute(
        sql.raw(`
        create or replace function fail_survey_result_save() returns trigger
        language plpgsql as $$
        begin
          if new.title = '${title}' then raise exception 'injected failure'; end if;
          return new;
        end $$`),
      );
      await app.db.execute(sql`
        create trigger fail_survey_result_save after insert or update on survey_results
        for each row execute function fail_survey_result_save()`);
    }
    async function restoreSaves() {
      await app.db.execute(sql`drop trigger fail_survey_result_save on survey_results`);
      await app.db.execute(sql`drop function fail_survey_result_save()`);
    }

    it('a create that fails leaves no spec and answers 500 without details', async () => {
      const before = await storedRows(alice.userId);
      await failSavesTitled('Doomed');
      try {
        const response = await create(alice, { title: 'Doomed' });
        expect(response.statusCode).toBe(500);
        expect(response.json<ApiErrorBody>()).toEqual({
          code: 'INTERNAL',
          message: MESSAGES.internalError,
        });
        expect(response.body).not.toContain('injected');
      } finally {
        await restoreSaves();
      }
      expect(await storedRows(alice.userId)).toBe(before);
      // The same save goes through once nothing fails.
      expect((await create(alice, { title: 'Doomed' })).statusCode).toBe(201);
    });

    it('an update that fails leaves the spec as it was', async () => {
      const id = await createId(alice, { title: 'Stable', notes: '<p>old</p>' });
      const before = await detail(alice, id);
      await failSavesTitled('Doomed edit');
      try {
        const response = await put(alice, id, { title: 'Doomed edit', notes: '<p>new</p>' });
        expect(response.statusCode).toBe(500);
      } finally {
        await restoreSaves();
      }
      expect(await detail(alice, id)).toEqual(before);
    });
  });
});
