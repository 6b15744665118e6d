import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from './helpers/http-session.js';
import { startOwnPostgres, type OwnPostgres } from './helpers/own-postgres.js';
import { killAllServers, startServer, type ServerProcess } from './helpers/server-process.js';

/**
 * Issue 24, items 2 and 3: with PostgreSQL stopped, POST /logout answered 200 and cleared the
 * cookies but revoked nothing (after recovery the old cookies still worked), and signing in answered
 * 500 ("identity provider failed"). Now sign-out answers 503 with Retry-After and leaves the session
 * as it was (decision 080), and it is really ended once PostgreSQL is back and the user signs out
 * again; sign-in, in both of its routes, answers 503 and works after recovery. The cluster is the
 * test's own (port 4162), never the shared one.
 */

const PG_PORT = 4162;
const PORT = 4163;
const USER = { email: 'signout@faults.example', password: 'Outage#Faults1' };

type Answer = Awaited<ReturnType<HttpSession['request']>>;

/** A 503 in the error shape with a Retry-After of whole seconds: "try again shortly". */
function expectUnavailable(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.text}`).toBe(503);
  expect(answer.headers.get('retry-after'), what).toMatch(/^[1-9][0-9]*$/);
  expect(JSON.parse(answer.text), what).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  });
}

/** The path of a redirect's Location, on the server's own origin. */
function locationOf(answer: Answer, baseUrl: string): string {
  const location = answer.headers.get('location');
  if (!location)
    throw new Error(`expected a redirect, got ${String(answer.status)}: ${answer.text}`);
  const url = new URL(location, baseUrl);
  return `${url.pathname}${url.search}`;
}

/**
 * Walks the redirect sign-in as a browser does, up to the provider's redirect back to
 * /login/callback (the code not yet exchanged), and returns that callback's path.
 */
async function signInUpToCallback(session: HttpSession): Promise<string> {
  let path = locationOf(await session.request('GET', '/login'), session.baseUrl);
  for (let hop = 0; hop < 5 && !path.startsWith('/sign-in/'); hop += 1) {
    path = locationOf(await session.request('GET', path), session.baseUrl);
  }
  const uid = /^\/sign-in\/([^/?]+)/.exec(path)?.[1];
  if (!uid) throw new Error(`expected the sign-in screen, got ${path}`);
  const login = await session.request('POST', `/sign-in/${uid}/login`, {
    email: USER.email,
    password: USER.password,
  });
  expect(login.status, login.text).toBe(200);
  const next = new URL(
    (JSON.parse(login.text) as { redirectTo: string }).redirectTo,
    session.baseUrl,
  );
  path = `${next.pathname}${next.search}`;
  for (let hop = 0; hop < 5 && !path.startsWith('/login/callback'); hop += 1) {
    path = locationOf(await session.request('GET', path), session.baseUrl);
  }
  if (!path.startsWith('/login/callback')) throw new Error(`never reached the callback: ${path}`);
  return path;
}

describe('signing in and out while PostgreSQL is stopped', () => {
  let postgres: OwnPostgres | undefined;
  let dataDir = '';
  let server: ServerProcess;

  beforeAll(async () => {
    postgres = await startOwnPostgres(PG_PORT);
    dataDir = await mkdtemp(join(tmpdir(), 'ts-faults-sign-in-'));
    // ADMIN_* creates the account at start; it signs in like anyone.
    server = await startServer(PORT, {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: USER.email,
      ADMIN_PASSWORD: USER.password,
    });
  });
  afterAll(async () => {
    await killAllServers();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Whether the cluster is stopped (a failed test must not leave the next one an outage). */
  let down = false;
  const stop = async () => {
    if (!postgres) throw new Error('no cluster');
    await postgres.stop();
    down = true;
  };
  const recover = async () => {
    if (!postgres) throw new Error('no cluster');
    await postgres.start();
    down = false;
    const probe = new HttpSession(server.url);
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      if ((await probe.request('GET', '/api/ready')).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not become ready after PostgreSQL came back');
  };

  it('refuses to sign out while it cannot revoke, keeps the session, and ends it for good after', async () => {
    const session = await HttpSession.signIn(server.url, USER.email, USER.password);
    const signedIn = await session.request('GET', '/api/security/currentuser');
    expect(JSON.parse(signedIn.text)).toMatchObject({ authenticated: true });

    await stop();
    const during = await session.request('POST', '/logout');
    expectUnavailable(during, 'POST /logout while PostgreSQL is down');
    // Nothing said "signed out": no token cookie was cleared or replaced.
    expect(during.headers.getSetCookie().filter((line) => line.startsWith('ts_'))).toEqual([]);
    // Still signed in, as the answer said: the session cannot be read now (503), not "signed out".
    expectUnavailable(
      await session.request('GET', '/api/security/currentuser'),
      'current user while PostgreSQL is down',
    );

    await recover();
    const after = await session.request('GET', '/api/security/currentuser');
    expect(after.status, after.text).toBe(200);
    expect(JSON.parse(after.text)).toMatchObject({ authenticated: true, email: USER.email });

    // Signing out now works, and then the cookies from before are worth nothing, access and refresh.
    const before = session.copy();
    const signOut = await session.request('POST', '/logout');
    expect(signOut.status, signOut.text).toBe(200);
    const stale = await before.request('GET', '/api/security/currentuser');
    expect(stale.status, stale.text).toBe(401);
    const refreshed = await before.request(
      'POST',
      `/api/security/token/refresh?email=${encodeURIComponent(USER.email)}`,
    );
    expect(refreshed.status, refreshed.text).toBe(401);
  });

  it('answers 503 to either sign-in while PostgreSQL is down, and signs in once it is back', async () => {
    if (down) await recover();
    // A redirect sign-in that got its code just before the outage, and one that starts during it.
    const early = new HttpSession(server.url);
    await early.request('GET', '/api/config');
    const callback = await signInUpToCallback(early);

    await stop();
    const direct = new HttpSession(server.url);
    await direct.request('GET', '/api/config');
    expectUnavailable(
      await direct.request('POST', '/api/security/token', {
        user: USER.email,
        password: USER.password,
      }),
      'POST /api/security/token',
    );
    expectUnavailable(await direct.request('GET', '/login'), 'GET /login');
    expectUnavailable(
      await direct.request(
        'GET',
        '/oidc/auth?client_id=transmission-spec&response_type=code&scope=openid&redirect_uri=' +
          encodeURIComponent(`${server.url}/login/callback`) +
          '&code_challenge=0123456789012345678901234567890123456789012&code_challenge_method=S256&state=abc',
      ),
      'GET /oidc/auth',
    );
    expectUnavailable(await early.request('GET', callback), 'GET /login/callback');
    // Refused as an outage, never logged as a failure of ours (the pool's and the mail outbox's
    // own lines about the lost connections are another matter).
    expect(server.output()).not.toContain('identity provider failed');
    expect(server.output()).not.toContain('"msg":"request failed"');

    await recover();
    // The sign-in the outage interrupted completes (its attempt cookie was kept, its code unused).
    const completed = await early.request('GET', callback);
    expect(completed.status, completed.text).toBe(303);
    expect(completed.headers.get('location')).toBe('/');
    const earlyUser = await early.request('GET', '/api/security/currentuser');
    expect(JSON.parse(earlyUser.text)).toMatchObject({ authenticated: true, email: USER.email });
    const session = await HttpSession.signIn(server.url, USER.email, USER.password);
    const current = await session.request('GET', '/api/security/currentuser');
    expect(JSON.parse(current.text)).toMatchObject({ authenticated: true, email: USER.email });
  });
});
