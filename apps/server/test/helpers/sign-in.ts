import { CSRF_HEADER, type Role } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/accounts/password-hashing.js';
import { insertUser, type UserRecord } from '../../src/modules/accounts/user.repository.js';
import { csrfHeaders } from './csrf.js';

/** A password that meets the domain rules, for test accounts. */
export const TEST_PASSWORD = 'Gearbox#2024';

export interface TestUserOptions {
  readonly password?: string;
  readonly roles?: readonly Role[];
  readonly verified?: boolean;
}

/** Creates an account (verified, TransmissionUser unless told otherwise) straight in the database. */
export async function createTestUser(
  app: FastifyInstance,
  email: string,
  { password = TEST_PASSWORD, roles, verified = true }: TestUserOptions = {},
): Promise<UserRecord> {
  const user = await insertUser(app.db, {
    email,
    passwordHash: await hashPassword(password),
    ...(roles ? { roles } : {}),
    ...(verified ? { emailVerifiedAt: new Date() } : {}),
  });
  if (!user) throw new Error(`an account for ${email} exists already`);
  return user;
}

/**
 * What a signed-in browser sends on every call: `cookie` (CSRF and session cookies) and the CSRF
 * header. Pass it as `headers` to `app.inject` for GETs and mutations alike.
 */
export type SignedInHeaders = Record<string, string> & { readonly cookie: string };

/** Signs in through POST /api/security/token; throws unless it answers 200. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<SignedInHeaders> {
  const csrf = await csrfHeaders(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/security/token',
    headers: csrf,
    payload: { user: email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const sessionCookies = response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`);
  return {
    cookie: [csrf.cookie, ...sessionCookies].join('; '),
    [CSRF_HEADER]: csrf[CSRF_HEADER] ?? '',
  };
}
