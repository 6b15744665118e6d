import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Issue 24, item 4: a NUL in `ts_access` answered 500 with an error log and a stack, to anyone.
 * Every cookie the server reads is input like any other: a bad value answers 401 or 400 in the
 * error shape (or is ignored where the cookie is optional), logged as one info line, never a 5xx.
 */

/** Values no cookie of ours ever holds: NUL raw and %-escaped, other controls, bad UTF-8, huge. */
const BAD_VALUES: Readonly<Record<string, string>> = {
  'raw NUL': 'abc\u0000def',
  '%00': 'abc%00def',
  'only %00': '%00',
  'control %01%1F': '%01%1F%7F',
  'non-UTF-8 %FF%FE': '%FF%FE%C3%28',
  'lone surrogate %ED%A0%80': '%ED%A0%80',
  'very long': 'A'.repeat(7000),
  'very long %00': '%00'.repeat(2000),
};

/** Every cookie the server reads (plain http names: PUBLIC_URL is http in tests). */
const TOKEN_COOKIES = ['ts_access', 'ts_refresh', 'ts_id'];
const OTHER_COOKIES = [
  'csrf-token',
  'ts_csrf_session',
  'units',
  '_session',
  '_session.sig',
  '_interaction',
  '_interaction.sig',
  '_interaction_resume',
  '_interaction_resume.sig',
];
const STATE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const LOGIN_COOKIE = `ts_login.${STATE}`;

interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly err?: { stack?: string };
}

describeEachDatabase('cookies with hostile values', (context) => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await context.build(
      { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    await createTestUser(app, 'cookie@example.com');
  });

  /** The log lines written since `from`, parsed. */
  const linesSince = (from: number): LogLine[] =>
    logLines.slice(from).map((line) => JSON.parse(line) as LogLine);

  /** Sends `cookies` (name=value pairs, appended to a valid CSRF pair) to every cookie reader. */
  const everyReader = async (cookies: string) => {
    const csrf = await csrfHeaders(app);
    const headers = { ...csrf, cookie: `${csrf.cookie}; ${cookies}` };
    const plain = { cookie: cookies };
    return Promise.all([
      app.inject({ method: 'GET', url: '/api/security/currentuser', headers: plain }),
      app.inject({ method: 'GET', url: '/api/surveyresult', headers: plain }),
      app.inject({
        method: 'POST',
        url: '/api/security/token/refresh?email=cookie%40example.com',
        headers,
      }),
      app.inject({ method: 'POST', url: '/logout', headers }),
      app.inject({ method: 'GET', url: `/login/callback?state=${STATE}&code=x`, headers: plain }),
      app.inject({ method: 'GET', url: '/api/config', headers: plain }),
      app.inject({ method: 'GET', url: '/', headers: plain }),
      app.inject({ method: 'GET', url: '/sign-in/some-uid/details', headers: plain }),
      app.inject({ method: 'GET', url: '/oidc/auth/some-uid', headers: plain }),
      app.inject({
        method: 'GET',
        url: '/oidc/auth?client_id=transmission-spec&response_type=code&scope=openid',
        headers: plain,
      }),
    ]);
  };

  for (const [label, value] of Object.entries(BAD_VALUES)) {
    it(`never answers 5xx, logs no error and no stack for ${label} in any cookie`, async () => {
      for (const name of [...TOKEN_COOKIES, ...OTHER_COOKIES, LOGIN_COOKIE]) {
        const from = logLines.length;
        const responses = await everyReader(`${name}=${value}`);
        for (const response of responses) {
          const where = `${name}=${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (
            response.statusCode >= 400 &&
            String(response.headers['content-type']).includes('json')
          ) {
            expect(response.json(), where).toEqual({
              code: expect.any(String) as string,
              message: expect.any(String) as string,
            });
          }
        }
        const lines = linesSince(from);
        const loud = lines.filter((line) => line.level >= 50);
        expect(loud, `${name}=${label}`).toEqual([]);
        expect(JSON.stringify(lines), `${name}=${label}`).not.toContain('"stack"');
      }
    });
  }

  it('answers 401 in the error shape, with one info line, for a bad access or refresh token', async () => {
    for (const value of Object.values(BAD_VALUES)) {
      const from = logLines.length;
      const current = await app.inject({
        method: 'GET',
        url: '/api/security/currentuser',
        headers: { cookie: `ts_access=${value}` },
      });
      expect(current.statusCode).toBe(401);
      expect(current.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
      });
      const csrf = await csrfHeaders(app);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/security/token/refresh?email=cookie%40example.com',
        headers: { ...csrf, cookie: `${csrf.cookie}; ts_refresh=${value}` },
      });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const refused = linesSince(from).filter((line) => line.msg === 'malformed cookie refused');
      expect(refused.map((line) => line.level)).toEqual([30, 30]);
    }
  });

  it('keeps a signed-in user signed in when another cookie of theirs is bad', async () => {
    const headers = await signIn(app, 'cookie@example.com');
    const response = await app.inject({
      method: 'GET',
      url: '/api/security/currentuser',
      headers: { ...headers, cookie: `${headers.cookie}; units=%00; _session=%FF` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: true, email: 'cookie@example.com' });
  });
});
