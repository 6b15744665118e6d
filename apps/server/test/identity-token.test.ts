import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/identity/routes/security.routes.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn, TEST_PASSWORD, type SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

const INVALID_CREDENTIALS = {
  code: 'INVALID_CREDENTIALS',
  message: 'The email or password is incorrect.',
};

/** Replaces the cookies of `headers` that `response` set (and drops the ones it cleared). */
function withCookiesFrom(
  headers: SignedInHeaders,
  response: { cookies: { name: string; value: string }[] },
): SignedInHeaders {
  const jar = new Map(
    headers.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, `${cookie.name}=${cookie.value}`);
  }
  return { ...headers, cookie: [...jar.values()].join('; ') };
}

function cookieValue(headers: SignedInHeaders, name: string): string | undefined {
  return headers.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

describeEachDatabase('password sign-in, current user and refresh', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
    await createTestUser(app, 'ann@example.com');
    await createTestUser(app, 'bob@example.com');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const currentUser = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/security/currentuser', headers });
  const refresh = (headers: Record<string, string>, email: string) =>
    app.inject({
      method: 'POST',
      url: `/api/security/token/refresh?email=${encodeURIComponent(email)}`,
      headers,
    });

  it('signs in with e-mail (any case) and password, and sets the same httpOnly cookies as the redirect flow', async () => {
    const csrf = await csrfHeaders(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/security/token',
      headers: csrf,
      payload: { user: ' Ann@Example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      email: 'ann@example.com',
      displayName: null,
      authenticated: true,
      units: 'Imperial',
      privileges: {
        roles: ['TransmissionUser'],
        operations: ['GetSurveyResult', 'EditSurveyResult'],
      },
    });
    const names = response.cookies.map((cookie) => cookie.name).sort();
    // The session's tokens, and a new CSRF session and token for the new sign-in.
    expect(names).toEqual(['csrf-token', 'ts_access', 'ts_csrf_session', 'ts_id', 'ts_refresh']);
    for (const cookie of response.cookies) {
      // Only the CSRF token is for the page to read.
      expect(Boolean(cookie.httpOnly)).toBe(cookie.name !== 'csrf-token');
      expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    }
  });

  it('answers a wrong password and an unknown e-mail with the same 401 and no cookies', async () => {
    const csrf = await csrfHeaders(app);
    for (const payload of [
      { user: 'ann@example.com', password: 'Wrong-password1' },
      { user: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/security/token',
        headers: csrf,
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
      expect(response.cookies.filter((cookie) => cookie.name.startsWith('ts_'))).toEqual([]);
    }
  });

  it('refuses a sign-in without the CSRF header, and names the missing fields', async () => {
    const csrf = await csrfHeaders(app);
    const withoutHeader = await app.inject({
      method: 'POST',
      url: '/api/security/token',
      headers: { cookie: csrf.cookie ?? '' },
      payload: { user: 'ann@example.com', password: TEST_PASSWORD },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json()).toMatchObject({ code: 'CSRF_FAILED' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/security/token',
      headers: csrf,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { user: 'Please enter a valid email address.', password: 'Required field' },
    });
  });

  it('is anonymous without a token cookie and 401 with one that is not valid', async () => {
    const anonymous = await currentUser({});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ authenticated: false, email: null });
    const forged = await currentUser({ cookie: 'ts_access=not-a-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('reports the units cookie when set, else the units stored on the account', async () => {
    const headers = await signIn(app, 'ann@example.com');
    expect((await currentUser(headers)).json()).toMatchObject({ units: 'Imperial' });
    const metric = { ...headers, cookie: `${headers.cookie}; units=Metric` };
    expect((await currentUser(metric)).json()).toMatchObject({ units: 'Metric' });
    expect((await currentUser({ cookie: 'units=Metric' })).json()).toMatchObject({
      authenticated: false,
      units: 'Metric',
    });
  });

  it('401 once the access token has expired; a refresh renews the cookies', async () => {
    const headers = await signIn(app, 'ann@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect((await currentUser(headers)).statusCode).toBe(401);

    const renewed = await refresh(headers, 'ANN@example.com');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ email: 'ann@example.com', authenticated: true });
    const next = withCookiesFrom(headers, renewed);
    expect(cookieValue(next, 'ts_access')).not.toBe(cookieValue(headers, 'ts_access'));
    expect(cookieValue(next, 'ts_refresh')).not.toBe(cookieValue(headers, 'ts_refresh'));
    expect((await currentUser(next)).statusCode).toBe(200);
  });

  it('treats a used refresh token as stolen once the grace for racing tabs is over', async () => {
    const headers = await signIn(app, 'ann@example.com');
    const first = await refresh(headers, 'ann@example.com');
    expect(first.statusCode).toBe(200);
    const next = withCookiesFrom(headers, first);

    // A second tab refreshing with the same cookie a moment later is told it is already done.
    const racing = await refresh(headers, 'ann@example.com');
    expect(racing.statusCode).toBe(200);
    expect(racing.cookies).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (REFRESH_REUSE_GRACE_SECONDS + 2) * 1000);
    const replayed = await refresh(headers, 'ann@example.com');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.cookies.filter((c) => c.name.startsWith('ts_')).map((c) => c.value)).toEqual([
      '',
      '',
      '',
    ]);
    // The replay ended the whole sign-in, including the tokens the rotation handed out.
    expect((await currentUser(next)).statusCode).toBe(401);
    expect((await refresh(next, 'ann@example.com')).statusCode).toBe(401);
  });

  it('refuses a refresh for another e-mail, and one without a refresh cookie, clearing the cookies', async () => {
    const headers = await signIn(app, 'ann@example.com');
    const other = await refresh(headers, 'bob@example.com');
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(other.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual(
      expect.arrayContaining([
        ['ts_access', ''],
        ['ts_refresh', ''],
      ]),
    );
    // That sign-in is over: its refresh token no longer works for its own e-mail either.
    expect((await refresh(headers, 'ann@example.com')).statusCode).toBe(401);

    const csrf = await csrfHeaders(app);
    expect((await refresh(csrf, 'ann@example.com')).statusCode).toBe(401);
    const withoutCsrf = await refresh({ cookie: headers.cookie }, 'ann@example.com');
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('sees role changes without a new sign-in, as soon as the database announces them', async () => {
    const user = await createTestUser(app, 'carol@example.com');
    const headers = await signIn(app, 'carol@example.com');
    const { grantRole } = await import('../src/modules/accounts/user.repository.js');
    await grantRole(app.db, user.id, 'TransmissionAdmin');
    // PostgreSQL delivers the change notification on its own connection, just after the commit.
    await expect
      .poll(async () => (await currentUser(headers)).json<unknown>(), {
        timeout: 2000,
        interval: 50,
      })
      .toMatchObject({ privileges: { roles: ['TransmissionUser', 'TransmissionAdmin'] } });
  });
});
