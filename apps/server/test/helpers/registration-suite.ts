import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeAll, vi } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { lastMailTo, verificationCodeOf } from './account-mail.js';
import { csrfHeaders } from './csrf.js';
import type { TestContext } from './test-app.js';

export const PASSWORD = 'Truck$pec2026';

export const MESSAGE = {
  emailExists: 'That email already has an account. Please use another email or log in.',
  invalidCode: 'The verification code was invalid.',
  alreadyVerified: 'It looks like this account has already been verified. Please log in.',
  invalidEmail: 'Please enter a valid email address.',
};

/** A wrong code for `code`: same alphabet and length, different value. */
export function otherCode(code: string): string {
  return code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
}

/**
 * What every registration-*.test.ts suite shares: an app for one database tier, clients that each
 * call from their own address, and the account's row and mailed code. `app` and `csrf` are set
 * before the suite's tests run, so read them in a hook or a test, never while the suite is being
 * declared.
 */
export function registrationSuite(context: TestContext) {
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

  return {
    get app() {
      return app;
    },
    get csrf() {
      return csrf;
    },
    uniqueEmail,
    client,
    userRow,
    codeFor,
  };
}
