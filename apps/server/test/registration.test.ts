import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { emailVerifications, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/accounts/password-hashing.js';
import { insertUser } from '../src/modules/accounts/user.repository.js';
import { hashPassword } from '../src/modules/accounts/password-hashing.js';
import { lastMailTo, mailsTo, verificationCodeOf } from './helpers/account-mail.js';
import { csrfHeaders } from './helpers/csrf.js';
import { signIn } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

const PASSWORD = 'Truck$pec2026';

const MESSAGE = {
  emailExists: 'That email already has an account. Please use another email or log in.',
  invalidCode: 'The verification code was invalid.',
  alreadyVerified: 'It looks like this account has already been verified. Please log in.',
  invalidEmail: 'Please enter a valid email address.',
};

/** A wrong code for `code`: same alphabet and length, different value. */
function otherCode(code: string): string {
  return code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
}

describeEachDatabase('registration', (context) => {
  let app: FastifyInstance;
  let csrf: Record<string, string>;
  beforeAll(async () => {
    // The app-wide per-address limit is not what these tests are about.
    app = await context.build({ RATE_LIMIT_MAX: '100000' });
    csrf = await csrfHeaders(app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

  /** A client at its own address, so the per-address limits of one test do not reach another. */
  function client(
    remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {
    const post = (url: string, payload?: InjectOptions['payload'], headers = csrf) =>
      app.inject({ method: 'POST', url, headers, remoteAddress, ...(payload ? { payload } : {}) });
    return {
      register: (email: string) => post(`/api/registration/register/${encodeURIComponent(email)}`),
      verifyNew: (email: string, verificationCode: string, password = PASSWORD) =>
        post('/api/registration/verifynew', { email, verificationCode, password }),
      verifyExisting: (email: string, verificationCode: string) =>
        post('/api/registration/verifyexisting', { email, verificationCode }),
      post,
    };
  }

  async function userRow(email: string) {
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async function codeFor(email: string): Promise<string> {
    return verificationCodeOf(await lastMailTo(app, email));
  }

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

  const DETAILS = {
    firstName: ' Ann ',
    lastName: 'Lee',
    organizationName: 'Lee Haulage',
    organizationType: 'Fleet',
    vocationCheckList: ['Linehaul', 'Heavy Haul'],
    countryList: ['Canada', 'United States'],
  };

  /** Registers `email` with verifynew and signs in as the web app does right after. */
  async function registerAndSignIn(email: string) {
    const user = client();
    await user.register(email);
    expect((await user.verifyNew(email, await codeFor(email))).statusCode).toBe(201);
    return signIn(app, email, PASSWORD);
  }

  const saveDetails = (payload: object, headers: Record<string, string> = csrf) =>
    app.inject({ method: 'POST', url: '/api/registration/accountdetails', headers, payload });

  it('saves the account details of the signed-in new user', async () => {
    const email = uniqueEmail('details');
    const headers = await registerAndSignIn(email);
    const response = await saveDetails({ email: email.toUpperCase(), ...DETAILS }, headers);
    expect(response.statusCode).toBe(200);

    const row = await userRow(email);
    expect(row).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      organizationName: 'Lee Haulage',
      organizationType: 'Fleet',
      vocations: ['Linehaul', 'Heavy Haul'],
      countries: ['Canada', 'United States'],
      displayName: 'Ann Lee',
    });
    const current = await app.inject({ method: 'GET', url: '/api/security/currentuser', headers });
    expect(current.json()).toMatchObject({ email, displayName: 'Ann Lee' });
  });

  it('answers 401 to account details when signed out', async () => {
    const response = await saveDetails({ email: uniqueEmail('anon'), ...DETAILS });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("answers 403 to account details for someone else's e-mail and changes nothing", async () => {
    const mine = uniqueEmail('mine');
    const theirs = uniqueEmail('theirs');
    const headers = await registerAndSignIn(mine);
    await registerAndSignIn(theirs);
    const response = await saveDetails({ email: theirs, ...DETAILS }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await userRow(theirs))?.firstName).toBeNull();
    expect((await userRow(mine))?.firstName).toBeNull();
  });

  it('names every bad account detail in a 400', async () => {
    const email = uniqueEmail('baddetails');
    const headers = await registerAndSignIn(email);
    const response = await saveDetails(
      {
        email,
        firstName: '   ',
        lastName: 'x'.repeat(256),
        organizationName: 'Lee Haulage',
        organizationType: 'Pirates',
        vocationCheckList: [],
        countryList: ['Atlantis'],
      },
      headers,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toMatchObject({
      firstName: 'Required field',
      lastName: 'Field cannot exceed 255 characters',
      organizationType: 'Required field',
      vocationCheckList: 'Choose at least one option',
    });
    expect(Object.keys(body.fields)).toContain('countryList.0');
    expect((await userRow(email))?.firstName).toBeNull();
  });

  it('refuses account details without the CSRF header', async () => {
    const email = uniqueEmail('detailscsrf');
    const headers = await registerAndSignIn(email);
    const response = await saveDetails({ email, ...DETAILS }, { cookie: headers.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
  });
});
