import { CSRF_HEADER, MESSAGES, SHARE_TOKEN_LENGTH } from '@transmission-spec/domain';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { specShares } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { csrfHeaders } from './helpers/csrf.js';
import { shareSuite } from './helpers/spec-share-suite.js';
import {
  withoutCsrfHeader,
  ISO_UTC,
  type ApiErrorBody,
  type Session,
} from './helpers/survey-result-suite.js';

/** The owner's side of read-only links: make, read and end the link of a saved spec. */
describeEachDatabase('spec share links, /api/surveyresult/{id}/share', (context) => {
  const suite = shareSuite(context);
  const { createId, share, shareState, stopSharing, openShared, storedShares } = suite;
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;
  beforeAll(() => {
    ({ app, alice, bob } = suite);
  });

  it('makes a link on the public origin that opens the spec, and says the spec is shared', async () => {
    const id = await createId(alice, { title: 'Shared linehaul' });
    expect(await shareState(alice, id)).toEqual({ shared: false, createdAtUTC: null });

    const response = await share(alice, id);
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json<{ token: string; url: string; createdAtUTC: string }>();
    expect(link.token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`));
    expect(link.url).toBe(`${app.config.publicUrl}/shared/${link.token}`);
    expect(link.createdAtUTC).toMatch(ISO_UTC);
    expect(await shareState(alice, id)).toEqual({ shared: true, createdAtUTC: link.createdAtUTC });
    expect((await openShared(link.token)).statusCode).toBe(200);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const id = await createId(alice);
    const { token } = (await share(alice, id)).json<{ token: string }>();
    const rows = await app.db
      .select()
      .from(specShares)
      .where(eq(specShares.specId, Number(id)));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(rows[0]?.tokenHash).toBe(
      createHash('sha256').update(`spec-share\n${token}`, 'utf8').digest('hex'),
    );
  });

  it('replaces the link when asked again: the old one stops working, one link per spec', async () => {
    const id = await createId(alice);
    const first = (await share(alice, id)).json<{ token: string }>().token;
    const second = (await share(alice, id)).json<{ token: string }>().token;
    expect(second).not.toBe(first);
    expect((await openShared(first)).statusCode).toBe(404);
    expect((await openShared(second)).statusCode).toBe(200);
    expect(await storedShares(id)).toBe(1);
  });

  it('stops sharing: 204, the link answers 404 from then on, and stopping again is harmless', async () => {
    const id = await createId(alice);
    const { token } = (await share(alice, id)).json<{ token: string }>();
    const stopped = await stopSharing(alice, id);
    expect(stopped.statusCode).toBe(204);
    expect(stopped.body).toBe('');
    const opened = await openShared(token);
    expect(opened.statusCode).toBe(404);
    expect(opened.json<ApiErrorBody>()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    expect(await shareState(alice, id)).toEqual({ shared: false, createdAtUTC: null });
    expect(await storedShares(id)).toBe(0);
    expect((await stopSharing(alice, id)).statusCode).toBe(204);
  });

  describe('another user', () => {
    it("answers 404 for another user's spec on every owner route, and changes nothing", async () => {
      const id = await createId(alice, { title: 'Alice only' });
      const { token } = (await share(alice, id)).json<{ token: string }>();
      for (const response of [
        await share(bob, id),
        await app.inject({
          method: 'GET',
          url: `/api/surveyresult/${id}/share`,
          headers: bob.headers,
        }),
        await stopSharing(bob, id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
      }
      expect((await openShared(token)).statusCode).toBe(200);
      expect(await storedShares(id)).toBe(1);
    });

    it('answers 404 for ids that do not exist or cannot exist', async () => {
      for (const id of ['999999', '0', '-1', '1.5', 'abc', '007', '2147483648']) {
        expect((await share(alice, id)).statusCode, id).toBe(404);
        expect((await stopSharing(alice, id)).statusCode, id).toBe(404);
        const state = await app.inject({
          method: 'GET',
          url: `/api/surveyresult/${id}/share`,
          headers: alice.headers,
        });
        expect(state.statusCode, id).toBe(404);
      }
    });
  });

  describe('access', () => {
    it('answers 401 signed out on the owner routes', async () => {
      const id = await createId(alice);
      const headers = await csrfHeaders(app);
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const response = await app.inject({
          method,
          url: `/api/surveyresult/${id}/share`,
          headers,
        });
        expect(response.statusCode, method).toBe(401);
      }
      expect(await storedShares(id)).toBe(0);
    });

    it('answers 403 to making or ending a link without the CSRF header, and changes nothing', async () => {
      const id = await createId(alice);
      const made = await app.inject({
        method: 'POST',
        url: `/api/surveyresult/${id}/share`,
        headers: withoutCsrfHeader(alice),
      });
      expect(made.statusCode).toBe(403);
      expect(made.json<ApiErrorBody>().code).toBe('CSRF_FAILED');
      expect(await storedShares(id)).toBe(0);

      const { token } = (await share(alice, id)).json<{ token: string }>();
      const ended = await app.inject({
        method: 'DELETE',
        url: `/api/surveyresult/${id}/share`,
        headers: { ...alice.headers, [CSRF_HEADER]: 'forged' },
      });
      expect(ended.statusCode).toBe(403);
      expect((await openShared(token)).statusCode).toBe(200);
    });
  });
});
