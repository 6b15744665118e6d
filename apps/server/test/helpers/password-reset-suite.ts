import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeAll, vi } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/accounts/password-hashing.js';
import { insertUser } from '../../src/modules/accounts/user.repository.js';
import { lastMailTo, resetLinkOf } from './account-mail.js';
import { csrfHeaders } from './csrf.js';
import type { TestContext } from './test-app.js';

export const OLD_PASSWORD = 'Old$Passw0rd';
export const NEW_PASSWORD = 'New$Passw0rd';
export const PUBLIC_URL = 'https://spec.example.test';

export const GENERIC_ANSWER = {
  message:
    'If an account exists for that address we have sent you a password reset link. Follow the instructions in the email to reset your password.',
};
export const INVALID_LINK = {
  code: 'INVALID_RESET_LINK',
  message: 'This password reset link is invalid or has expired. Please request a new one.',
};

/**
 * What every password-reset-*.test.ts suite shares: an app for one database tier, clients that each
 * call from their own address, accounts, and the mailed link. `app` and `csrf` are set before the
 * suite's tests run, so read them in a hook or a test, never while the suite is being declared.
 */
export function passwordResetSuite(context: TestContext) {
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

  return {
    get app() {
      return app;
    },
    get csrf() {
      return csrf;
    },
    uniqueEmail,
    client,
    account,
    linkFor,
    passwordHashOf,
  };
}
