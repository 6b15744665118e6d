import {
  linehaulTractorAnswers,
  MESSAGES,
  SavedSpecResultSchema,
  tooLongMessage,
} from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  ISO_UTC,
  surveyResultSuite,
  type ApiErrorBody,
  type Session,
  type SpecBody,
} from './helpers/survey-result-suite.js';

/** Saving a spec: what comes back, and the input refused field by field. */
describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  const suite = surveyResultSuite(context);
  const { specBody, create, createId, detail, list, storedRows } = suite;
  let alice: Session;
  let result: typeof suite.result;
  beforeAll(() => {
    ({ alice, result } = suite);
  });

  describe('create and read back', () => {
    it('answers 201 with the id, and the detail gives back what was saved', async () => {
      const body = specBody();
      const response = await create(alice, body);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect(id).toMatch(/^[1-9][0-9]*$/);

      const saved = await detail(alice, id);
      expect(saved).toEqual({
        id,
        title: 'Denver linehaul',
        notes: body.notes,
        result: body.result,
        survey: body.survey,
        createdAtUTC: expect.stringMatching(ISO_UTC) as string,
        lastEditedUTC: saved.createdAtUTC,
        version: '1.0',
      });
      expect(Math.abs(Date.parse(saved.createdAtUTC) - Date.now())).toBeLessThan(60_000);
    });

    it('saves each card’s details (the why, limits and gearing) with the result', async () => {
      const saved = SavedSpecResultSchema.parse(
        JSON.parse((await detail(alice, await createId(alice))).result),
      );
      expect(saved.topChoice?.details?.why.map((fact) => fact.kind)).toEqual([
        'duty',
        'torque',
        'gcw',
        'operation',
        'goals',
      ]);
      expect(saved.runnerUp?.details?.why.at(-1)?.kind).toBe('secondPlace');
    });

    it('refuses a result whose details carry a key of their own', async () => {
      const top = {
        ...result.topChoice,
        details: { ...(result.topChoice.details as object), x: 1 },
      };
      const response = await create(alice, {
        result: JSON.stringify({ ...result, topChoice: top }),
      });
      expect(response.statusCode).toBe(400);
    });

    it('saves a result whose cards carry a gearing warning, and refuses one with a key of its own', async () => {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/survey',
        headers: await csrfHeaders(suite.app),
        payload: goldenAnswers('linehaulHeavy'),
      });
      const { topChoice, runnerUp } = response.json<{
        topChoice: { gearingWarning?: object };
        runnerUp: object | null;
      }>();
      expect(topChoice.gearingWarning).toMatchObject({ shortfall: 'cruise' });
      const heavy = { topChoice, runnerUp };
      // The server stores its own recommendation for the saved answers (decision 082).
      const survey = JSON.stringify(goldenAnswers('linehaulHeavy'));
      const id = await createId(alice, { result: JSON.stringify(heavy), survey });
      const saved = SavedSpecResultSchema.parse(JSON.parse((await detail(alice, id)).result));
      expect(saved.topChoice?.gearingWarning).toEqual(topChoice.gearingWarning);

      const forged = { ...topChoice, gearingWarning: { ...topChoice.gearingWarning, x: 1 } };
      const refused = await create(alice, {
        result: JSON.stringify({ topChoice: forged, runnerUp }),
        survey,
      });
      expect(refused.statusCode).toBe(400);
    });

    it('trims the title before saving it', async () => {
      const id = await createId(alice, { title: '  \t Fleet spec  \n' });
      expect((await detail(alice, id)).title).toBe('Fleet spec');
    });

    it('accepts a title of exactly 200 characters and empty notes', async () => {
      const title = 't'.repeat(200);
      const id = await createId(alice, { title: ` ${title} `, notes: '' });
      const saved = await detail(alice, id);
      expect(saved.title).toBe(title);
      expect(saved.notes).toBe('');
    });

    it('saves a result without a top choice; the list shows no transmission name for it', async () => {
      // Answers no sample family serves (golden case 7): the server recommends nothing.
      const id = await createId(alice, {
        title: 'Nothing fits',
        result: JSON.stringify({ topChoice: null, runnerUp: null }),
        survey: JSON.stringify(goldenAnswers('doorToDoorRefuse')),
      });
      const rows = await list(alice);
      expect(rows.find((row) => row.id === id)).toMatchObject({
        title: 'Nothing fits',
        result: '',
      });
    });
  });

  describe('refuses bad input with 400, naming each field', () => {
    async function fieldsOf(overrides: SpecBody) {
      const before = await storedRows(alice.userId);
      const response = await create(alice, overrides);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(await storedRows(alice.userId)).toBe(before);
      return body.fields ?? {};
    }

    it('a missing or blank title', async () => {
      expect((await fieldsOf({ title: '   ' })).title).toBe(MESSAGES.requiredField);
      expect((await fieldsOf({ title: undefined })).title).toBe(MESSAGES.requiredField);
    });

    it('a title over 200 characters', async () => {
      expect((await fieldsOf({ title: 'x'.repeat(201) })).title).toBe(MESSAGES.fieldTooLong200);
    });

    it('a version other than 1.0', async () => {
      expect((await fieldsOf({ version: '2.0' })).version).toBe(MESSAGES.unsupportedSpecVersion);
      expect((await fieldsOf({ version: 1 })).version).toBe(MESSAGES.unsupportedSpecVersion);
      expect((await fieldsOf({ version: undefined })).version).toBe(
        MESSAGES.unsupportedSpecVersion,
      );
    });

    it('notes over 100,000 characters, before or after sanitizing', async () => {
      const tooLong = tooLongMessage(100_000);
      expect((await fieldsOf({ notes: 'n'.repeat(100_001) })).notes).toBe(tooLong);
      // Within the limit as sent, but each ">" is stored as "&gt;".
      expect((await fieldsOf({ notes: `<p>${'>'.repeat(30_000)}</p>` })).notes).toBe(tooLong);
      expect((await fieldsOf({ notes: null })).notes).toBe(MESSAGES.requiredField);
    });

    it('result or survey that is not JSON text', async () => {
      const fields = await fieldsOf({ result: '{"topChoice":', survey: 'survey' });
      expect(fields.result).toBe(MESSAGES.invalidJsonText);
      expect(fields.survey).toBe(MESSAGES.invalidJsonText);
      expect((await fieldsOf({ survey: '' })).survey).toBe(MESSAGES.requiredField);
    });

    it('result JSON that does not hold a top choice and runner-up', async () => {
      const fields = await fieldsOf({
        result: JSON.stringify({ topChoice: { ...result.topChoice, name: 7 }, runnerUp: null }),
      });
      expect(Object.keys(fields)).toEqual(['result.topChoice.name']);
      expect(Object.keys(await fieldsOf({ result: '[]' }))).toEqual(['result']);
    });

    it('survey JSON that is not a complete set of answers', async () => {
      const fields = await fieldsOf({
        survey: JSON.stringify({ ...linehaulTractorAnswers(), maxWeight: 10, pto: undefined }),
      });
      expect(fields['survey.maxWeight']).toBeDefined();
      expect(fields['survey.pto']).toBe(MESSAGES.requiredField);
    });

    it('every bad field at once', async () => {
      const fields = await fieldsOf({ title: '', version: '0.9', result: 'x', survey: '{}' });
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining(['title', 'version', 'result', 'survey.application']),
      );
    });
  });
});
