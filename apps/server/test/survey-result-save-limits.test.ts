import { linehaulTractorAnswers, MESSAGES, SPECS_PER_USER_MAX } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  response400Size,
  signedInUser,
  surveyResultSuite,
  type ApiErrorBody,
  type Session,
  type SpecBody,
} from './helpers/survey-result-suite.js';

/** What a saved spec may hold: exact result and survey shapes, and the per-user limit. */
describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  const suite = surveyResultSuite(context);
  const { create, createId, detail, put, list, storedRows } = suite;
  let app: FastifyInstance;
  let alice: Session;
  let result: typeof suite.result;
  beforeAll(() => {
    ({ app, alice, result } = suite);
  });

  describe('result and survey hold exactly their shapes', () => {
    async function refused(overrides: SpecBody) {
      const before = await storedRows(alice.userId);
      const response = await create(alice, overrides);
      expect(response.statusCode, response.body).toBe(400);
      expect(await storedRows(alice.userId)).toBe(before);
      return response.json<ApiErrorBody>();
    }

    it('refuses an unknown key anywhere in them with 400 naming it, and stores nothing', async () => {
      const answers = linehaulTractorAnswers();
      const padding = 'x'.repeat(200_000);
      const body = await refused({
        result: JSON.stringify({ ...result, padding }),
        survey: JSON.stringify({ ...answers, padding }),
      });
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields).toEqual({
        'result.padding': MESSAGES.unknownField,
        'survey.padding': MESSAGES.unknownField,
      });
      expect(response400Size(body)).toBeLessThan(1000);

      const nested = await refused({
        result: JSON.stringify({ ...result, topChoice: { ...result.topChoice, extra: 1 } }),
        survey: JSON.stringify({
          ...answers,
          preferenceRanking: { ...answers.preferenceRanking, bonus: 1 },
        }),
      });
      expect(nested.fields).toEqual({
        'result.topChoice.extra': MESSAGES.unknownField,
        'survey.preferenceRanking.bonus': MESSAGES.unknownField,
      });
    });

    it('stores the JSON texts without the padding a client put between their tokens', async () => {
      const padded = `{ "topChoice" :${' '.repeat(500_000)}${JSON.stringify(result.topChoice)},\n"runnerUp": ${JSON.stringify(result.runnerUp)} }`;
      const id = await createId(alice, {
        result: padded,
        survey: ` ${JSON.stringify(linehaulTractorAnswers())}\t`,
      });
      const saved = await detail(alice, id);
      // Lengths first: a failing comparison of half a megabyte of spaces takes minutes to print.
      expect(saved.result.length).toBe(JSON.stringify(result).length);
      expect(saved.result).toBe(JSON.stringify(result));
      expect(saved.survey).toBe(JSON.stringify(linehaulTractorAnswers()));
    });
  });

  describe(`at most ${String(SPECS_PER_USER_MAX)} specs per user`, () => {
    /** Stores `count` specs for `ownerId` directly, as if saved earlier. */
    async function fill(ownerId: string, count: number) {
      await app.db.execute(sql`
        insert into ${surveyResults} (owner_id, title, result, survey)
        select ${ownerId}, 'Old ' || n, '{"topChoice":null,"runnerUp":null}', '{}'
        from generate_series(1, ${count}) as n`);
    }

    it('answers 409 with a clear message once the user holds the limit, and stores nothing', async () => {
      const dana = await signedInUser(app, 'dana@fleet.example');
      await fill(dana.userId, SPECS_PER_USER_MAX - 1);
      expect((await create(dana, { title: 'The last one' })).statusCode).toBe(201);
      const response = await create(dana, { title: 'One too many' });
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>()).toEqual({
        code: 'SPEC_LIMIT_REACHED',
        message: MESSAGES.specLimitReached,
      });
      expect(MESSAGES.specLimitReached).toContain(String(SPECS_PER_USER_MAX));
      expect(await storedRows(dana.userId)).toBe(SPECS_PER_USER_MAX);
      // Editing an existing spec still works at the limit.
      const [first] = (await list(dana)) as { id: string }[];
      expect((await put(dana, String(first?.id), { title: 'Renamed', notes: '' })).statusCode).toBe(
        204,
      );
      // Another user is not affected.
      expect((await create(alice, { title: 'Alice is fine' })).statusCode).toBe(201);
    });

    it('holds exactly under parallel saves', async () => {
      const erin = await signedInUser(app, 'erin@fleet.example');
      await fill(erin.userId, SPECS_PER_USER_MAX - 5);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => create(erin, { title: `Race ${String(index)}` })),
      ).then((responses) => responses.map((response) => response.statusCode));
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      expect(await storedRows(erin.userId)).toBe(SPECS_PER_USER_MAX);
    });
  });
});
