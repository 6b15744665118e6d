import type { FastifyInstance } from 'fastify';
import { Browser, landing, type Visit } from './browser.js';
import { TEST_PASSWORD } from './sign-in.js';

/** Follows /login?returnTo= to the sign-in screen (/sign-in/:uid) and returns its uid. */
export async function openSignIn(browser: Browser, returnTo?: string): Promise<string> {
  const start =
    returnTo === undefined ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
  const screen = landing(await browser.follow(start));
  const uid = /^\/sign-in\/([^/?]+)$/.exec(screen.url)?.[1];
  if (!uid) {
    throw new Error(
      `expected the sign-in screen, landed on ${screen.url} (${screen.response.statusCode})`,
    );
  }
  return uid;
}

/** Submits the sign-in screen as the web app does, then follows the provider back into the app. */
export async function submitSignIn(
  browser: Browser,
  uid: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<Visit> {
  const response = await browser.post(`/sign-in/${uid}/login`, { email, password });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const { redirectTo } = response.json<{ redirectTo: string }>();
  return landing(await browser.follow(redirectTo));
}

/** A browser signed in through the whole redirect flow, and where it landed. */
export async function signInByRedirect(
  app: FastifyInstance,
  email: string,
  returnTo?: string,
): Promise<{ browser: Browser; end: Visit }> {
  const browser = new Browser(app);
  const uid = await openSignIn(browser, returnTo);
  const end = await submitSignIn(browser, uid, email);
  return { browser, end };
}

export async function currentUser(browser: Browser) {
  const response = await browser.get('/api/security/currentuser');
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}
