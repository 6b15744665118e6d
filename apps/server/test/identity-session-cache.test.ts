import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createTestUser, signIn, type SignedInHeaders } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Signed-in requests are answered from memory (decision 065). Every test first uses the session, so
 * it is remembered, then ends or changes it and expects the very next request (this instance) or a
 * request within a poll far shorter than the cache's 10 s limit (changes made elsewhere) to see it.
 */
describeEachDatabase('signed-in sessions served from memory', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  let accounts = 0;
  /** A new account, signed in, whose session this instance has just served (and remembers). */
  async function usedSession(
    on: FastifyInstance = app,
    roles?: ('TransmissionUser' | 'TransmissionAdmin')[],
  ) {
    accounts += 1;
    const email = `cached${String(accounts)}@example.com`;
    const user = await createTestUser(on, email, roles ? { roles } : {});
    const headers = await signIn(on, email);
    expect((await currentUser(on, headers)).statusCode).toBe(200);
    expect((await currentUser(on, headers)).statusCode).toBe(200);
    return { user, headers };
  }
  const currentUser = (on: FastifyInstance, headers: SignedInHeaders) =>
    on.inject({ method: 'GET', url: '/api/security/currentuser', headers });
  const adminCall = (on: FastifyInstance, headers: SignedInHeaders) =>
    on.inject({ method: 'GET', url: '/api/transmission/logs/1', headers });
  /** Polls the status `call` answers; changes from elsewhere arrive after their commit. */
  const statusOf = (call: () => Promise<{ statusCode: number }>) =>
    expect.poll(async () => (await call()).statusCode, { timeout: 2000, interval: 50 });

  /**
   * Where a change made outside the server (`npm run admin`, psql) comes from: on PostgreSQL another
   * instance on the same database; the embedded database has one process, so this one.
   */
  async function elsewhere(): Promise<FastifyInstance> {
    return context.kind === 'postgres' ? context.build() : app;
  }

  it('refuses a session signed out here on its very next request', async () => {
    const { headers } = await usedSession();
    expect((await app.inject({ method: 'POST', url: '/logout', headers })).statusCode).toBe(200);
    expect((await currentUser(app, headers)).statusCode).toBe(401);
  });

  it('refuses every session of an account whose password was reset, on the next request', async () => {
    const { user, headers } = await usedSession();
    await app.sessions.endAllForUser(user.id);
    expect((await currentUser(app, headers)).statusCode).toBe(401);
  });

  it('sees a role taken away outside the server (npm run admin, SQL) within the poll', async () => {
    const { user, headers } = await usedSession(app, ['TransmissionAdmin', 'TransmissionUser']);
    expect([200, 404]).toContain((await adminCall(app, headers)).statusCode);
    const other = await elsewhere();
    await other.db
      .update(users)
      .set({ roles: sql`array_remove(${users.roles}, 'TransmissionAdmin')` })
      .where(eq(users.id, user.id));
    await statusOf(() => adminCall(app, headers)).toBe(403);
    expect((await currentUser(app, headers)).json()).toMatchObject({
      privileges: { roles: ['TransmissionUser'] },
    });
  });

  it('refuses the session of an account deleted outside the server within the poll', async () => {
    const { user, headers } = await usedSession();
    const other = await elsewhere();
    await other.db.delete(users).where(eq(users.id, user.id));
    await statusOf(() => currentUser(app, headers)).toBe(401);
  });

  it.runIf(context.kind === 'postgres')(
    'refuses on one instance a session signed out on another, within the poll',
    async () => {
      const other = await context.build();
      const { headers } = await usedSession(other);
      expect((await currentUser(app, headers)).statusCode).toBe(200);
      expect((await other.inject({ method: 'POST', url: '/logout', headers })).statusCode).toBe(
        200,
      );
      await statusOf(() => currentUser(app, headers)).toBe(401);
    },
  );

  it.runIf(context.kind === 'postgres')(
    'refuses on one instance the sessions a password reset on another ended, within the poll',
    async () => {
      const other = await context.build();
      const { user, headers } = await usedSession(other);
      expect((await currentUser(app, headers)).statusCode).toBe(200);
      await other.sessions.endAllForUser(user.id);
      await statusOf(() => currentUser(app, headers)).toBe(401);
    },
  );
});
