import { SavedSpecListSchema, SavedSpecPageSchema } from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  ISO_UTC,
  signedInUser,
  surveyResultSuite,
  type ApiErrorBody,
  type Session,
} from './helpers/survey-result-suite.js';

/** Listing saved specs: SPEC’s plain array and the server-side pages. */
describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  const suite = surveyResultSuite(context);
  const { createId, detail, put, list } = suite;
  let app: FastifyInstance;
  let result: typeof suite.result;
  beforeAll(() => {
    ({ app, result } = suite);
  });

  describe('list pages', () => {
    let frank: Session;
    const TOTAL = 45;

    async function page(query: string) {
      return app.inject({
        method: 'GET',
        url: `/api/surveyresult?${query}`,
        headers: frank.headers,
      });
    }

    beforeAll(async () => {
      frank = await signedInUser(app, 'frank@fleet.example');
      // Spec n was created n days ago and edited n hours ago; titles sort case-insensitively.
      await app.db.execute(sql`
        insert into ${surveyResults}
          (owner_id, title, result, top_choice_name, survey, created_at, last_edited_at)
        select ${frank.userId}, (case when n % 2 = 0 then 'spec ' else 'Spec ' end) || lpad(n::text, 2, '0'),
          '{"topChoice":null,"runnerUp":null}', 'T' || lpad((${TOTAL} - n)::text, 2, '0'), '{}',
          now() - n * interval '1 day', now() - n * interval '1 hour'
        from generate_series(1, ${TOTAL}) as n`);
    });

    const titles = (body: { items: { title: string }[] }) =>
      body.items.map((item) => item.title.toLowerCase());

    it('answers one page and the total, newest edit first by default', async () => {
      const response = await page('page=1');
      expect(response.statusCode, response.body).toBe(200);
      const body = SavedSpecPageSchema.parse(response.json());
      expect(body.total).toBe(TOTAL);
      expect(body.pageSize).toBe(20);
      expect(titles(body)).toEqual(
        Array.from({ length: 20 }, (_, index) => `spec ${String(index + 1).padStart(2, '0')}`),
      );
      const last = SavedSpecPageSchema.parse((await page('page=3&pageSize=20')).json());
      expect(last.items).toHaveLength(5);
      expect(last.total).toBe(TOTAL);
      const beyond = SavedSpecPageSchema.parse((await page('page=9')).json());
      expect(beyond).toMatchObject({ items: [], total: TOTAL });
    });

    it('sorts by every column either way, on the server', async () => {
      const byTitle = SavedSpecPageSchema.parse(
        (await page('sort=title&order=asc&pageSize=50')).json(),
      );
      expect(titles(byTitle)).toEqual([...titles(byTitle)].sort());
      expect(byTitle.items).toHaveLength(TOTAL);
      const byResult = SavedSpecPageSchema.parse(
        (await page('sort=result&order=desc&pageSize=20')).json(),
      );
      expect(byResult.items[0]?.result).toBe('T44');
      const byCreated = SavedSpecPageSchema.parse(
        (await page('sort=createdAtUTC&order=asc')).json(),
      );
      expect(byCreated.items[0]?.title.toLowerCase()).toBe('spec 45');
      const byEdited = SavedSpecPageSchema.parse(
        (await page('sort=lastEditedUTC&order=asc&page=3')).json(),
      );
      expect(titles(byEdited).at(-1)).toBe('spec 01');
    });

    it('refuses page sizes other than 20, 50 and 100 and other bad paging with 400 naming the field', async () => {
      for (const [query, field] of [
        ['pageSize=30', 'pageSize'],
        ['page=0', 'page'],
        ['page=x', 'page'],
        ['sort=notes', 'sort'],
        ['order=up', 'order'],
      ] as const) {
        const response = await page(query);
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json<ApiErrorBody>().fields ?? {}), query).toEqual([field]);
      }
    });

    it('breaks ties by id in the asked direction, so pages neither repeat nor skip a spec', async () => {
      const grace = await signedInUser(app, 'grace@fleet.example');
      // 25 specs alike in every sortable column: only the id tells them apart.
      await app.db.execute(sql`
        insert into ${surveyResults}
          (owner_id, title, result, top_choice_name, survey, created_at, last_edited_at)
        select ${grace.userId}, 'Same', '{"topChoice":null,"runnerUp":null}', 'T', '{}',
          timestamptz '2026-01-01T00:00:00Z', timestamptz '2026-01-02T00:00:00Z'
        from generate_series(1, 25)`);
      for (const sort of ['title', 'result', 'createdAtUTC', 'lastEditedUTC']) {
        for (const order of ['asc', 'desc'] as const) {
          const ids: number[] = [];
          for (const number of [1, 2]) {
            const response = await app.inject({
              method: 'GET',
              url: `/api/surveyresult?sort=${sort}&order=${order}&page=${String(number)}`,
              headers: grace.headers,
            });
            const body = SavedSpecPageSchema.parse(response.json());
            expect(body.total).toBe(25);
            ids.push(...body.items.map((item) => Number(item.id)));
          }
          const expected = [...ids].sort((a, b) => (order === 'asc' ? a - b : b - a));
          expect(ids, `${sort} ${order}`).toEqual(expected);
          expect(new Set(ids).size, `${sort} ${order}`).toBe(25);
        }
      }
    });

    it('has an index for every sort of the list, so a page is read without sorting every spec', async () => {
      const result = await app.db.execute(
        sql`select indexdef from pg_indexes where tablename = 'survey_results'`,
      );
      const definitions = (result as { rows: { indexdef: string }[] }).rows
        .map((row) => row.indexdef.replace(/^.* USING btree /, ''))
        .sort();
      expect(definitions).toEqual(
        expect.arrayContaining([
          '(owner_id, created_at)',
          '(owner_id, last_edited_at)',
          '(owner_id, lower(title), id)',
          '(owner_id, lower(top_choice_name), id)',
        ]),
      );
    });

    it('keeps SPEC’s plain array when no paging is asked for', async () => {
      const rows = await list(frank);
      expect(Array.isArray(rows)).toBe(true);
      expect(rows).toHaveLength(TOTAL);
    });
  });

  describe('list', () => {
    it('holds only the caller’s specs, most recently edited first, with the top transmission name', async () => {
      const carol = await signedInUser(app, 'carol@fleet.example');
      expect(await list(carol)).toEqual([]);

      const first = await createId(carol, { title: 'First' });
      // Another survey, whose top choice is another family (the stored result is the server's
      // recommendation for the saved answers, decision 082).
      const second = await createId(carol, {
        title: 'Second',
        survey: JSON.stringify(goldenAnswers('dumpTruck')),
      });
      const secondTop = (
        JSON.parse((await detail(carol, second)).result) as { topChoice: { name: string } }
      ).topChoice.name;
      const third = await createId(carol, { title: 'Third' });
      expect((await put(carol, first, { title: 'First, edited', notes: '' })).statusCode).toBe(204);

      const rows = await list(carol);
      expect(SavedSpecListSchema.parse(rows)).toEqual(rows);
      expect(rows.map((row) => row.id)).toEqual([first, third, second]);
      expect(rows.map((row) => row.title)).toEqual(['First, edited', 'Third', 'Second']);
      expect(rows.map((row) => row.result)).toEqual([
        result.topChoice.name,
        result.topChoice.name,
        secondTop,
      ]);
      expect(result.topChoice.name).not.toBe(secondTop);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual([
          'createdAtUTC',
          'id',
          'lastEditedUTC',
          'result',
          'title',
        ]);
        expect(row.createdAtUTC).toMatch(ISO_UTC);
        expect(row.lastEditedUTC).toMatch(ISO_UTC);
      }
      const edited = rows[0];
      expect(Date.parse(String(edited?.lastEditedUTC))).toBeGreaterThan(
        Date.parse(String(edited?.createdAtUTC)),
      );
      // The list and the detail write the same instants the same way.
      const firstDetail = await detail(carol, first);
      expect(edited).toMatchObject({
        createdAtUTC: firstDetail.createdAtUTC,
        lastEditedUTC: firstDetail.lastEditedUTC,
      });
    });
  });
});
