import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/accounts/password-hashing.js';
import { insertUser } from '../src/modules/accounts/user.repository.js';
import { lastMailTo, mailsTo, verificationCodeOf } from './helpers/account-mail.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { MESSAGE, otherCode, PASSWORD, registrationSuite } from './helpers/registration-suite.js';

/** Registration: refused input, existing accounts, the CSRF header and the rate limits. */
describeEachDatabase('registration', (context) => {
  const suite = registrationSuite(context);
  const { uniqueEmail, client, userRow, codeFor } = suite;
  let app: FastifyInstance;
  let csrf: Record<string, string>;
  beforeAll(() => {
    ({ app, csrf } = suite);
  });

  it('refuses a password that breaks the rules with 400 naming the field', async () => {
    const email = uniqueEmail('weak');
    const user = client();
    await user.register(email);
    const response = await user.verifyNew(email, await codeFor(email), 'password12345');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.password).toBe('Password must contain an uppercase letter');
    expect(await userRow(email)).toBeUndefined();
  });

  it('names the field for a bad e-mail in the path or body, and a missing code', async () => {
    const user = client();
    const path = await user.register('not-an-email');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: MESSAGE.invalidEmail },
    });
    const body = await user.verifyNew('nope', '');
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      fields: { email: MESSAGE.invalidEmail, verificationCode: 'Required field' },
    });
    const long = await user.verifyExisting(uniqueEmail('long'), 'ABCDEFG');
    expect(long.json()).toMatchObject({
      fields: { verificationCode: 'Field cannot exceed 6 characters' },
    });
  });

  it('answers 200 for an existing unverified account, and verifyexisting verifies it', async () => {
    const email = uniqueEmail('unverified');
    const passwordHash = await hashPassword('Old$Passw0rd');
    await insertUser(app.db, { email, passwordHash });
    const user = client();

    const response = await user.register(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, expiresInMinutes: 15 });
    const mail = await lastMailTo(app, email);
    expect(mail.text).toContain('confirm the e-mail address of your account');

    const code = verificationCodeOf(mail);
    expect((await user.verifyExisting(email, otherCode(code))).statusCode).toBe(400);
    const verified = await user.verifyExisting(email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email });
    const row = await userRow(email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBe(passwordHash);

    expect((await user.register(email)).statusCode).toBe(409);
    expect((await user.verifyExisting(email, code)).statusCode).toBe(405);
  });

  it('answers 400 to verifyexisting when there is no account to verify', async () => {
    const email = uniqueEmail('noaccount');
    const user = client();
    await user.register(email);
    const response = await user.verifyExisting(email, await codeFor(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_VERIFICATION_CODE' });
    // The code was not spent: verifynew still takes it.
    expect((await user.verifyNew(email, await codeFor(email))).statusCode).toBe(201);
  });

  it('refuses every call without the CSRF header', async () => {
    const email = uniqueEmail('csrf');
    const user = client();
    const withoutHeader = { cookie: csrf.cookie ?? '' };
    for (const [url, payload] of [
      [`/api/registration/register/${email}`, undefined],
      ['/api/registration/verifynew', { email, verificationCode: 'ABCDEF', password: PASSWORD }],
      ['/api/registration/verifyexisting', { email, verificationCode: 'ABCDEF' }],
    ] as const) {
      const response = await user.post(url, payload, withoutHeader);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
    }
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it('limits codes sent to one address: the 6th register call within 15 minutes answers 429', async () => {
    const email = uniqueEmail('flood');
    for (let call = 0; call < 5; call += 1) {
      // From different addresses: the limit follows the e-mail.
      expect((await client().register(email)).statusCode).toBe(201);
    }
    const limited = await client().register(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(await mailsTo(app, email)).toHaveLength(5);
  });

  it('limits register calls from one client address to 30 within 15 minutes', async () => {
    const user = client('10.2.0.1');
    for (let call = 0; call < 30; call += 1) {
      expect((await user.register(uniqueEmail('spread'))).statusCode).toBe(201);
    }
    const limited = await user.register(uniqueEmail('spread'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await client('10.2.0.2').register(uniqueEmail('spread'))).statusCode).toBe(201);
  });

  it('limits verification tries from one client address to 30 within 15 minutes, across both calls', async () => {
    const user = client('10.3.0.1');
    const email = uniqueEmail('guess');
    await user.register(email);
    for (let call = 0; call < 30; call += 1) {
      const response =
        call % 2 === 0
          ? await user.verifyNew(email, 'ABCDEF')
          : await user.verifyExisting(email, 'ABCDEF');
      expect(response.statusCode).toBe(400);
    }
    const limited = await user.verifyNew(email, 'ABCDEF');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
