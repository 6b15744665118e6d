import {
  MESSAGES,
  SPEC_BYTES_PER_USER_MAX,
  SPEC_RESTORE_WINDOW_SECONDS,
  SPEC_TITLE_MAX_LENGTH,
  SPECS_PER_USER_MAX,
} from '@transmission-spec/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults } from '../src/db/schema/index.js';
import { csrfHeaders } from './helpers/csrf.js';
import { shareSuite } from './helpers/spec-share-suite.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  signedInUser,
  withoutCsrfHeader,
  type ApiErrorBody,
  type Session,
} from './helpers/survey-result-suite.js';

/**
 * Deleting a saved spec with a few seconds to undo it, and duplicating one (issue 25, decision
 * 089): DELETE /api/surveyresult/{id}, POST /api/surveyresult/{id}/restore and
 * POST /api/surveyresult/{id}/copy, for the owner only.
 */
describeEachDatabase('deleting and duplicating saved specs', (context) => {
  const suite = shareSuite(context);
  const { createId, getSpec, detail, put, list, storedRows, shareToken, openShared } = suite;
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;
  beforeAll(() => {
    ({ app, alice, bob } = suite);
  });

  const remove = (session: Session | undefined, id: string, headers = session?.headers ?? {}) =>
    app.inject({ method: 'DELETE', url: `/api/surveyresult/${id}`, headers });
  const restore = (session: Session, id: string) =>
    app.inject({
      method: 'POST',
      url: `/api/surveyresult/${id}/restore`,
      headers: session.headers,
    });
  const copy = (session: Session | undefined, id: string, headers = session?.headers ?? {}) =>
    app.inject({ method: 'POST', url: `/api/surveyresult/${id}/copy`, headers });

  const listedIds = async (session: Session) =>
    (await list(session)).map((spec) => spec.id as string);

  /** Rows of the spec in the table, deleted or not. */
  async function rowsOf(id: string) {
    const [row] = await app.db
      .select({ rows: count() })
      .from(surveyResults)
      .where(eq(surveyResults.id, Number(id)));
    return row?.rows ?? 0;
  }

  /** Moves the spec's deletion `seconds` into the past, as if deleted that long ago. */
  async function deletedAgo(id: string, seconds: number) {
    await app.db
      .update(surveyResults)
      .set({ deletedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(surveyResults.id, Number(id)));
  }

  describe('delete', () => {
    it('takes the spec out of the list, its page, edits and its share link at once', async () => {
      const id = await createId(alice, { title: 'To delete' });
      const token = await shareToken(alice, id);

      const response = await remove(alice, id);
      expect(response.statusCode, response.body).toBe(204);

      expect(await listedIds(alice)).not.toContain(id);
      expect((await getSpec(alice, id)).statusCode).toBe(404);
      expect((await put(alice, id, { title: 'Back?', notes: '' })).statusCode).toBe(404);
      expect((await openShared(token, '10.9.0.1')).statusCode).toBe(404);
      expect((await suite.share(alice, id)).statusCode).toBe(404);
      expect((await copy(alice, id)).statusCode).toBe(404);
      // Deleting it again answers as for any spec that is not there.
      expect((await remove(alice, id)).statusCode).toBe(404);
    });

    it("answers 404 for another user's spec and leaves it alone", async () => {
      const id = await createId(alice, { title: 'Not yours' });
      const response = await remove(bob, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
      expect((await detail(alice, id)).title).toBe('Not yours');
      expect((await remove(alice, 'abc')).statusCode).toBe(404);
      expect((await remove(alice, '99999999')).statusCode).toBe(404);
    });

    it('needs the sign-in and the CSRF header', async () => {
      const id = await createId(alice, { title: 'Guarded' });
      expect((await remove(undefined, id, await csrfHeaders(app))).statusCode).toBe(401);
      const forged = await remove(alice, id, withoutCsrfHeader(alice));
      expect(forged.statusCode).toBe(403);
      expect(forged.json<ApiErrorBody>().code).toBe('CSRF_FAILED');
      expect(await listedIds(alice)).toContain(id);
    });
  });

  describe('undo', () => {
    it('brings the spec back as it was, in its place, with its share link', async () => {
      const id = await createId(alice, { title: 'Undo me' });
      const before = await detail(alice, id);
      const token = await shareToken(alice, id);
      expect((await remove(alice, id)).statusCode).toBe(204);

      const response = await restore(alice, id);
      expect(response.statusCode, response.body).toBe(204);
      expect(await detail(alice, id)).toEqual(before);
      expect(await listedIds(alice)).toContain(id);
      expect((await openShared(token, '10.9.0.2')).statusCode).toBe(200);
      // A spec that is not deleted has nothing to restore.
      expect((await restore(alice, id)).statusCode).toBe(404);
    });

    it("answers 404 for another user's deleted spec", async () => {
      const id = await createId(alice, { title: 'Mine to undo' });
      await remove(alice, id);
      expect((await restore(bob, id)).statusCode).toBe(404);
      expect(await listedIds(alice)).not.toContain(id);
    });

    it('is refused once the window has passed, and the spec is then erased for good', async () => {
      const id = await createId(alice, { title: 'Too late' });
      await shareToken(alice, id);
      await remove(alice, id);
      await deletedAgo(id, SPEC_RESTORE_WINDOW_SECONDS + 1);
      expect((await restore(alice, id)).statusCode).toBe(404);

      const kept = await createId(alice, { title: 'Just deleted' });
      await remove(alice, kept);
      await app.specService.purgeDeleted();
      expect(await rowsOf(id)).toBe(0);
      expect(await suite.storedShares(id)).toBe(0);
      // A spec deleted within the window is kept, and can still be restored.
      expect(await rowsOf(kept)).toBe(1);
      expect((await restore(alice, kept)).statusCode).toBe(204);
    });
  });

  describe('per-owner limits', () => {
    /** Stores `count` specs for `ownerId` directly, as if saved earlier. */
    async function fill(ownerId: string, rows: number) {
      await app.db.execute(sql`
        insert into ${surveyResults} (owner_id, title, result, survey)
        select ${ownerId}, 'Old ' || n, '{"topChoice":null,"runnerUp":null}', '{}'
        from generate_series(1, ${rows}) as n`);
    }

    it('a deleted spec frees its place; undo at the limit answers 409 SPEC_LIMIT_REACHED', async () => {
      const gus = await signedInUser(app, 'gus@fleet.example');
      await fill(gus.userId, SPECS_PER_USER_MAX - 1);
      const id = await createId(gus, { title: 'The last one' });
      expect((await copy(gus, id)).json<ApiErrorBody>()).toEqual({
        code: 'SPEC_LIMIT_REACHED',
        message: MESSAGES.specLimitReached,
      });
      expect((await remove(gus, id)).statusCode).toBe(204);
      await createId(gus, { title: 'Took its place' });

      const response = await restore(gus, id);
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>().code).toBe('SPEC_LIMIT_REACHED');
      expect(await storedRows(gus.userId)).toBe(SPECS_PER_USER_MAX + 1);
      expect(await listedIds(gus)).not.toContain(id);
    });

    it('a copy counts against the storage quota: 409 SPEC_STORAGE_FULL, nothing stored', async () => {
      const hal = await signedInUser(app, 'hal@fleet.example');
      const id = await createId(hal, { title: 'Big', notes: `<p>${'n'.repeat(90_000)}</p>` });
      const [padding] = await app.db
        .insert(surveyResults)
        .values({ ownerId: hal.userId, title: 'Padding', result: '{}', survey: '{}' })
        .returning({ id: surveyResults.id });
      if (!padding) throw new Error('no row');
      // Leaves 1,000 bytes of room, far less than the spec weighs, so its copy cannot fit.
      const [big] = await app.db
        .select({
          bytes: sql<number>`(octet_length(title) + octet_length(notes) + octet_length(result)
            + octet_length(survey) + octet_length(top_choice_name))::int`,
        })
        .from(surveyResults)
        .where(eq(surveyResults.id, Number(id)));
      const paddingBytes = 'Padding'.length + '{}'.length * 2;
      const room = 1000;
      await app.db
        .update(surveyResults)
        .set({
          notes: sql`repeat('y', ${SPEC_BYTES_PER_USER_MAX - (big?.bytes ?? 0) - paddingBytes - room}::int)`,
        })
        .where(eq(surveyResults.id, padding.id));
      const rows = await storedRows(hal.userId);

      const response = await copy(hal, id);
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>()).toEqual({
        code: 'SPEC_STORAGE_FULL',
        message: MESSAGES.specStorageFull,
      });
      expect(await storedRows(hal.userId)).toBe(rows);
    });
  });

  describe('duplicate', () => {
    it('saves "Copy of <name>" with the same notes, answers and result, unshared', async () => {
      const id = await createId(alice, { title: 'Denver linehaul' });
      await shareToken(alice, id);
      const original = await detail(alice, id);

      const response = await copy(alice, id);
      expect(response.statusCode, response.body).toBe(201);
      const copyId = response.json<{ id: string }>().id;
      expect(copyId).not.toBe(id);

      const copied = await detail(alice, copyId);
      expect(copied.title).toBe('Copy of Denver linehaul');
      expect(copied.notes).toBe(original.notes);
      expect(copied.result).toBe(original.result);
      expect(copied.survey).toBe(original.survey);
      expect(await suite.shareState(alice, copyId)).toEqual({ shared: false, createdAtUTC: null });
      // The copy is the newest edit: it heads the list.
      expect((await listedIds(alice))[0]).toBe(copyId);
      expect(await detail(alice, id)).toEqual(original);
    });

    it("keeps the copy's name within the name limit", async () => {
      const id = await createId(alice, { title: 'x'.repeat(SPEC_TITLE_MAX_LENGTH) });
      const response = await copy(alice, id);
      expect(response.statusCode, response.body).toBe(201);
      const { title } = await detail(alice, response.json<{ id: string }>().id);
      expect(title).toHaveLength(SPEC_TITLE_MAX_LENGTH);
      expect(title.startsWith('Copy of x')).toBe(true);
    });

    it("answers 404 for another user's spec, 401 signed out, 403 without the CSRF header", async () => {
      const id = await createId(alice, { title: 'Only mine' });
      const rows = await storedRows(bob.userId);
      expect((await copy(bob, id)).statusCode).toBe(404);
      expect(await storedRows(bob.userId)).toBe(rows);
      expect((await copy(undefined, id, await csrfHeaders(app))).statusCode).toBe(401);
      expect((await copy(alice, id, withoutCsrfHeader(alice))).statusCode).toBe(403);
    });
  });
});
