import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/index.js';
import { mailsTo } from './helpers/account-mail.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { GENERIC_ANSWER, passwordResetSuite, PUBLIC_URL } from './helpers/password-reset-suite.js';

/**
 * Asking for a password reset link: the mail, the same answer for every address, and the rate
 * limits.
 */
describeEachDatabase('password reset', (context) => {
  const suite = passwordResetSuite(context);
  const { uniqueEmail, client, account, linkFor } = suite;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });

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
