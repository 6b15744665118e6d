import type { ApiError } from '@transmission-spec/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { createTestUser, signIn, type SignedInHeaders } from './sign-in.js';
import type { TestContext } from './test-app.js';

/**
 * Issue 11, findings 2, 7 and 8: validation errors stay small whatever the input, ids beyond the
 * database's integer range are refused instead of failing, and text PostgreSQL cannot store is
 * refused by name before it reaches the database, which never gets its parameters into the log.
 */

/** The most an error answer may weigh, whatever the request held. */
const MAX_ERROR_BYTES = 8 * 1024;
export const INT4_MAX = 2_147_483_647;

const ADMIN = 'bounds.admin@example.com';
const USER = 'bounds.user@example.com';
/** Text no log line may ever show: it only travels as a query parameter. */
export const PERSONAL = 'Xylophone-Quartermaine';

export function expectBoundedError(response: LightMyRequestResponse, status: number): ApiError {
  expect(response.statusCode).toBe(status);
  expect(response.rawPayload.length).toBeLessThanOrEqual(MAX_ERROR_BYTES);
  const body = response.json<ApiError>();
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  return body;
}

/**
 * Builds the app for one database tier with its log lines captured, and signs in an administrator
 * and a user; `app`, `admin` and `user` are set before the suite's tests run, so read them in a hook
 * or a test, never while the suite is being declared.
 */
export function inputBoundsSuite(context: TestContext) {
  let app: FastifyInstance;
  let admin: SignedInHeaders;
  let user: SignedInHeaders;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await context.build(
      { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    await createTestUser(app, ADMIN, { roles: ['TransmissionAdmin'] });
    await createTestUser(app, USER);
    admin = await signIn(app, ADMIN);
    user = await signIn(app, USER);
  });

  function accountDetails(overrides: Record<string, unknown> = {}) {
    return {
      email: USER,
      firstName: 'Ann',
      lastName: 'Driver',
      organizationName: 'Fleet Co',
      organizationType: 'Fleet',
      vocationCheckList: ['Linehaul'],
      countryList: ['Canada'],
      ...overrides,
    };
  }

  return {
    get app() {
      return app;
    },
    get admin() {
      return admin;
    },
    get user() {
      return user;
    },
    logLines,
    accountDetails,
  };
}
