import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { testRoutes } from './helpers/test-routes.js';

describeEachDatabase('CSRF protection', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build({}, { extraPlugin: testRoutes });
  });

  it('refuses a state-changing API call without the X-CSRF-Token header', async () => {
    const { cookie } = await csrfHeaders(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/test/thing',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const { cookie } = await csrfHeaders(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/test/thing',
      headers: { cookie, 'x-csrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the call through when the header repeats the cookie', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/test/thing',
      headers: await csrfHeaders(app),
    });
    expect(response.statusCode).toBe(204);
  });

  it('hands out a readable, SameSite=Lax token cookie to a new visitor and keeps it afterwards', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const cookie = first.cookies.find((candidate) => candidate.name === 'csrf-token');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `csrf-token=${cookie?.value ?? ''}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('also guards API calls whose path is written with %-escapes', async () => {
    const { cookie } = await csrfHeaders(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/%61pi/test/thing',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves safe methods alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
  });

  it('hands no token to the health and readiness probes, which never keep cookies', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
