import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { Browser, landing } from './helpers/browser.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn, TEST_PASSWORD } from './helpers/sign-in.js';
import { currentUser, openSignIn, signInByRedirect, submitSignIn } from './helpers/sign-in-flow.js';
import { buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** The token cookies a browser holds, as a Cookie header, to replay after they were cleared. */
function tokenCookies(browser: Browser): string {
  return ['ts_access', 'ts_refresh', 'ts_id']
    .map((name) => `${name}=${browser.jar.get(name) ?? ''}`)
    .join('; ');
}

describeEachDatabase('sign-out and ending sessions', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
    await createTestUser(app, 'ann@example.com');
  });

  const refreshWith = async (cookie: string, email = 'ann@example.com') => {
    const csrf = await csrfHeaders(app);
    return app.inject({
      method: 'POST',
      url: `/api/security/token/refresh?email=${email}`,
      headers: { ...csrf, cookie: `${csrf.cookie}; ${cookie}` },
    });
  };
  const currentUserWith = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/security/currentuser', headers: { cookie } });

  it('revokes the tokens, ends the provider session, clears the cookies and lands home', async () => {
    const { browser } = await signInByRedirect(app, 'ann@example.com');
    const before = tokenCookies(browser);
    expect((await currentUserWith(before)).statusCode).toBe(200);

    const visits = await browser.signOut();
    expect(visits.map((visit) => visit.url)).toEqual(['/logout/callback', '/']);
    expect(browser.jar.get('ts_access')).toBeUndefined();
    expect(browser.jar.get('ts_refresh')).toBeUndefined();
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: false });

    // Copies of the old cookies are worthless now.
    expect((await currentUserWith(before)).statusCode).toBe(401);
    expect((await refreshWith(before)).statusCode).toBe(401);
    // And the provider asks for the password again.
    await openSignIn(browser);
  });

  it('lands on /inactive after an idle sign-out, and nowhere else', async () => {
    const { browser } = await signInByRedirect(app, 'ann@example.com');
    expect(landing(await browser.signOut('/inactive')).url).toBe('/inactive');
    const anywhere = new Browser(app);
    expect(landing(await anywhere.signOut('https://evil.example')).url).toBe('/');
    expect(landing(await anywhere.follow('/logout/callback?returnTo=//evil.example')).url).toBe(
      '/',
    );
  });

  it('signs out a password sign-in too', async () => {
    const headers = await signIn(app, 'ann@example.com');
    const logout = await app.inject({ method: 'POST', url: '/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await currentUserWith(headers.cookie)).statusCode).toBe(401);
    expect((await refreshWith(headers.cookie)).statusCode).toBe(401);
  });

  it('endAllForUser stops every session of that user and of no one else', async () => {
    const user = await createTestUser(app, 'dan@example.com');
    await createTestUser(app, 'eve@example.com');
    const { browser } = await signInByRedirect(app, 'dan@example.com');
    const viaRedirect = tokenCookies(browser);
    const viaPassword = await signIn(app, 'dan@example.com');
    const someoneElse = await signIn(app, 'eve@example.com');

    await app.sessions.endAllForUser(user.id);

    expect((await currentUserWith(viaRedirect)).statusCode).toBe(401);
    expect((await currentUserWith(viaPassword.cookie)).statusCode).toBe(401);
    expect((await refreshWith(viaRedirect, 'dan@example.com')).statusCode).toBe(401);
    expect((await refreshWith(viaPassword.cookie, 'dan@example.com')).statusCode).toBe(401);
    expect((await currentUserWith(someoneElse.cookie)).statusCode).toBe(200);
    // The provider session is gone as well: signing in again asks for the password.
    const uid = await openSignIn(browser);
    expect((await submitSignIn(browser, uid, 'dan@example.com')).url).toBe('/');
  });
});

describeEachDatabase('POST /api/survey/debug (TransmissionAdmin only)', (context) => {
  it('is 401 signed out, 403 for a user, and answers an administrator with the logic log', async () => {
    const app = await context.build();
    await createTestUser(app, 'user@example.com');
    await createTestUser(app, 'admin@example.com', { roles: ['TransmissionAdmin'] });
    const post = (headers: Record<string, string>, payload: unknown = buildLinehaulAnswers()) =>
      app.inject({
        method: 'POST',
        url: '/api/survey/debug',
        headers,
        payload: payload as Record<string, unknown>,
      });

    const anonymous = await post(await csrfHeaders(app));
    expect(anonymous.statusCode).toBe(401);
    const user = await signIn(app, 'user@example.com');
    const forbidden = await post(user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    // Refused before the body is looked at: a malformed body gets the same answer.
    expect((await post(user, { nonsense: true })).statusCode).toBe(403);

    const admin = await signIn(app, 'admin@example.com');
    const answer = await post(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ type: 'Transmission' });
    expect(answer.json<{ debug?: unknown }>().debug).toBeTruthy();
  });
});

describeEachDatabase('identity keys', (context) => {
  it('survive a restart: a sign-in from before still works, and refreshes, afterwards', async () => {
    const first = await context.build();
    await createTestUser(first, 'ann@example.com');
    const headers = await signIn(first, 'ann@example.com');
    const jwks = (await first.inject({ method: 'GET', url: '/oidc/jwks' })).json<unknown>();
    await first.close();

    const second = await context.build();
    expect((await second.inject({ method: 'GET', url: '/oidc/jwks' })).json()).toEqual(jwks);
    const current = await second.inject({
      method: 'GET',
      url: '/api/security/currentuser',
      headers,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ email: 'ann@example.com', authenticated: true });
    // The new ID token is verified against the same keys.
    const renewed = await second.inject({
      method: 'POST',
      url: '/api/security/token/refresh?email=ann@example.com',
      headers,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it('are never shipped: the public key set has no private parts', async () => {
    const app = await context.build();
    const { keys } = (await app.inject({ method: 'GET', url: '/oidc/jwks' })).json<{
      keys: Record<string, unknown>[];
    }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });

  it.runIf(context.kind === 'postgres')(
    'are shared by instances starting together, and a sign-in can move between them',
    async () => {
      const env = await context.freshDatabase();
      const [one, two] = await Promise.all([context.build(env), context.build(env)]);
      const keysOf = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/oidc/jwks' })).json<unknown>();
      expect(await keysOf(one)).toEqual(await keysOf(two));

      await createTestUser(one, 'ann@example.com');
      const browser = new Browser(one);
      const uid = await openSignIn(browser, '/spec');
      browser.switchTo(two);
      const answer = await browser.post(`/sign-in/${uid}/login`, {
        email: 'ann@example.com',
        password: TEST_PASSWORD,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const visits = await browser.follow(answer.json<{ redirectTo: string }>().redirectTo);
      expect(landing(visits).url).toBe('/spec');
      browser.switchTo(one);
      expect((await currentUser(browser)).body).toMatchObject({ authenticated: true });
    },
  );
});
