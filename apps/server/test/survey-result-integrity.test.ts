import {
  DESCRIPTION_MAX_LENGTH,
  MESSAGES,
  SPEC_BYTES_PER_USER_MAX,
  tooLongMessage,
} from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults, transmissionFamilies } from '../src/db/schema/index.js';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  signedInUser,
  surveyResultSuite,
  type ApiErrorBody,
  type Session,
} from './helpers/survey-result-suite.js';

/**
 * Issue 24, item 5: a saved spec holds the server's own recommendation for its answers, every
 * stored text is bounded, and one account's specs together stay under SPEC_BYTES_PER_USER_MAX.
 */
describeEachDatabase('saved specs hold what the server recommended', (context) => {
  const suite = surveyResultSuite(context);
  const { create, createId, detail, put, storedRows } = suite;
  let app: FastifyInstance;
  let alice: Session;
  let result: typeof suite.result;
  beforeAll(() => {
    ({ app, alice, result } = suite);
  });

  /** The result text as stored in the row, read past every route. */
  async function storedResult(id: string): Promise<string> {
    const [row] = await app.db
      .select({ result: surveyResults.result })
      .from(surveyResults)
      .where(eq(surveyResults.id, Number(id)));
    if (!row) throw new Error(`spec ${id} is not stored`);
    return row.result;
  }

  const invented = {
    description: '<p>Call us</p><p><a href="https://evil.example/buy">Official site</a></p>',
    learnMoreUrl: 'https://evil.example/learn-more',
    image: 'https://evil.example/pixel.gif',
    modelName: 'Model X-Invented',
    axleRatio: '9.9 - 9.9',
  };

  describe('the stored result is the server’s recommendation for the saved answers', () => {
    it('stores the result it received when it is exactly what the server recommended', async () => {
      const id = await createId(alice);
      expect(await storedResult(id)).toBe(JSON.stringify(result));
    });

    it('rewrites invented text and links with the catalogue’s own (201, never stored)', async () => {
      const forged = {
        topChoice: { ...result.topChoice, ...invented },
        runnerUp: result.runnerUp && { ...result.runnerUp, ...invented, name: 'Not a family' },
      };
      const id = await createId(alice, { result: JSON.stringify(forged) });
      const stored = await storedResult(id);
      expect(stored).toBe(JSON.stringify(result));
      expect(stored).not.toContain('evil.example');
      expect((await detail(alice, id)).result).toBe(JSON.stringify(result));
    });

    it('stores a recommendation where the client claimed none, and none where it invented one', async () => {
      const claimedNone = await createId(alice, {
        result: JSON.stringify({ topChoice: null, runnerUp: null }),
      });
      expect(await storedResult(claimedNone)).toBe(JSON.stringify(result));

      // No sample family serves door-to-door refuse at 1,950 lb-ft (golden case 7).
      const unfit = goldenAnswers('doorToDoorRefuse');
      const survey = await app.inject({
        method: 'POST',
        url: '/api/survey',
        headers: await csrfHeaders(app),
        payload: unfit,
      });
      expect(survey.json<{ type: string }>().type).toBe('NoTransmission');
      const inventedOne = await createId(alice, {
        result: JSON.stringify(result),
        survey: JSON.stringify(unfit),
      });
      expect(await storedResult(inventedOne)).toBe(
        JSON.stringify({ topChoice: null, runnerUp: null }),
      );
    });

    it('stores the catalogue as it is at the save, when it changed after the survey', async () => {
      const topName = result.topChoice.name;
      const where = and(
        eq(transmissionFamilies.name, topName),
        eq(transmissionFamilies.isDeleted, false),
      );
      const [before] = await app.db
        .select({ description: transmissionFamilies.description })
        .from(transmissionFamilies)
        .where(where);
      if (!before) throw new Error(`${topName} is not in the catalogue`);
      await app.db
        .update(transmissionFamilies)
        .set({ description: '<p>Revised by the catalogue team</p>' })
        .where(where);
      try {
        // The result the visitor saw before the change: the save stores the current text (the
        // catalogue cache hears of the change on commit, asynchronously, hence the poll).
        await expect
          .poll(async () => storedResult(await createId(alice)), { timeout: 10_000 })
          .toContain('Revised by the catalogue team');
      } finally {
        await app.db
          .update(transmissionFamilies)
          .set({ description: before.description })
          .where(where);
      }
    });
  });

  describe('every stored text is bounded', () => {
    it('refuses a description over its limit with 400 naming the field, and stores nothing', async () => {
      const before = await storedRows(alice.userId);
      const long = { ...result.topChoice, description: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1) };
      const response = await create(alice, {
        result: JSON.stringify({ topChoice: long, runnerUp: result.runnerUp }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>()).toEqual({
        code: 'VALIDATION_FAILED',
        message: MESSAGES.validationFailed,
        fields: { 'result.topChoice.description': tooLongMessage(DESCRIPTION_MAX_LENGTH) },
      });
      expect(await storedRows(alice.userId)).toBe(before);
    });

    it('refuses the reported 990 KB description beside 100 KB of notes as too large (413), and stores nothing', async () => {
      const before = await storedRows(alice.userId);
      const huge = { ...result.topChoice, description: 'x'.repeat(990_000) };
      const response = await create(alice, {
        notes: `<p>${'n'.repeat(100_000 - 7)}</p>`,
        result: JSON.stringify({ topChoice: huge, runnerUp: result.runnerUp }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<ApiErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
      expect(await storedRows(alice.userId)).toBe(before);
    });
  });

  describe(`at most ${String(SPEC_BYTES_PER_USER_MAX)} bytes of specs per user`, () => {
    /** What the quota counts: every stored text of every spec of the owner, in UTF-8 bytes. */
    async function storedBytes(ownerId: string): Promise<number> {
      const [row] = await app.db
        .select({
          bytes: sql<string>`coalesce(sum(octet_length(${surveyResults.title})
            + octet_length(${surveyResults.notes}) + octet_length(${surveyResults.result})
            + octet_length(${surveyResults.survey})
            + octet_length(${surveyResults.topChoiceName})), 0)`,
        })
        .from(surveyResults)
        .where(eq(surveyResults.ownerId, ownerId));
      return Number(row?.bytes ?? 0);
    }

    /**
     * Stores specs for `ownerId` directly, as if saved earlier, until `room` bytes are left under
     * the quota; answers the ids of a small one and of the one holding the padding.
     */
    async function fillLeaving(
      ownerId: string,
      room: number,
    ): Promise<{ small: string; padding: string }> {
      const chunk = 5 * 1024 * 1024;
      await app.db.execute(sql`
        insert into ${surveyResults} (owner_id, title, notes, result, survey)
        select ${ownerId}, 'Old ' || n, repeat('x', ${chunk}::int),
          '{"topChoice":null,"runnerUp":null}', '{}'
        from generate_series(1, 4) as n`);
      const [small, padded] = await app.db
        .insert(surveyResults)
        .values(
          ['Small', 'Padding'].map((title) => ({
            ownerId,
            title,
            result: '{"topChoice":null,"runnerUp":null}',
            survey: '{}',
          })),
        )
        .returning({ id: surveyResults.id });
      if (!small || !padded) throw new Error('no rows');
      const missing = SPEC_BYTES_PER_USER_MAX - room - (await storedBytes(ownerId));
      await app.db
        .update(surveyResults)
        .set({ notes: sql`repeat('y', ${missing}::int)` })
        .where(eq(surveyResults.id, padded.id));
      expect(await storedBytes(ownerId)).toBe(SPEC_BYTES_PER_USER_MAX - room);
      return { small: String(small.id), padding: String(padded.id) };
    }

    it('answers 409 with a clear message when a save would pass it, and loses nothing', async () => {
      const fay = await signedInUser(app, 'fay@fleet.example');
      const { small, padding } = await fillLeaving(fay.userId, 500);
      const rows = await storedRows(fay.userId);
      const bytes = await storedBytes(fay.userId);

      const response = await create(fay, { title: 'Over the quota' });
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>()).toEqual({
        code: 'SPEC_STORAGE_FULL',
        message: MESSAGES.specStorageFull,
      });
      expect(await storedRows(fay.userId)).toBe(rows);
      expect(await storedBytes(fay.userId)).toBe(bytes);

      // An edit that would grow past it is refused too, and the spec keeps what it held.
      const grow = await put(fay, small, { title: 'Small', notes: `<p>${'z'.repeat(600)}</p>` });
      expect(grow.statusCode).toBe(409);
      expect(grow.json<ApiErrorBody>().code).toBe('SPEC_STORAGE_FULL');
      expect(await storedBytes(fay.userId)).toBe(bytes);
      expect((await detail(fay, small)).notes).toBe('');

      // Shortening notes is always allowed, and makes room for the save.
      expect(
        (await put(fay, padding, { title: 'Padding', notes: '<p>short</p>' })).statusCode,
      ).toBe(204);
      expect((await create(fay, { title: 'Fits now' })).statusCode).toBe(201);
      expect(await storedBytes(fay.userId)).toBeLessThanOrEqual(SPEC_BYTES_PER_USER_MAX);
      // Another user is not affected.
      expect((await create(alice, { title: 'Alice is fine' })).statusCode).toBe(201);
    });
  });
});
