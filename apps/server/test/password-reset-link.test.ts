import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/accounts/password-hashing.js';
import { mailsTo } from './helpers/account-mail.js';
import { signIn } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  INVALID_LINK,
  NEW_PASSWORD,
  OLD_PASSWORD,
  passwordResetSuite,
} from './helpers/password-reset-suite.js';

/** Setting a new password through the mailed link, and what makes a link invalid. */
describeEachDatabase('password reset', (context) => {
  const suite = passwordResetSuite(context);
  const { client, account, linkFor, passwordHashOf } = suite;
  let app: FastifyInstance;
  let csrf: Record<string, string>;
  beforeAll(() => {
    ({ app, csrf } = suite);
  });

  it('sets the new password through the link; the old one stops working', async () => {
    const { email } = await account('reset');
    const user = client();
    await user.requestReset(email);
    const link = await linkFor(email);

    const response = await user.setPassword(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email });
    const hash = await passwordHashOf(email);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, OLD_PASSWORD)).toBe(false);
  });

  it('ends every existing session of the account; the new password signs in', async () => {
    const { email } = await account('sessions');
    const laptop = await signIn(app, email, OLD_PASSWORD);
    const phone = await signIn(app, email, OLD_PASSWORD);
    const currentUser = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/security/currentuser', headers });
    for (const session of [laptop, phone]) {
      expect((await currentUser(session)).json()).toMatchObject({ email, authenticated: true });
    }

    const user = client();
    await user.requestReset(email);
    expect((await user.setPassword(await linkFor(email))).statusCode).toBe(200);

    for (const session of [laptop, phone]) {
      expect((await currentUser(session)).statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: `/api/security/token/refresh?email=${encodeURIComponent(email)}`,
        headers: session,
      });
      expect(refresh.statusCode).toBe(401);
    }
    await expect(signIn(app, email, OLD_PASSWORD)).rejects.toThrow(/answered 401/);
    const fresh = await signIn(app, email, NEW_PASSWORD);
    expect((await currentUser(fresh)).json()).toMatchObject({ email, authenticated: true });
  });

  it('refuses a replayed link with 400 INVALID_RESET_LINK', async () => {
    const { email } = await account('replay');
    const user = client();
    await user.requestReset(email);
    const link = await linkFor(email);
    expect((await user.setPassword(link)).statusCode).toBe(200);

    const replay = await user.setPassword(link, 'Third$Passw0rd');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID_LINK);
    expect(await verifyPassword(await passwordHashOf(email), NEW_PASSWORD)).toBe(true);
  });

  it('lets a link expire after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-04-01T08:00:00Z');
    vi.setSystemTime(start);
    const late = await account('late');
    const inTime = await account('intime');
    const user = client();
    await user.requestReset(late.email);
    await user.requestReset(inTime.email);

    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 - 1000));
    expect((await user.setPassword(await linkFor(inTime.email))).statusCode).toBe(200);

    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 + 1000));
    const expired = await user.setPassword(await linkFor(late.email));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID_LINK);
    expect(await verifyPassword(await passwordHashOf(late.email), OLD_PASSWORD)).toBe(true);
  });

  it('voids the older link when a new one is requested', async () => {
    const { email } = await account('supersede');
    const user = client();
    await user.requestReset(email);
    const first = await linkFor(email);
    await user.requestReset(email);
    const second = await linkFor(email);
    expect(second.id).not.toBe(first.id);

    expect((await user.setPassword(first)).json()).toEqual(INVALID_LINK);
    expect((await user.setPassword(second)).statusCode).toBe(200);
  });

  it('refuses a wrong code, an unknown id and a malformed id with INVALID_RESET_LINK', async () => {
    const { email } = await account('tamper');
    const user = client();
    await user.requestReset(email);
    const link = await linkFor(email);
    for (const tampered of [
      { id: link.id, verificationCode: `${link.verificationCode.slice(0, -1)}x` },
      { id: randomUUID(), verificationCode: link.verificationCode },
      { id: 'not-a-uuid', verificationCode: link.verificationCode },
    ]) {
      const response = await user.setPassword(tampered);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    // A wrong guess does not spend the real link.
    expect((await user.setPassword(link)).statusCode).toBe(200);
  });

  it('voids a link after 5 wrong codes', async () => {
    const { email } = await account('guess');
    const user = client();
    await user.requestReset(email);
    const link = await linkFor(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await user.setPassword({ id: link.id, verificationCode: 'x'.repeat(43) });
    }
    expect((await user.setPassword(link)).json()).toEqual(INVALID_LINK);
  });

  it('checks the new password against the rules, naming the field', async () => {
    const { email } = await account('weak');
    const user = client();
    await user.requestReset(email);
    const link = await linkFor(email);
    const response = await user.setPassword(link, ' Weak1!pass ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPassword: 'Password cannot start or end with a space' },
    });
    const missing = await user.post('/api/security/reset-password/password', {});
    expect(missing.json()).toMatchObject({
      fields: {
        id: 'Required field',
        verificationCode: 'Required field',
        newPassword: 'Required field',
      },
    });
    // The link still works after a refused password.
    expect((await user.setPassword(link)).statusCode).toBe(200);
  });

  it('verifies the e-mail of an account that never did, since the link proves it', async () => {
    const { email } = await account('unverified', false);
    const user = client();
    await user.requestReset(email);
    expect((await user.setPassword(await linkFor(email))).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses both calls without the CSRF header', async () => {
    const { email } = await account('csrf');
    const user = client();
    const withoutHeader = { cookie: csrf.cookie ?? '' };
    const request = await user.post(
      `/api/security/reset-password/email/${email}`,
      undefined,
      withoutHeader,
    );
    expect(request.statusCode).toBe(403);
    expect(request.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect(await mailsTo(app, email)).toHaveLength(0);
    const set = await user.post(
      '/api/security/reset-password/password',
      { id: randomUUID(), verificationCode: 'x'.repeat(43), newPassword: NEW_PASSWORD },
      withoutHeader,
    );
    expect(set.statusCode).toBe(403);
  });
});
