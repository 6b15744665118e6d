import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@transmission-spec/domain';
import { Browser, landing } from './helpers/browser.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';
import { currentUser, openSignIn, signInByRedirect, submitSignIn } from './helpers/sign-in-flow.js';
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
    // The session id it is bound to is for the server only.
    const session = first.cookies.find((candidate) => candidate.name !== 'csrf-token');
    expect(session?.httpOnly).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: {
        cookie: first.cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      },
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

  it('binds the token to the visitor: another visitor’s token, or one chosen by an attacker, is refused', async () => {
    const victim = await app.inject({ method: 'GET', url: '/api/config' });
    const attacker = await csrfHeaders(app);
    const victimCookies = victim.cookies
      .filter((cookie) => cookie.name !== CSRF_COOKIE)
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    // The attacker plants their own token cookie beside the victim's session cookie, and sends it.
    const planted = await app.inject({
      method: 'DELETE',
      url: '/api/test/thing',
      headers: {
        cookie: [...victimCookies, `${CSRF_COOKIE}=${attacker[CSRF_HEADER]}`].join('; '),
        [CSRF_HEADER]: attacker[CSRF_HEADER] ?? '',
      },
    });
    expect(planted.statusCode).toBe(403);
    expect(planted.json()).toMatchObject({ code: 'CSRF_FAILED' });
    const chosen = await app.inject({
      method: 'DELETE',
      url: '/api/test/thing',
      headers: {
        cookie: [...victimCookies, `${CSRF_COOKIE}=chosen-by-attacker`].join('; '),
        [CSRF_HEADER]: 'chosen-by-attacker',
      },
    });
    expect(chosen.statusCode).toBe(403);
  });
});

describeEachDatabase('CSRF protection over https', (context) => {
  it('names the token cookie __Host-csrf-token: Secure, Path=/, no Domain', async () => {
    const app = await context.build(
      { PUBLIC_URL: 'https://spec.example.com' },
      { extraPlugin: testRoutes },
    );
    const first = await app.inject({ method: 'GET', url: '/api/config' });
    const token = first.cookies.find((cookie) => cookie.name === '__Host-csrf-token');
    expect(token).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
    expect(token?.domain).toBeUndefined();
    expect(token?.httpOnly).toBeFalsy();
    expect(first.cookies.find((cookie) => cookie.name === CSRF_COOKIE)).toBeUndefined();
    // Every cookie it is bound to is host-only and Secure too.
    for (const cookie of first.cookies) {
      expect(cookie.name.startsWith('__Host-')).toBe(true);
      expect(cookie).toMatchObject({ path: '/', secure: true });
    }
    const cookie = first.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const passed = await app.inject({
      method: 'DELETE',
      url: '/api/test/thing',
      headers: { cookie, [CSRF_HEADER]: token?.value ?? '' },
    });
    expect(passed.statusCode).toBe(204);
  });
});

describeEachDatabase('sign-out needs a POST with the CSRF header', (context) => {
  it('ignores a cross-site GET /logout, refuses a POST without the header, signs out with it', async () => {
    const app = await context.build();
    await createTestUser(app, 'ann@example.com');
    const { browser } = await signInByRedirect(app, 'ann@example.com');
    const tokenBefore = browser.jar.get(CSRF_COOKIE);

    // A link or image on another site: no sign-out, just home.
    expect(landing(await browser.follow('/logout')).url).toBe('/');
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: true });
    // A cross-site form post cannot send the header.
    const forged = await browser.post('/logout', undefined, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: true });

    const signedOut = await browser.post('/logout?returnTo=/inactive');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ redirectTo: '/logout/callback?returnTo=/inactive' });
    expect(landing(await browser.follow('/logout/callback?returnTo=/inactive')).url).toBe(
      '/inactive',
    );
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: false });
    // A new session, a new token: the old one is worth nothing.
    expect(browser.jar.get(CSRF_COOKIE)).toBeDefined();
    expect(browser.jar.get(CSRF_COOKIE)).not.toBe(tokenBefore);
  });

  it('hands a new token at sign-in, so one fixed before it is worthless afterwards', async () => {
    const app = await context.build();
    await createTestUser(app, 'bea@example.com');
    const browser = new Browser(app);
    await browser.get('/api/config');
    const before = browser.jar.get(CSRF_COOKIE);
    const signedIn = await browser.post('/api/security/token', {
      user: 'bea@example.com',
      password: 'Gearbox#2024',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(browser.jar.get(CSRF_COOKIE)).toBeDefined();
    expect(browser.jar.get(CSRF_COOKIE)).not.toBe(before);
  });

  /** The cookies `browser` sends, with its CSRF pair swapped for `pair` (cookies and header). */
  const withPair = (browser: Browser, pair: CsrfPair) => ({
    cookie: browser.jar
      .header('/api/test/thing')
      .split('; ')
      .filter((cookie) => !/^(csrf-token|ts_csrf_session)=/.test(cookie))
      .concat(`csrf-token=${pair.token}`, `ts_csrf_session=${pair.session}`)
      .join('; '),
    [CSRF_HEADER]: pair.token,
  });
  const pairOf = (browser: Browser): CsrfPair => ({
    token: browser.jar.get(CSRF_COOKIE) ?? '',
    session: browser.jar.get('ts_csrf_session') ?? '',
  });
  const deleteWith = (app: FastifyInstance, browser: Browser, pair: CsrfPair) =>
    app.inject({ method: 'DELETE', url: '/api/test/thing', headers: withPair(browser, pair) });

  it('refuses the pair from before a password sign-in (POST /api/security/token) once signed in', async () => {
    const app = await context.build({}, { extraPlugin: testRoutes });
    await createTestUser(app, 'cy@example.com');
    const browser = new Browser(app);
    await browser.get('/api/config');
    const before = pairOf(browser);
    expect(before.token).not.toBe('');
    const signedIn = await browser.post('/api/security/token', {
      user: 'cy@example.com',
      password: TEST_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    const old = await deleteWith(app, browser, before);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect((await deleteWith(app, browser, pairOf(browser))).statusCode).toBe(204);
  });

  it('refuses the pair from before a sign-in through the sign-in screen (/login/callback) once signed in', async () => {
    const app = await context.build({}, { extraPlugin: testRoutes });
    await createTestUser(app, 'di@example.com');
    const browser = new Browser(app);
    const uid = await openSignIn(browser);
    const before = pairOf(browser);
    expect(before.token).not.toBe('');
    expect((await submitSignIn(browser, uid, 'di@example.com')).url).toBe('/');
    expect((await currentUser(browser)).body).toMatchObject({ email: 'di@example.com' });
    const old = await deleteWith(app, browser, before);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect((await deleteWith(app, browser, pairOf(browser))).statusCode).toBe(204);
  });

  it('keeps the signed-in pair across a refresh, and a refresh never revives the pair from before sign-in', async () => {
    const app = await context.build({}, { extraPlugin: testRoutes });
    await createTestUser(app, 'ed@example.com');
    const browser = new Browser(app);
    await browser.get('/api/config');
    const before = pairOf(browser);
    await browser.post('/api/security/token', { user: 'ed@example.com', password: TEST_PASSWORD });
    const signedInPair = pairOf(browser);
    const refreshed = await browser.post('/api/security/token/refresh?email=ed@example.com');
    expect(refreshed.statusCode).toBe(200);
    // Not a sign-in: other tabs carry on with the pair they have.
    expect(pairOf(browser)).toEqual(signedInPair);
    expect((await deleteWith(app, browser, signedInPair)).statusCode).toBe(204);
    expect((await deleteWith(app, browser, before)).statusCode).toBe(403);
    // A refresh sent with the old pair renews the tokens but hands out a new pair bound to the
    // sign-in; the old one stays refused.
    const viaOld = await app.inject({
      method: 'POST',
      url: '/api/security/token/refresh?email=ed@example.com',
      headers: withPair(browser, before),
    });
    expect(viaOld.statusCode).toBe(200);
    browser.jar.store(viaOld, '/api/security/token/refresh');
    const renewed = pairOf(browser);
    expect(renewed.session).not.toBe(before.session);
    expect(renewed.session).not.toBe(signedInPair.session);
    expect((await deleteWith(app, browser, before)).statusCode).toBe(403);
    expect((await deleteWith(app, browser, renewed)).statusCode).toBe(204);
  });
});

interface CsrfPair {
  readonly token: string;
  readonly session: string;
}
