import {
  CSRF_HEADER,
  linehaulTractorAnswers,
  MESSAGES,
  SavedSpecListSchema,
  SavedSpecPageSchema,
  SPECS_PER_USER_MAX,
  tooLongMessage,
  type Role,
} from '@transmission-spec/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/accounts/password-hashing.js';
import { insertUser } from '../src/modules/accounts/user.repository.js';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** What a signed-in browser sends: its cookies (CSRF and tokens) and the CSRF header. */
interface Session {
  readonly userId: string;
  readonly headers: Record<string, string>;
}

const PASSWORD = 'Sp3c-Saver!';

/** Creates a verified account holding `roles` and signs it in through POST /api/security/token. */
async function signedInUser(
  app: FastifyInstance,
  email: string,
  roles: readonly Role[] = ['TransmissionUser'],
): Promise<Session> {
  const user = await insertUser(app.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    roles,
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error(`${email} already exists`);
  const csrf = await csrfHeaders(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/security/token',
    headers: csrf,
    payload: { user: email, password: PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const cookies = response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`);
  return {
    userId: user.id,
    headers: { ...csrf, cookie: [csrf.cookie, ...cookies].join('; ') },
  };
}

/** The same session without the X-CSRF-Token header, as a forged cross-site request would be. */
function withoutCsrfHeader(session: Session): Record<string, string> {
  return Object.fromEntries(
    Object.entries(session.headers).filter(([name]) => name !== CSRF_HEADER),
  );
}

type Recommendation = Record<string, unknown> & { name: string };

/** A real result of POST /api/survey, as the result screen holds it. */
async function recommendLinehaul(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/survey',
    headers: await csrfHeaders(app),
    payload: linehaulTractorAnswers(),
  });
  const { topChoice, runnerUp } = response.json<{
    topChoice: Recommendation;
    runnerUp: Recommendation | null;
  }>();
  return { topChoice, runnerUp };
}

interface SpecBody {
  title?: unknown;
  notes?: unknown;
  result?: unknown;
  survey?: unknown;
  version?: unknown;
}

interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

interface SpecDetail {
  id: string;
  title: string;
  notes: string;
  result: string;
  survey: string;
  createdAtUTC: string;
  lastEditedUTC: string;
  version: string;
}

/** The size of an error body as sent. */
function response400Size(body: ApiErrorBody): number {
  return JSON.stringify(body).length;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;
  let result: Awaited<ReturnType<typeof recommendLinehaul>>;

  beforeAll(async () => {
    app = await context.build();
    [alice, bob] = await Promise.all([
      signedInUser(app, 'alice@fleet.example'),
      signedInUser(app, 'bob@fleet.example', ['TransmissionAdmin']),
    ]);
    result = await recommendLinehaul(app);
  });

  function specBody(overrides: SpecBody = {}): SpecBody {
    return {
      title: 'Denver linehaul',
      notes: '<p>For the <strong>Denver</strong> fleet</p>',
      result: JSON.stringify(result),
      survey: JSON.stringify(linehaulTractorAnswers()),
      version: '1.0',
      ...overrides,
    };
  }

  async function create(session: Session, overrides: SpecBody = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/surveyresult',
      headers: session.headers,
      payload: specBody(overrides),
    });
  }

  async function createId(session: Session, overrides: SpecBody = {}): Promise<string> {
    const response = await create(session, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function getSpec(session: Session | undefined, id: string) {
    return app.inject({
      method: 'GET',
      url: `/api/surveyresult/${id}`,
      headers: session?.headers ?? {},
    });
  }

  async function detail(session: Session, id: string): Promise<SpecDetail> {
    const response = await getSpec(session, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SpecDetail>();
  }

  async function put(session: Session, id: string, body: { title?: unknown; notes?: unknown }) {
    return app.inject({
      method: 'PUT',
      url: `/api/surveyresult/${id}`,
      headers: session.headers,
      payload: body,
    });
  }

  async function list(session: Session) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/surveyresult',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>[]>();
  }

  async function storedRows(ownerId: string) {
    const [row] = await app.db
      .select({ rows: count() })
      .from(surveyResults)
      .where(eq(surveyResults.ownerId, ownerId));
    return row?.rows ?? 0;
  }

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
      const id = await createId(alice, {
        title: 'Nothing fits',
        result: JSON.stringify({ topChoice: null, runnerUp: null }),
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

    it('keeps SPEC’s plain array when no paging is asked for', async () => {
      const rows = await list(frank);
      expect(Array.isArray(rows)).toBe(true);
      expect(rows).toHaveLength(TOTAL);
    });
  });

  describe('notes are sanitized on the server', () => {
    async function savedNotes(notes: string): Promise<string> {
      const id = await createId(alice, { notes });
      return (await detail(alice, id)).notes;
    }

    it('keeps the editor’s formatting byte for byte', async () => {
      const clean =
        '<h1>Fleet</h1><h2>Routes</h2><h3>Denver &amp; Salt Lake</h3><h4>Notes</h4>' +
        '<p>Plain, <strong>bold</strong>, <b>b</b>, <em>italic</em>, <i>i</i> "quoted" ' +
        "it&#39;s not escaped: it's 5 &lt; 6 &gt; 4&nbsp;ok</p>" +
        '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>' +
        '<p>line one<br>line two</p><p></p>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://www.eatoncummins.com/?a=1&amp;b=2">site</a> ' +
        '<a href="mailto:rep@fleet.example" rel="noopener noreferrer" target="_blank">mail</a> ' +
        '<a href="http://intranet.example/x" rel="noopener noreferrer" target="_blank">http</a></p>';
      // &#39; is the one spelling a browser would not write; it decodes to the same apostrophe.
      const expected = clean.replace('it&#39;s', "it's");
      expect(await savedNotes(clean)).toBe(expected);
      expect(await savedNotes(expected)).toBe(expected);
      expect(await savedNotes('Just text, no markup')).toBe('Just text, no markup');
    });

    it('removes scripts, styles, embedded documents and images with their content', async () => {
      expect(
        await savedNotes(
          '<p>a</p><script>alert(1)</script><style>p{color:red}</style>' +
            '<iframe src="https://evil.example">frame</iframe><object data="x">obj</object>' +
            '<svg><script>alert(2)</script></svg><img src="x" onerror="alert(3)"><p>b</p>',
        ),
      ).toBe('<p>a</p><p>b</p>');
    });

    it('removes event handlers, classes and styles but keeps the element', async () => {
      expect(
        await savedNotes(
          '<p onclick="alert(1)" onmouseover="alert(2)" class="x" style="color:red" id="y">Hi</p>' +
            '<strong onfocus="alert(3)">bold</strong>',
        ),
      ).toBe('<p>Hi</p><strong>bold</strong>');
    });

    it('turns javascript:, data:, relative and other links into plain text', async () => {
      expect(
        await savedNotes(
          '<a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(1)">js2</a> ' +
            '<a href="java&#x09;script:alert(1)">js3</a> <a href="data:text/html,<script>x</script>">data</a> ' +
            '<a href="//evil.example">proto</a> <a href="/spec">rel</a> <a href="ftp://x">ftp</a> <a>none</a>',
        ),
      ).toBe('js js2 js3 data proto rel ftp none');
    });

    it('gives every kept link rel="noopener noreferrer" and target="_blank", whatever it had', async () => {
      expect(
        await savedNotes(
          '<a href="https://a.example" target="_self" rel="opener" title="t" onclick="x()">a</a>' +
            '<a href="https://b.example">b</a>',
        ),
      ).toBe(
        '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>' +
          '<a href="https://b.example" rel="noopener noreferrer" target="_blank">b</a>',
      );
    });

    it('drops other tags but keeps their text', async () => {
      expect(
        await savedNotes(
          '<h5>small</h5><blockquote>q</blockquote><u>u</u><div><span>d</span></div>',
        ),
      ).toBe('smallqud');
    });

    it('sanitizes notes on update as well', async () => {
      const id = await createId(alice);
      const response = await put(alice, id, {
        title: 'Edited',
        notes: '<p onclick="steal()">kept</p><script>steal()</script>',
      });
      expect(response.statusCode).toBe(204);
      expect((await detail(alice, id)).notes).toBe('<p>kept</p>');
    });
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

  describe('list', () => {
    it('holds only the caller’s specs, most recently edited first, with the top transmission name', async () => {
      const carol = await signedInUser(app, 'carol@fleet.example');
      expect(await list(carol)).toEqual([]);

      const first = await createId(carol, { title: 'First' });
      const second = await createId(carol, {
        title: 'Second',
        result: JSON.stringify({ topChoice: result.runnerUp, runnerUp: result.topChoice }),
      });
      const third = await createId(carol, { title: 'Third' });
      expect((await put(carol, first, { title: 'First, edited', notes: '' })).statusCode).toBe(204);

      const rows = await list(carol);
      expect(SavedSpecListSchema.parse(rows)).toEqual(rows);
      expect(rows.map((row) => row.id)).toEqual([first, third, second]);
      expect(rows.map((row) => row.title)).toEqual(['First, edited', 'Third', 'Second']);
      expect(rows.map((row) => row.result)).toEqual([
        result.topChoice.name,
        result.topChoice.name,
        result.runnerUp?.name,
      ]);
      expect(result.topChoice.name).not.toBe(result.runnerUp?.name);
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

  describe('ownership', () => {
    it('answers 404 to another user reading or editing a spec, and changes nothing', async () => {
      const id = await createId(alice, { title: 'Alice only', notes: '<p>private</p>' });
      const read = await getSpec(bob, id);
      expect(read.statusCode).toBe(404);
      expect(read.json<ApiErrorBody>()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
      expect(read.body).not.toContain('Alice only');

      const edit = await put(bob, id, { title: 'Taken over', notes: '' });
      expect(edit.statusCode).toBe(404);
      expect(await detail(alice, id)).toMatchObject({
        title: 'Alice only',
        notes: '<p>private</p>',
      });
      expect((await list(bob)).map((row) => row.id)).not.toContain(id);
    });

    it('answers 404 to an id that does not exist or cannot exist', async () => {
      for (const id of [
        '999999',
        '0',
        '-1',
        '1.5',
        '1e3',
        'abc',
        '007',
        '2147483648',
        '99999999999',
      ]) {
        expect((await getSpec(alice, id)).statusCode, id).toBe(404);
        expect((await put(alice, id, { title: 'x', notes: '' })).statusCode, id).toBe(404);
      }
    });

    it('lets an administrator keep specs of their own', async () => {
      const id = await createId(bob, { title: 'Admin spec' });
      expect((await detail(bob, id)).title).toBe('Admin spec');
      expect((await getSpec(alice, id)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('answers 401 to a signed-out caller on every route', async () => {
      const id = await createId(alice);
      const csrf = await csrfHeaders(app);
      const calls = [
        { method: 'POST' as const, url: '/api/surveyresult', payload: specBody() },
        { method: 'GET' as const, url: '/api/surveyresult' },
        { method: 'GET' as const, url: `/api/surveyresult/${id}` },
        {
          method: 'PUT' as const,
          url: `/api/surveyresult/${id}`,
          payload: { title: 't', notes: '' },
        },
      ];
      for (const call of calls) {
        const response = await app.inject({ ...call, headers: csrf });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json<ApiErrorBody>().code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 403 to a signed-in save or edit without the CSRF header, and saves nothing', async () => {
      const id = await createId(alice, { title: 'Guarded' });
      const before = await storedRows(alice.userId);
      const post = await app.inject({
        method: 'POST',
        url: '/api/surveyresult',
        headers: withoutCsrfHeader(alice),
        payload: specBody(),
      });
      expect(post.statusCode).toBe(403);
      expect(post.json<ApiErrorBody>().code).toBe('CSRF_FAILED');
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/surveyresult/${id}`,
        headers: { ...alice.headers, [CSRF_HEADER]: 'forged' },
        payload: { title: 'Forged', notes: '' },
      });
      expect(edit.statusCode).toBe(403);
      expect(await storedRows(alice.userId)).toBe(before);
      expect((await detail(alice, id)).title).toBe('Guarded');
    });

    it('answers 403 to a signed-in user whose roles grant neither operation', async () => {
      const dave = await signedInUser(app, 'dave@fleet.example', []);
      const id = await createId(alice);
      expect((await create(dave)).statusCode).toBe(403);
      const listed = await app.inject({
        method: 'GET',
        url: '/api/surveyresult',
        headers: dave.headers,
      });
      expect(listed.statusCode).toBe(403);
      expect(listed.json<ApiErrorBody>().code).toBe('FORBIDDEN');
      expect((await getSpec(dave, id)).statusCode).toBe(403);
      expect((await put(dave, id, { title: 't', notes: '' })).statusCode).toBe(403);
      expect(await storedRows(dave.userId)).toBe(0);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/surveyresult'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/surveyresult/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
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
