import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Browser, landing } from './helpers/browser.js';
import { FAKE_INDEX_HTML } from './helpers/fake-web.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';
import { currentUser, openSignIn, signInByRedirect, submitSignIn } from './helpers/sign-in-flow.js';
import { describeEachDatabase } from './helpers/test-app.js';

const INVALID_CREDENTIALS = {
  code: 'INVALID_CREDENTIALS',
  message: 'The email or password is incorrect.',
};
const SIGN_IN_EXPIRED = {
  code: 'SIGN_IN_EXPIRED',
  message: 'Your sign-in took too long. Please start again.',
};

describeEachDatabase('redirect sign-in (authorization code + PKCE)', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
    await createTestUser(app, 'ann@example.com');
    await createTestUser(app, 'admin@example.com', { roles: ['TransmissionAdmin'] });
  });

  it('signs in through the provider and the sign-in screen, and lands on the remembered page', async () => {
    const browser = new Browser(app);
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: false });

    const uid = await openSignIn(browser, '/spec/12?tab=notes');
    const screen = await browser.get(`/sign-in/${uid}`);
    // The sign-in screen is the web app's own page.
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toBe(FAKE_INDEX_HTML);
    const details = await browser.get(`/sign-in/${uid}/details`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ loginHint: null });

    const end = await submitSignIn(browser, uid, 'Ann@Example.com ');
    expect(end.url).toBe('/spec/12?tab=notes');
    expect(await currentUser(browser)).toEqual({
      status: 200,
      body: {
        email: 'ann@example.com',
        displayName: null,
        authenticated: true,
        units: 'Imperial',
        privileges: {
          roles: ['TransmissionUser'],
          operations: ['GetSurveyResult', 'EditSurveyResult'],
        },
      },
    });
  });

  it('keeps the tokens in httpOnly, SameSite=Lax cookies for the whole site', async () => {
    const browser = new Browser(app);
    const uid = await openSignIn(browser);
    const answer = await browser.post(`/sign-in/${uid}/login`, {
      email: 'ann@example.com',
      password: TEST_PASSWORD,
    });
    const visits = await browser.follow(answer.json<{ redirectTo: string }>().redirectTo);
    const callback = visits.find((visit) => visit.url.startsWith('/login/callback'));
    const cookies = callback?.response.cookies ?? [];
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['ts_access', 'ts_refresh', 'ts_id']),
    );
    for (const cookie of cookies.filter((c) => c.name.startsWith('ts_') && c.value !== '')) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // Plain http://localhost: a Secure cookie would never come back.
      expect(cookie.secure).toBeFalsy();
    }
  });

  it('skips the sign-in screen while the provider session lasts', async () => {
    const { browser } = await signInByRedirect(app, 'ann@example.com');
    const again = landing(await browser.follow('/login?returnTo=/help'));
    expect(again.url).toBe('/help');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login/callback',
  ])('sends an unsafe returnTo (%s) home instead', async (returnTo) => {
    const { end } = await signInByRedirect(app, 'ann@example.com', returnTo);
    expect(end.url).toBe('/');
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const browser = new Browser(app);
    const uid = await openSignIn(browser);
    const wrongPassword = await browser.post(`/sign-in/${uid}/login`, {
      email: 'ann@example.com',
      password: 'Not-the-password1',
    });
    const unknownEmail = await browser.post(`/sign-in/${uid}/login`, {
      email: 'nobody@example.com',
      password: TEST_PASSWORD,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
    }
    // The sign-in stays open: the right password still goes through.
    expect((await submitSignIn(browser, uid, 'ann@example.com')).url).toBe('/');
  });

  it('names the bad field of a malformed sign-in', async () => {
    const browser = new Browser(app);
    const uid = await openSignIn(browser);
    const response = await browser.post(`/sign-in/${uid}/login`, { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'Please enter a valid email address.', password: 'Required field' },
    });
  });

  it('refuses a sign-in post without the CSRF header', async () => {
    const browser = new Browser(app);
    const uid = await openSignIn(browser);
    const response = await browser.post(
      `/sign-in/${uid}/login`,
      { email: 'ann@example.com', password: TEST_PASSWORD },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
  });

  it('answers 410 for a sign-in that is unknown, finished or not this browser’s', async () => {
    const browser = new Browser(app);
    const uid = await openSignIn(browser);
    // Another browser (no interaction cookie) cannot use this sign-in.
    const stranger = new Browser(app);
    const strangerAnswer = await stranger.post(`/sign-in/${uid}/login`, {
      email: 'ann@example.com',
      password: TEST_PASSWORD,
    });
    expect(strangerAnswer.statusCode).toBe(410);
    expect(strangerAnswer.json()).toEqual(SIGN_IN_EXPIRED);
    expect((await stranger.get(`/sign-in/${uid}/details`)).statusCode).toBe(410);
    expect((await browser.get('/sign-in/made-up-uid/details')).statusCode).toBe(410);

    await submitSignIn(browser, uid, 'ann@example.com');
    const reused = await browser.post(`/sign-in/${uid}/login`, {
      email: 'ann@example.com',
      password: TEST_PASSWORD,
    });
    expect(reused.statusCode).toBe(410);
  });

  it('lands on /error when the callback does not belong to a sign-in this browser started', async () => {
    const browser = new Browser(app);
    const forged = landing(
      await browser.follow('/login/callback?code=abc&state=forged-state-value-123'),
    );
    expect(forged.url).toBe('/error');
    const noState = landing(await browser.follow('/login/callback'));
    expect(noState.url).toBe('/error');
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: false });
  });

  it('lands on /error when the provider refuses the request, without showing its details', async () => {
    const browser = new Browser(app);
    const visits = await browser.follow('/oidc/auth?client_id=unknown&response_type=code');
    expect(landing(visits).url).toBe('/error');
  });
});

describe('redirect sign-in behind https', () => {
  describeEachDatabase('PUBLIC_URL https://spec.example.com', (context) => {
    it('works without a proxy setting, and the cookies are Secure', async () => {
      const app = await context.build({ PUBLIC_URL: 'https://spec.example.com' });
      await createTestUser(app, 'ann@example.com');
      const browser = new Browser(app);
      const uid = await openSignIn(browser, '/spec');
      const response = await browser.post(`/sign-in/${uid}/login`, {
        email: 'ann@example.com',
        password: TEST_PASSWORD,
      });
      const { redirectTo } = response.json<{ redirectTo: string }>();
      expect(redirectTo.startsWith('https://spec.example.com/oidc/')).toBe(true);
      const visits = await browser.follow(redirectTo);
      expect(landing(visits).url).toBe('/spec');
      const callback = visits.find((visit) => visit.url.startsWith('/login/callback'));
      const access = callback?.response.cookies.find((cookie) => cookie.name === 'ts_access');
      expect(access).toMatchObject({ secure: true, httpOnly: true });
      expect((await currentUser(browser)).body).toMatchObject({ authenticated: true });
    });
  });
});
