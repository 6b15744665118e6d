import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { oidcPayloads } from '../src/db/schema/index.js';
import {
  CLEAN_ADDRESS_FAILURES,
  SIGN_IN_LIMITS,
} from '../src/modules/identity/sign-in-rate-limit.js';
import { Browser } from './helpers/browser.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';
import { currentUser, openSignIn, submitSignIn } from './helpers/sign-in-flow.js';
import { describeEachDatabase } from './helpers/test-app.js';

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many requests. Please wait a moment and try again.',
};

async function tokenSignIn(
  app: FastifyInstance,
  user: string,
  password: string,
  remoteAddress = '10.0.0.1',
) {
  const csrf = await csrfHeaders(app);
  return app.inject({
    method: 'POST',
    url: '/api/security/token',
    headers: csrf,
    payload: { user, password },
    remoteAddress,
  });
}

describeEachDatabase('sign-in rate limits', (context) => {
  it('refuses the address that keeps guessing, while the owner still signs in from another', async () => {
    const app = await context.build();
    await createTestUser(app, 'ann@example.com');
    const { max } = SIGN_IN_LIMITS.perAccountAddressFailures;
    const attacker = '10.0.9.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max + 2; attempt += 1) {
      statuses.push(
        (await tokenSignIn(app, 'ann@example.com', 'Wrong-password1', attacker)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429, 429]);
    // The attacker's address is refused even with the right password, with Retry-After.
    const paused = await tokenSignIn(app, 'ann@example.com', TEST_PASSWORD, attacker);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual(RATE_LIMITED);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(60);
    // The sign-in screen shares the budget: the attacker's address is refused there too.
    const attackersBrowser = new Browser(app);
    attackersBrowser.remoteAddress = attacker;
    const attackersScreen = await attackersBrowser.post(
      `/sign-in/${await openSignIn(attackersBrowser)}/login`,
      { email: 'ann@example.com', password: TEST_PASSWORD },
    );
    expect(attackersScreen.statusCode).toBe(429);
    // The owner, from an address that has not failed, gets in on both sign-in routes.
    expect((await tokenSignIn(app, 'ann@example.com', TEST_PASSWORD, '10.0.8.8')).statusCode).toBe(
      200,
    );
    const ownersBrowser = new Browser(app);
    ownersBrowser.remoteAddress = '10.0.8.9';
    const end = await submitSignIn(
      ownersBrowser,
      await openSignIn(ownersBrowser),
      'ann@example.com',
    );
    expect(end.url).toBe('/');
    expect((await currentUser(ownersBrowser)).body).toMatchObject({ email: 'ann@example.com' });
  });

  it('behind a trusted proxy, tells the attacker from the owner by X-Forwarded-For', async () => {
    const app = await context.build({ TRUST_PROXY: '1' });
    await createTestUser(app, 'fay@example.com');
    const viaProxy = async (clientAddress: string, password: string) => {
      const csrf = await csrfHeaders(app);
      return app.inject({
        method: 'POST',
        url: '/api/security/token',
        headers: { ...csrf, 'x-forwarded-for': clientAddress },
        payload: { user: 'fay@example.com', password },
        remoteAddress: '127.0.0.1',
      });
    };
    const { max } = SIGN_IN_LIMITS.perAccountAddressFailures;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await viaProxy('203.0.113.9', 'Wrong-password1')).statusCode).toBe(401);
    }
    expect((await viaProxy('203.0.113.9', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.7', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows a guessing spread over many addresses to 3 tries per new address, without locking the owner out', async () => {
    const app = await context.build();
    await createTestUser(app, 'eve@example.com');
    const { max } = SIGN_IN_LIMITS.perAccountFailures;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect(
        (await tokenSignIn(app, 'eve@example.com', 'Wrong-password1', `10.0.1.${attempt}`))
          .statusCode,
      ).toBe(401);
    }
    // The e-mail has had its failures: an address that has failed as often as a clean address may
    // now waits...
    const clean = CLEAN_ADDRESS_FAILURES;
    for (let attempt = 1; attempt < clean; attempt += 1) {
      expect(
        (await tokenSignIn(app, 'eve@example.com', 'Wrong-password1', '10.0.1.0')).statusCode,
      ).toBe(401);
    }
    const again = await tokenSignIn(app, 'eve@example.com', 'Wrong-password1', '10.0.1.0');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    // ...a new address gets a few tries, then waits too...
    for (let attempt = 0; attempt < clean; attempt += 1) {
      expect(
        (await tokenSignIn(app, 'eve@example.com', 'Wrong-password1', '10.0.3.1')).statusCode,
      ).toBe(401);
    }
    expect((await tokenSignIn(app, 'eve@example.com', TEST_PASSWORD, '10.0.3.1')).statusCode).toBe(
      429,
    );
    // ...and the owner's right password from a clean address goes through.
    expect((await tokenSignIn(app, 'eve@example.com', TEST_PASSWORD, '10.0.3.2')).statusCode).toBe(
      200,
    );
    // Other accounts are not affected, from any address.
    await createTestUser(app, 'bob@example.com');
    expect((await tokenSignIn(app, 'bob@example.com', TEST_PASSWORD, '10.0.1.0')).statusCode).toBe(
      200,
    );
  });

  it('lets the owner mistype from a clean address after a stranger used up the e-mail’s failures', async () => {
    const app = await context.build();
    await createTestUser(app, 'gus@example.com');
    const stranger = '10.0.5.1';
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountFailures.max; attempt += 1) {
      expect(
        (await tokenSignIn(app, 'gus@example.com', 'Wrong-password1', stranger)).statusCode,
      ).toBe(401);
    }
    // The owner, from a clean address, mistypes as many times as a clean address may, then signs in.
    const owner = '10.0.6.1';
    for (let attempt = 0; attempt < CLEAN_ADDRESS_FAILURES - 1; attempt += 1) {
      expect((await tokenSignIn(app, 'gus@example.com', 'Wrong-password1', owner)).statusCode).toBe(
        401,
      );
    }
    expect((await tokenSignIn(app, 'gus@example.com', TEST_PASSWORD, owner)).statusCode).toBe(200);
    // The stranger's address stays refused, the right password included.
    expect((await tokenSignIn(app, 'gus@example.com', TEST_PASSWORD, stranger)).statusCode).toBe(
      429,
    );
  });

  it('bounds a guesser rotating addresses to the e-mail’s failures plus a few per new address', async () => {
    const app = await context.build();
    await createTestUser(app, 'hal@example.com');
    const { max } = SIGN_IN_LIMITS.perAccountFailures;
    const clean = CLEAN_ADDRESS_FAILURES;
    const addresses = 6;
    let guesses = 0;
    for (let address = 0; address < addresses; address += 1) {
      // Each address guesses until it is refused.
      for (;;) {
        const status = (
          await tokenSignIn(app, 'hal@example.com', 'Wrong-password1', `10.0.7.${address}`)
        ).statusCode;
        if (status === 429) break;
        expect(status).toBe(401);
        guesses += 1;
      }
    }
    // The first address spends the e-mail's failures; each later one gets at most `clean` guesses.
    expect(guesses).toBe(max + (addresses - 1) * clean);
  });

  it('pauses an unknown e-mail exactly like a known one, so the limit reveals nothing', async () => {
    const app = await context.build();
    await createTestUser(app, 'cat@example.com');
    const answers = async (email: string, address: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAccountFailures.max + 1; attempt += 1) {
        statuses.push((await tokenSignIn(app, email, 'Wrong-password1', address)).statusCode);
      }
      return statuses;
    };
    expect(await answers('nobody@example.com', '10.1.0.1')).toEqual(
      await answers('cat@example.com', '10.1.0.2'),
    );
  });

  it('limits attempts from one address, across e-mails', async () => {
    const app = await context.build();
    const { max } = SIGN_IN_LIMITS.perAddress;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await tokenSignIn(
        app,
        `user${attempt}@example.com`,
        'Wrong-password1',
        '10.2.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await tokenSignIn(app, 'another@example.com', 'Wrong-password1', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await tokenSignIn(app, 'another@example.com', 'Wrong-password1', '10.2.0.2')).statusCode,
    ).toBe(401);
  });

  it('limits authorization requests per address like the API, but never the server’s own token calls', async () => {
    const app = await context.build({ RATE_LIMIT_MAX: '3' });
    await createTestUser(app, 'dora@example.com');
    const authorize = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/oidc/auth?client_id=transmission-spec', remoteAddress });
    for (let call = 0; call < 3; call += 1) {
      expect((await authorize('10.3.0.1')).statusCode).toBe(303);
    }
    const limited = await authorize('10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await authorize('10.3.0.2')).statusCode).toBe(303);
    // Password sign-ins go through the token endpoint in-process, many times over the limit.
    for (let call = 0; call < 5; call += 1) {
      expect(
        (await tokenSignIn(app, 'dora@example.com', TEST_PASSWORD, `10.4.0.${call}`)).statusCode,
      ).toBe(200);
    }
  });

  it('refuses the authorization endpoint spelled in another case, and counts every spelling in one budget', async () => {
    const app = await context.build({ RATE_LIMIT_MAX: '3' });
    const interactions = async () => {
      const [row] = await app.db
        .select({ n: count() })
        .from(oidcPayloads)
        .where(eq(oidcPayloads.model, 'Interaction'));
      return row?.n ?? 0;
    };
    const before = await interactions();
    // A complete authorization request, which the provider answers by storing an open sign-in.
    const query = new URLSearchParams({
      client_id: 'transmission-spec',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${app.config.publicUrl}/login/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const authorize = async (path: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `${path}?${query.toString()}`,
          remoteAddress: '10.3.1.1',
        })
      ).statusCode;
    // Only the provider's own spelling starts a sign-in; the others are not its paths.
    expect(await authorize('/oidc/auth')).toBe(303);
    expect(await authorize('/oidc/AUTH')).toBe(404);
    expect(await authorize('/oidc/Auth')).toBe(404);
    // All of them spent one address's budget.
    expect(await authorize('/oidc/aUtH')).toBe(429);
    expect(await authorize('/oidc/auth')).toBe(429);
    for (let call = 0; call < 10; call += 1) {
      expect(await authorize('/oidc/AUTH')).toBe(429);
    }
    // One sign-in was stored, however many requests came.
    expect(await interactions()).toBe(before + 1);
  });
});
