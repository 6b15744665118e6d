import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { databaseOutage, type DatabaseOutage } from './helpers/database-outage.js';
import { createTestUser, signIn, TEST_PASSWORD } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Issue 24, items 2 and 3, in process (the faults suite does it with a real PostgreSQL stopped and
 * started again): while the database is away, signing in answers 503 with Retry-After in the error
 * shape, not 500, and signing out answers the same 503 and leaves every cookie as it was, instead
 * of 200 with the cookies cleared and nothing revoked.
 */
describeEachDatabase('signing in and out while the database is away', (context) => {
  let outage: DatabaseOutage | undefined;
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    outage = await databaseOutage(context);
    app = await context.build(
      { ...outage.env, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    await createTestUser(app, 'away@example.com');
  });
  afterAll(async () => {
    await outage?.close();
  });

  const unavailable = {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  };

  it('answers 503 with Retry-After to sign-out and sign-in, and clears no cookie', async () => {
    if (!outage) throw new Error('no outage');
    const signedIn = await signIn(app, 'away@example.com');
    const anonymous = await csrfHeaders(app);
    await outage.cut(app);

    const signOut = await app.inject({ method: 'POST', url: '/logout', headers: signedIn });
    expect(signOut.statusCode, signOut.body).toBe(503);
    expect(signOut.headers['retry-after']).toBe('5');
    expect(signOut.json()).toEqual(unavailable);
    expect(signOut.cookies).toEqual([]);

    const token = await app.inject({
      method: 'POST',
      url: '/api/security/token',
      headers: anonymous,
      payload: { user: 'away@example.com', password: TEST_PASSWORD },
    });
    expect(token.statusCode, token.body).toBe(503);
    expect(token.headers['retry-after']).toBe('5');
    expect(token.json()).toEqual(unavailable);

    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode, login.body).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json()).toEqual(unavailable);

    // An outage, not a bug: no request or identity provider failure logged as an error (the mail
    // outbox's own retries are another matter).
    const errors = logLines
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; module?: string })
      .filter(
        (line) => line.level >= 50 && (line.reqId !== undefined || line.module === 'identity'),
      );
    expect(errors).toEqual([]);
  });
});
