import { linehaulTractorAnswers, MESSAGES, SHARE_TOKEN_LENGTH } from '@transmission-spec/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults, users } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { shareSuite } from './helpers/spec-share-suite.js';
import { signedInUser, type Session } from './helpers/survey-result-suite.js';

/** What anyone holding a link gets: the spec and nothing of the account, or one plain 404. */
describeEachDatabase('shared specs, /api/shared/{token}', (context) => {
  const suite = shareSuite(context);
  const { createId, detail, put, shareToken, stopSharing, openShared, storedShares } = suite;
  let app: FastifyInstance;
  let alice: Session;
  beforeAll(() => {
    ({ app, alice } = suite);
  });

  /** What every answer of the public route carries, found or not. */
  function expectPrivateHeaders(response: { headers: Record<string, unknown> }) {
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  }

  it('shows the spec signed out: title, notes, result, answers and dates, nothing of the account', async () => {
    const id = await createId(alice, { title: 'Fleet 12', notes: '<p>Spare <em>PTO</em></p>' });
    const token = await shareToken(alice, id);
    const response = await openShared(token);
    expect(response.statusCode, response.body).toBe(200);
    expectPrivateHeaders(response);
    const own = await detail(alice, id);
    const shared = response.json<Record<string, unknown>>();
    expect(shared).toEqual({
      title: 'Fleet 12',
      notes: '<p>Spare <em>PTO</em></p>',
      result: own.result,
      survey: own.survey,
      createdAtUTC: own.createdAtUTC,
      lastEditedUTC: own.lastEditedUTC,
      version: '1.0',
    });
    // No spec id, owner id or e-mail anywhere in the answer.
    expect(response.body).not.toContain('alice@fleet.example');
    expect(response.body).not.toContain(alice.userId);
    expect(response.body).not.toMatch(new RegExp(`"id"\\s*:`));
  });

  it('follows the owner’s edits: the link shows the spec as it is now', async () => {
    const id = await createId(alice, { title: 'Draft' });
    const token = await shareToken(alice, id);
    expect((await put(alice, id, { title: 'Final', notes: '<p>Signed off</p>' })).statusCode).toBe(
      204,
    );
    expect((await openShared(token)).json()).toMatchObject({
      title: 'Final',
      notes: '<p>Signed off</p>',
    });
  });

  it('answers an unknown, malformed or ended link with the same 404 and the same headers', async () => {
    const id = await createId(alice);
    const ended = await shareToken(alice, id);
    await stopSharing(alice, id);
    const unknown = 'A'.repeat(SHARE_TOKEN_LENGTH);
    const bodies = [];
    for (const token of [ended, unknown, 'short', `${unknown}A`, `${'a'.repeat(42)}.`]) {
      const response = await openShared(token, '10.1.0.1');
      expect(response.statusCode, token).toBe(404);
      expectPrivateHeaders(response);
      bodies.push(response.body);
    }
    expect(new Set(bodies)).toEqual(
      new Set([JSON.stringify({ code: 'NOT_FOUND', message: MESSAGES.notFound })]),
    );
  });

  it('ends the link with the spec, and with its owner', async () => {
    const id = await createId(alice);
    const token = await shareToken(alice, id);
    await app.db.delete(surveyResults).where(eq(surveyResults.id, Number(id)));
    expect(await storedShares(id)).toBe(0);
    expect((await openShared(token)).statusCode).toBe(404);

    const carol = await signedInUser(app, 'carol@fleet.example');
    const carolsSpec = await createId(carol);
    const carolsToken = await shareToken(carol, carolsSpec);
    await app.db.delete(users).where(eq(users.id, carol.userId));
    expect(await storedShares(carolsSpec)).toBe(0);
    expect((await openShared(carolsToken)).statusCode).toBe(404);
  });

  it('limits how often one address opens links, with Retry-After', async () => {
    const id = await createId(alice);
    const token = await shareToken(alice, id);
    let status = 200;
    let opened = 0;
    for (; opened < 100 && status === 200; opened += 1) {
      status = (await openShared(token, '10.2.0.1')).statusCode;
    }
    const refused = await openShared(token, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(opened).toBe(61);
    // Another address is not held up.
    expect((await openShared(token, '10.2.0.2')).statusCode).toBe(200);
  });

  describe('the page', () => {
    it('serves the app at /shared/{token}, marked noindex', async () => {
      const page = await app.inject({ method: 'GET', url: `/shared/${'B'.repeat(43)}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      const other = await app.inject({ method: 'GET', url: '/help' });
      expect(other.headers['x-robots-tag']).toBeUndefined();
    });
  });
});

describeEachDatabase('shared specs in the logs', (context) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build(
      { ...(await context.freshDatabase()), LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });

  it('never writes a link’s token, only that a shared spec was asked for', async () => {
    const dana = await signedInUser(app, 'dana@fleet.example');
    const created = await app.inject({
      method: 'POST',
      url: '/api/surveyresult',
      headers: dana.headers,
      payload: {
        title: 'Logged',
        notes: '',
        result: JSON.stringify({ topChoice: null, runnerUp: null }),
        survey: JSON.stringify(linehaulTractorAnswers()),
        version: '1.0',
      },
    });
    const { id } = created.json<{ id: string }>();
    const made = await app.inject({
      method: 'POST',
      url: `/api/surveyresult/${id}/share`,
      headers: dana.headers,
    });
    const { token } = made.json<{ token: string }>();
    expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/shared/${token}?x=1` })).statusCode).toBe(200);

    const logged = lines.join('\n');
    expect(logged).toContain('"url":"/api/shared/[redacted]"');
    expect(logged).toContain('"url":"/shared/[redacted]?x=1"');
    expect(logged).not.toContain(token);
  });
});
