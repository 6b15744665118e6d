import { CSRF_COOKIE, CSRF_COOKIE_HTTPS, CSRF_HEADER, type Role } from '@transmission-spec/domain';
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
  // Sign-in hands out a new CSRF session and token along with the session cookies.
  const set = response.cookies.filter((cookie) => cookie.value !== '');
  const token = set.find(
    (cookie) => cookie.name === CSRF_COOKIE || cookie.name === CSRF_COOKIE_HTTPS,
  );
  if (!token) throw new Error('sign-in set no CSRF token');
  return {
    cookie: set.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    [CSRF_HEADER]: token.value,
  };
}
