import {
  CSRF_COOKIE,
  CSRF_COOKIE_HTTPS,
  CSRF_HEADER,
  linehaulTractorAnswers,
  type Role,
} from '@transmission-spec/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { surveyResults } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/accounts/password-hashing.js';
import { insertUser } from '../../src/modules/accounts/user.repository.js';
import { csrfHeaders } from './csrf.js';
import type { TestContext } from './test-app.js';

/**
 * What every survey-result-*.test.ts suite shares: the signed-in users, a real recommendation to
 * save, and the calls of /api/surveyresult. Each file gets its own app and database.
 */

/** What a signed-in browser sends: its cookies (CSRF and tokens) and the CSRF header. */
export interface Session {
  readonly userId: string;
  readonly headers: Record<string, string>;
}

const PASSWORD = 'Sp3c-Saver!';

/** Creates a verified account holding `roles` and signs it in through POST /api/security/token. */
export async function signedInUser(
  app: FastifyInstance,
  email: string,
  roles: readonly Role[] = ['TransmissionUser'],
): Promise<Session> {
  const user = await insertUser(app.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    roles,
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error(`${email} already exists`);
  const csrf = await csrfHeaders(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/security/token',
    headers: csrf,
    payload: { user: email, password: PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  // Sign-in hands out the session cookies and a new CSRF pair bound to it: the pair from before
  // the sign-in is refused from now on (decision 081).
  const set = response.cookies.filter((cookie) => cookie.value !== '');
  const token = set.find(
    (cookie) => cookie.name === CSRF_COOKIE || cookie.name === CSRF_COOKIE_HTTPS,
  );
  if (!token) throw new Error('sign-in set no CSRF token');
  return {
    userId: user.id,
    headers: {
      cookie: set.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      [CSRF_HEADER]: token.value,
    },
  };
}

/** The same session without the X-CSRF-Token header, as a forged cross-site request would be. */
export function withoutCsrfHeader(session: Session): Record<string, string> {
  return Object.fromEntries(
    Object.entries(session.headers).filter(([name]) => name !== CSRF_HEADER),
  );
}

type Recommendation = Record<string, unknown> & { name: string };

/** A real result of POST /api/survey, as the result screen holds it. */
async function recommendLinehaul(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/survey',
    headers: await csrfHeaders(app),
    payload: linehaulTractorAnswers(),
  });
  const { topChoice, runnerUp } = response.json<{
    topChoice: Recommendation;
    runnerUp: Recommendation | null;
  }>();
  return { topChoice, runnerUp };
}

export interface SpecBody {
  title?: unknown;
  notes?: unknown;
  result?: unknown;
  survey?: unknown;
  version?: unknown;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

interface SpecDetail {
  id: string;
  title: string;
  notes: string;
  result: string;
  survey: string;
  createdAtUTC: string;
  lastEditedUTC: string;
  version: string;
}

/** The size of an error body as sent. */
export function response400Size(body: ApiErrorBody): number {
  return JSON.stringify(body).length;
}

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Builds the app for one database tier and signs in alice (a TransmissionUser) and bob (a
 * TransmissionAdmin) before the suite's tests; `app`, `alice`, `bob` and `result` are set once that
 * has run, so read them in a hook or a test, never while the suite is being declared.
 */
export function surveyResultSuite(context: TestContext) {
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;
  let result: Awaited<ReturnType<typeof recommendLinehaul>>;

  beforeAll(async () => {
    app = await context.build();
    [alice, bob] = await Promise.all([
      signedInUser(app, 'alice@fleet.example'),
      signedInUser(app, 'bob@fleet.example', ['TransmissionAdmin']),
    ]);
    result = await recommendLinehaul(app);
  });

  function specBody(overrides: SpecBody = {}): SpecBody {
    return {
      title: 'Denver linehaul',
      notes: '<p>For the <strong>Denver</strong> fleet</p>',
      result: JSON.stringify(result),
      survey: JSON.stringify(linehaulTractorAnswers()),
      version: '1.0',
      ...overrides,
    };
  }

  async function create(session: Session, overrides: SpecBody = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/surveyresult',
      headers: session.headers,
      payload: specBody(overrides),
    });
  }

  async function createId(session: Session, overrides: SpecBody = {}): Promise<string> {
    const response = await create(session, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function getSpec(session: Session | undefined, id: string) {
    return app.inject({
      method: 'GET',
      url: `/api/surveyresult/${id}`,
      headers: session?.headers ?? {},
    });
  }

  async function detail(session: Session, id: string): Promise<SpecDetail> {
    const response = await getSpec(session, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SpecDetail>();
  }

  async function put(session: Session, id: string, body: { title?: unknown; notes?: unknown }) {
    return app.inject({
      method: 'PUT',
      url: `/api/surveyresult/${id}`,
      headers: session.headers,
      payload: body,
    });
  }

  async function list(session: Session) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/surveyresult',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>[]>();
  }

  async function storedRows(ownerId: string) {
    const [row] = await app.db
      .select({ rows: count() })
      .from(surveyResults)
      .where(eq(surveyResults.ownerId, ownerId));
    return row?.rows ?? 0;
  }

  return {
    get app() {
      return app;
    },
    get alice() {
      return alice;
    },
    get bob() {
      return bob;
    },
    get result() {
      return result;
    },
    specBody,
    create,
    createId,
    getSpec,
    detail,
    put,
    list,
    storedRows,
  };
}
