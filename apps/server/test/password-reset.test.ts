import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { passwordResets, users } from '../src/db/schema/index.js';
import { hashPassword, verifyPassword } from '../src/modules/accounts/password-hashing.js';
import { insertUser } from '../src/modules/accounts/user.repository.js';
import { lastMailTo, mailsTo, resetLinkOf } from './helpers/account-mail.js';
import { csrfHeaders } from './helpers/csrf.js';
import { signIn } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

const OLD_PASSWORD = 'Old$Passw0rd';
const NEW_PASSWORD = 'New$Passw0rd';
const PUBLIC_URL = 'https://spec.example.test';

const GENERIC_ANSWER = {
  message:
    'If an account exists for that address we have sent you a password reset link. Follow the instructions in the email to reset your password.',
};
const INVALID_LINK = {
  code: 'INVALID_RESET_LINK',
  message: 'This password reset link is invalid or has expired. Please request a new one.',
};

describeEachDatabase('password reset', (context) => {
  let app: FastifyInstance;
  let csrf: Record<string, string>;
  beforeAll(async () => {
    app = await context.build({ RATE_LIMIT_MAX: '100000', PUBLIC_URL });
    csrf = await csrfHeaders(app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

  /** A client at its own address, so the per-address limits of one test do not reach another. */
  function client(
    remoteAddress = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {
    const post = (url: string, payload?: InjectOptions['payload'], headers = csrf) =>
      app.inject({ method: 'POST', url, headers, remoteAddress, ...(payload ? { payload } : {}) });
    return {
      requestReset: (email: string) =>
        post(`/api/security/reset-password/email/${encodeURIComponent(email)}`),
      setPassword: (link: { id: string; verificationCode: string }, newPassword = NEW_PASSWORD) =>
        post('/api/security/reset-password/password', { ...link, newPassword }),
      post,
    };
  }

  async function account(label: string, verified = true) {
    const email = uniqueEmail(label);
    const user = await insertUser(app.db, {
      email,
      passwordHash: await hashPassword(OLD_PASSWORD),
      ...(verified ? { emailVerifiedAt: new Date() } : {}),
    });
    if (!user) throw new Error('account not created');
    return user;
  }

  /** The id and code of the newest reset link mailed to `email`. */
  async function linkFor(email: string) {
    const url = resetLinkOf(await lastMailTo(app, email));
    return {
      url,
      id: url.searchParams.get('id') ?? '',
      verificationCode: url.searchParams.get('verificationCode') ?? '',
    };
  }

  async function passwordHashOf(email: string) {
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    return row?.passwordHash ?? '';
  }

  it('mails an existing account a single link to /reset-password with id and code', async () => {
    const { email } = await account('known');
    const response = await client().requestReset(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(GENERIC_ANSWER);

    const mails = await mailsTo(app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your Transmission Spec password');
    const { url, id, verificationCode } = await linkFor(email);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(verificationCode).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(mails[0]?.html).toContain(id);

    // Only a hash of the code is stored.
    const [row] = await app.db.select().from(passwordResets).where(eq(passwordResets.id, id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(verificationCode);
  });

  it('gives an unknown address exactly the same answer, and mails nothing', async () => {
    const { email } = await account('twin');
    const unknown = uniqueEmail('unknown');
    const user = client();
    const known = await user.requestReset(email);
    const other = await user.requestReset(unknown);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    expect(other.headers['content-type']).toBe(known.headers['content-type']);
    expect(other.headers['content-length']).toBe(known.headers['content-length']);
    expect(await mailsTo(app, unknown)).toHaveLength(0);
  });

  it('names the field for a bad e-mail in the path', async () => {
    const response = await client().requestReset('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { email: 'Please enter a valid email address.' },
    });
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

  it('limits links sent to one address: the 6th request within 15 minutes answers 429', async () => {
    const { email } = await account('flood');
    for (let call = 0; call < 5; call += 1) {
      expect((await client().requestReset(email)).statusCode).toBe(200);
    }
    const limited = await client().requestReset(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await mailsTo(app, email)).toHaveLength(5);
    // The same limit for an unknown address, so a 429 tells nothing either.
    const unknown = uniqueEmail('flood-unknown');
    for (let call = 0; call < 5; call += 1) await client().requestReset(unknown);
    expect((await client().requestReset(unknown)).statusCode).toBe(429);
  });

  it('limits reset requests from one client address to 30 within 15 minutes', async () => {
    const user = client('10.5.0.1');
    for (let call = 0; call < 30; call += 1) {
      expect((await user.requestReset(uniqueEmail('spread'))).statusCode).toBe(200);
    }
    const limited = await user.requestReset(uniqueEmail('spread'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits new-password submissions from one client address to 30 within 15 minutes', async () => {
    const user = client('10.5.0.2');
    const link = { id: randomUUID(), verificationCode: 'x'.repeat(43) };
    for (let call = 0; call < 30; call += 1) {
      expect((await user.setPassword(link)).statusCode).toBe(400);
    }
    const limited = await user.setPassword(link);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
