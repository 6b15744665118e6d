import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signIn } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { PASSWORD, registrationSuite } from './helpers/registration-suite.js';

/** The account details a newly registered user saves. */
describeEachDatabase('registration', (context) => {
  const suite = registrationSuite(context);
  const { uniqueEmail, client, userRow, codeFor } = suite;
  let app: FastifyInstance;
  let csrf: Record<string, string>;
  beforeAll(() => {
    ({ app, csrf } = suite);
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
