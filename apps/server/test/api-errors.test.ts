import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { SECRET_DETAIL, testRoutes } from './helpers/test-routes.js';

describeEachDatabase('API errors', (context) => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await context.build(
      { LOG_LEVEL: 'info' },
      { extraPlugin: testRoutes, logStream: { write: (line) => void logLines.push(line) } },
    );
  });

  it('answers an unknown /api path with a JSON 404 in the error shape, whatever the method', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/no/such/thing',
        headers: await csrfHeaders(app),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('answers the same JSON 404 when the /api prefix is written with %-escapes', async () => {
    const response = await app.inject({ method: 'GET', url: '/%61pi/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('names every bad field of an invalid body in a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: await csrfHeaders(app),
      payload: { title: '', count: 1.5, nested: { rank: 9 } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['count', 'nested.rank', 'title']);
    expect(body.fields.title).toBe('Required field');
  });

  it('names a bad path parameter too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/items/abc' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['id']);
  });

  it('passes a valid body through', async () => {
    const payload = { title: 'Mine', count: 2, nested: { rank: 3 } };
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: await csrfHeaders(app),
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(payload);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...(await csrfHeaders(app)), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String) as string,
    });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...(await csrfHeaders(app)), 'content-type': 'application/json' },
      payload: JSON.stringify({
        title: 'x'.repeat(6 * 1024 * 1024),
        count: 1,
        nested: { rank: 1 },
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...(await csrfHeaders(app)), 'content-type': 'application/xml' },
      payload: '<title>x</title>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('hides the message and stack of an unexpected error but logs it with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/\n\s+at /);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const logged = logLines
      .map(
        (line) => JSON.parse(line) as { reqId?: string; level: number; err?: { message: string } },
      )
      .find((line) => line.reqId === requestId && line.level === 50);
    expect(logged?.err?.message).toBe(SECRET_DETAIL);
  });

  it('logs each request without its cookies or authorization header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { cookie: 'csrf-token=cookie-secret', authorization: 'Bearer token-secret' },
    });
    const requestId = String(response.headers['x-request-id']);
    const lines = logLines.filter((line) => line.includes(requestId));
    // The request was logged (so the check below looks at a real line), with no credential in it.
    expect(lines.join('\n')).toContain('/api/config');
    expect(lines.join('\n')).not.toMatch(/cookie-secret|token-secret/);
  });
});
