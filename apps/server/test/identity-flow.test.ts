import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { Browser, landing } from './helpers/browser.js';
import { FAKE_INDEX_HTML } from './helpers/fake-web.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** Follows /login?returnTo= to the sign-in screen; returns the interaction uid. */
async function openSignIn(browser: Browser, returnTo?: string): Promise<string> {
  const start =
    returnTo === undefined ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
  const visits = await browser.follow(start);
  const screen = landing(visits);
  const uid = /^\/sign-in\/([^/?]+)$/.exec(screen.url)?.[1];
  if (!uid) {
    throw new Error(
      `expected the sign-in screen, landed on ${screen.url} (${screen.response.statusCode} ${screen.response.body})`,
    );
  }
  // The screen is the web app (SPA fallback).
  expect(screen.response.statusCode).toBe(200);
  expect(screen.response.body).toBe(FAKE_INDEX_HTML);
  return uid;
}

/** Submits the sign-in screen and follows the provider back into the app. */
async function submitSignIn(browser: Browser, uid: string, email: string, password: string) {
  const response = await browser.post(`/sign-in/${uid}/login`, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const { redirectTo } = response.json<{ redirectTo: string }>();
  return landing(await browser.follow(redirectTo));
}

async function currentUser(browser: Browser) {
  const response = await browser.get('/api/security/currentuser');
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function signedInBrowser(app: FastifyInstance, email: string, returnTo?: string) {
  const browser = new Browser(app);
  const uid = await openSignIn(browser, returnTo);
  const end = await submitSignIn(browser, uid, email, TEST_PASSWORD);
  return { browser, end };
}

describeEachDatabase('redirect sign-in (authorization code + PKCE)', (context) => {
  it('signs in through the provider and the sign-in screen, and lands on the remembered page', async () => {
    const app = await context.build();
    await createTestUser(app, 'ann@example.com');
    const browser = new Browser(app);
    expect((await currentUser(browser)).body).toMatchObject({ authenticated: false });

    const uid = await openSignIn(browser, '/spec/12?tab=notes');
    const details = await browser.get(`/sign-in/${uid}/details`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ loginHint: null });

    const end = await submitSignIn(browser, uid, 'ann@example.com', TEST_PASSWORD);
    expect(end.url).toBe('/spec/12?tab=notes');
    // The tokens are httpOnly cookies the page's scripts cannot read.
    const set = await browser.jar.get('ts_access');
    expect(set).toBeTruthy();
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

  it('skips the sign-in screen while the provider session lasts', async () => {
    const app = await context.build();
    await createTestUser(app, 'bob@example.com');
    const { browser } = await signedInBrowser(app, 'bob@example.com');
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
    const app = await context.build();
    await createTestUser(app, 'eve@example.com').catch(() => undefined);
    const { end } = await signedInBrowser(app, 'eve@example.com', returnTo);
    expect(end.url).toBe('/');
  });
});
