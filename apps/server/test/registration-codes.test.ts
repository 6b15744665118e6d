import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { emailVerifications, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/accounts/password-hashing.js';
import { lastMailTo, mailsTo, verificationCodeOf } from './helpers/account-mail.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { MESSAGE, otherCode, PASSWORD, registrationSuite } from './helpers/registration-suite.js';

/** Registering with a mailed code: sending, verifying, wrong tries, expiry and reuse. */
describeEachDatabase('registration', (context) => {
  const suite = registrationSuite(context);
  const { uniqueEmail, client, userRow, codeFor } = suite;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });

  it('mails a 6-character code to a new address and answers 201', async () => {
    const email = uniqueEmail('new');
    const response = await client().register(email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email, expiresInMinutes: 15 });

    const mails = await mailsTo(app, email);
    expect(mails).toHaveLength(1);
    const mail = await lastMailTo(app, email);
    const code = verificationCodeOf(mail);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('The code expires in 15 minutes.');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('Transmission Spec');

    // Only a hash is kept.
    const rows = await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it('creates the verified account with verifynew and the mailed code (case and spaces ignored)', async () => {
    const email = uniqueEmail('create');
    const user = client();
    await user.register(email);
    const code = await codeFor(email);

    const created = await user.verifyNew(email, ` ${code.toLowerCase()} `);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ email });

    const row = await userRow(email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.roles).toEqual(['TransmissionUser']);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it('answers 409 EMAIL_EXISTS for a verified account, and 405 ALREADY_VERIFIED to both verify calls', async () => {
    const email = uniqueEmail('exists');
    const user = client();
    await user.register(email);
    const code = await codeFor(email);
    expect((await user.verifyNew(email, code)).statusCode).toBe(201);

    const again = await user.register(email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'EMAIL_EXISTS', message: MESSAGE.emailExists });
    expect(await mailsTo(app, email)).toHaveLength(1);

    for (const response of [
      await user.verifyNew(email, code),
      await user.verifyExisting(email, code),
    ]) {
      expect(response.statusCode).toBe(405);
      expect(response.json()).toEqual({
        code: 'ALREADY_VERIFIED',
        message: MESSAGE.alreadyVerified,
      });
    }
  });

  it('answers 400 INVALID_VERIFICATION_CODE for a wrong code and creates nothing', async () => {
    const email = uniqueEmail('wrong');
    const user = client();
    await user.register(email);
    const response = await user.verifyNew(email, otherCode(await codeFor(email)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_VERIFICATION_CODE',
      message: MESSAGE.invalidCode,
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('answers 400 INVALID_VERIFICATION_CODE when no code was ever sent to the address', async () => {
    const response = await client().verifyNew(uniqueEmail('never'), 'ABCDEF');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_VERIFICATION_CODE' });
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const email = uniqueEmail('four');
    const user = client();
    await user.register(email);
    const code = await codeFor(email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await user.verifyNew(email, otherCode(code))).statusCode).toBe(400);
    }
    expect((await user.verifyNew(email, code)).statusCode).toBe(201);
  });

  it('voids the code at the 5th wrong try: even the right code then fails', async () => {
    const email = uniqueEmail('five');
    const user = client();
    await user.register(email);
    const code = await codeFor(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await user.verifyNew(email, otherCode(code))).statusCode).toBe(400);
    }
    const right = await user.verifyNew(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'INVALID_VERIFICATION_CODE' });
    expect(await userRow(email)).toBeUndefined();

    // A new code works again.
    await user.register(email);
    expect((await user.verifyNew(email, await codeFor(email))).statusCode).toBe(201);
  });

  it('lets a code expire after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-03-01T10:00:00Z');
    vi.setSystemTime(start);
    const user = client();
    const late = uniqueEmail('late');
    const inTime = uniqueEmail('intime');
    await user.register(late);
    await user.register(inTime);

    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 - 1000));
    expect((await user.verifyNew(inTime, await codeFor(inTime))).statusCode).toBe(201);

    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 + 1000));
    const expired = await user.verifyNew(late, await codeFor(late));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_VERIFICATION_CODE' });
  });

  it('sends a fresh code on every register call and voids the older one', async () => {
    const email = uniqueEmail('resend');
    const user = client();
    expect((await user.register(email)).statusCode).toBe(201);
    const first = await codeFor(email);
    expect((await user.register(email)).statusCode).toBe(201);
    const second = await codeFor(email);
    expect(await mailsTo(app, email)).toHaveLength(2);
    expect(second).not.toBe(first);

    expect((await user.verifyNew(email, first)).statusCode).toBe(400);
    expect((await user.verifyNew(email, second)).statusCode).toBe(201);
  });

  it('uses a code once', async () => {
    const email = uniqueEmail('once');
    const user = client();
    await user.register(email);
    const code = await codeFor(email);
    expect((await user.verifyNew(email, code)).statusCode).toBe(201);
    // The account exists now, so the same call is refused as already verified; the code row is used.
    const [row] = await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row?.consumedAt).toBeInstanceOf(Date);
  });

  it('creates one account when the right code is submitted twice at once', async () => {
    const email = uniqueEmail('race');
    const user = client();
    await user.register(email);
    const code = await codeFor(email);
    const responses = await Promise.all([
      user.verifyNew(email, code),
      user.verifyNew(email, code),
      user.verifyNew(email, code),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 400, 405].includes(status))).toBe(true);
    const rows = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(rows[0]?.count).toBe(1);
  });
});
