import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestUser, signIn, type SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * The idle timeout is the server's too: a session unused for longer than IDLE_TIMEOUT_MS is refused
 * (401 SESSION_IDLE, which sends the web app to /inactive), and a refresh does not revive it.
 * Real, short waits: the last activity is kept in the database, whose clock decides.
 */
const IDLE_TIMEOUT_MS = 1000;
/** Comfortably past the timeout and the server's allowance for its write throttling. */
const IDLE_FOR_MS = 1800;

const SESSION_IDLE = {
  code: 'SESSION_IDLE',
  message: 'You were signed out due to inactivity. Please sign in again.',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const currentUser = (app: FastifyInstance, headers: SignedInHeaders) =>
  app.inject({ method: 'GET', url: '/api/security/currentuser', headers });

const refresh = (app: FastifyInstance, headers: SignedInHeaders, email: string) =>
  app.inject({
    method: 'POST',
    url: `/api/security/token/refresh?email=${encodeURIComponent(email)}`,
    headers,
  });

describeEachDatabase('server-side idle timeout', (context) => {
  it('keeps a session that is used, and refuses it once idle longer than IDLE_TIMEOUT_MS', async () => {
    const app = await context.build({ IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });
    await createTestUser(app, 'ida@example.com');
    const headers = await signIn(app, 'ida@example.com');
    // Used every 0.6 s for 2.4 s in all: never idle for a whole second.
    for (let step = 0; step < 4; step += 1) {
      await sleep(600);
      const response = await currentUser(app, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ authenticated: true, email: 'ida@example.com' });
    }
    await sleep(IDLE_FOR_MS);
    const idle = await currentUser(app, headers);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(SESSION_IDLE);
    // Signed-in routes refuse it the same way.
    const list = await app.inject({ method: 'GET', url: '/api/surveyresult', headers });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual(SESSION_IDLE);
    // The refresh the web app tries next does not bring it back, nor does anything after it.
    expect((await refresh(app, headers, 'ida@example.com')).statusCode).toBe(401);
    expect((await currentUser(app, headers)).statusCode).toBe(401);
  });

  it('refuses to refresh a session that went idle before any other call noticed', async () => {
    const app = await context.build({ IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });
    await createTestUser(app, 'ivo@example.com');
    const headers = await signIn(app, 'ivo@example.com');
    await sleep(IDLE_FOR_MS);
    const refused = await refresh(app, headers, 'ivo@example.com');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(SESSION_IDLE);
    expect((await currentUser(app, headers)).statusCode).toBe(401);
  });
});
