import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { surveyResults } from '../src/db/schema/index.js';
import { findUserByEmail } from '../src/modules/accounts/user.repository.js';
import { SIGN_IN_LIMITS } from '../src/modules/identity/sign-in-rate-limit.js';
import {
  SECURITY_EVENT_TYPES,
  type SecurityEvent,
} from '../src/modules/security-events/security-events.js';
import { Browser } from './helpers/browser.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn, TEST_PASSWORD } from './helpers/sign-in.js';
import { openSignIn, submitSignIn } from './helpers/sign-in-flow.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** Wrong passwords the tests type: no log line may ever hold one. */
const WRONG_PASSWORD = 'Wrong#Passw0rd';
/** The fields every event line may have besides pino's own (level, time, pid, hostname, msg). */
const EVENT_FIELDS = new Set([
  'event',
  'type',
  'userId',
  'emailHash',
  'ip',
  'requestId',
  'reason',
  'method',
  'roles',
  'source',
  'specId',
]);
const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

describeEachDatabase('security events', (context) => {
  let app: FastifyInstance;
  const lines: string[] = [];
  /** The security events written since `from` (an index into `lines`). */
  const eventsSince = (from: number) =>
    lines
      .slice(from)
      .map((line) => JSON.parse(line) as Partial<SecurityEvent> & Record<string, unknown>)
      .filter((entry) => entry.event === 'security');
  /** Runs `act` and returns the security events it wrote. */
  const eventsOf = async (act: () => Promise<unknown>) => {
    const from = lines.length;
    await act();
    return eventsSince(from);
  };
  /** Sends `request` and returns its response with the security events it wrote. */
  const sendAndRead = async (send: () => Promise<LightMyRequestResponse>) => {
    const from = lines.length;
    const response = await send();
    return { response, events: eventsSince(from) };
  };
  const requestIdOf = (response: LightMyRequestResponse) => response.headers['x-request-id'];

  beforeAll(async () => {
    app = await context.build(
      {
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'root@example.com',
        ADMIN_PASSWORD: 'Admin#Pass2024',
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });

  const tokenSignIn = async (user: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/security/token',
      headers: await csrfHeaders(app),
      payload: { user, password },
      remoteAddress,
    });

  it('logs the administrator made from ADMIN_EMAIL at start as a role change, at LOG_LEVEL warn', async () => {
    const root = await findUserByEmail(app.db, 'root@example.com');
    const events = eventsSince(0).filter((entry) => entry.type === 'role.granted');
    expect(events).toEqual([
      expect.objectContaining({
        event: 'security',
        type: 'role.granted',
        userId: root?.id,
        roles: ['TransmissionAdmin', 'TransmissionUser'],
        source: 'ADMIN_EMAIL',
      }),
    ]);
    // A second start changes nothing and says nothing.
    const again: string[] = [];
    await context.build(
      { LOG_LEVEL: 'info', ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'Admin#Pass2024' },
      { logStream: { write: (line) => again.push(line) } },
    );
    expect(again.filter((line) => line.includes('"event":"security"'))).toEqual([]);
  });

  it('logs a password sign-in, failed and succeeded, once each, by user id or e-mail hash', async () => {
    const user = await createTestUser(app, 'ivy@example.com');
    const { response: failed, events: failures } = await sendAndRead(() =>
      tokenSignIn('ivy@example.com', WRONG_PASSWORD, '10.60.0.1'),
    );
    expect(failed.statusCode).toBe(401);
    expect(failures).toEqual([
      expect.objectContaining({
        type: 'sign-in.failed',
        method: 'token',
        reason: 'wrong-email-or-password',
        ip: '10.60.0.1',
        requestId: requestIdOf(failed),
      }),
    ]);
    expect(failures[0]?.emailHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(failures[0]).not.toHaveProperty('userId');
    // The same e-mail however typed hashes alike; another e-mail, known or not, differently.
    const [sameEmail] = await eventsOf(() =>
      tokenSignIn(' IVY@example.com', WRONG_PASSWORD, '10.60.0.2'),
    );
    const [nobody] = await eventsOf(() =>
      tokenSignIn('nobody@example.com', WRONG_PASSWORD, '10.60.0.3'),
    );
    expect(sameEmail?.emailHash).toBe(failures[0]?.emailHash);
    expect(nobody?.emailHash).not.toBe(failures[0]?.emailHash);

    const { response: succeeded, events: successes } = await sendAndRead(() =>
      tokenSignIn('ivy@example.com', TEST_PASSWORD, '10.60.0.4'),
    );
    expect(succeeded.statusCode).toBe(200);
    // The whole line: pino's fields, and the event's, nothing else.
    const { time, pid, hostname, ...line } = successes[0] ?? {};
    expect(successes).toHaveLength(1);
    expect([typeof time, typeof pid, typeof hostname]).toEqual(['number', 'number', 'string']);
    expect(line).toEqual({
      event: 'security',
      type: 'sign-in.succeeded',
      userId: user.id,
      method: 'token',
      ip: '10.60.0.4',
      requestId: requestIdOf(succeeded),
      level: 30,
      msg: 'security event: sign-in.succeeded',
    });
    // A refresh is not a sign-in.
    const cookies = succeeded.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const token = succeeded.cookies.find((cookie) => cookie.name === 'csrf-token')?.value ?? '';
    const refreshEvents = await eventsOf(async () => {
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/security/token/refresh?email=ivy@example.com',
        headers: { cookie: cookies, 'x-csrf-token': token },
      });
      expect(refreshed.statusCode).toBe(200);
    });
    expect(refreshEvents).toEqual([]);
  });

  it('logs the sign-in screen’s attempts too', async () => {
    const user = await createTestUser(app, 'jon@example.com');
    const browser = new Browser(app);
    browser.remoteAddress = '10.61.0.1';
    const uid = await openSignIn(browser);
    const failures = await eventsOf(async () => {
      const wrong = await browser.post(`/sign-in/${uid}/login`, {
        email: 'jon@example.com',
        password: WRONG_PASSWORD,
      });
      expect(wrong.statusCode).toBe(401);
    });
    expect(failures).toEqual([
      expect.objectContaining({
        type: 'sign-in.failed',
        method: 'sign-in-screen',
        ip: '10.61.0.1',
      }),
    ]);
    const successes = await eventsOf(() => submitSignIn(browser, uid, 'jon@example.com'));
    expect(successes).toEqual([
      expect.objectContaining({
        type: 'sign-in.succeeded',
        method: 'sign-in-screen',
        userId: user.id,
        ip: '10.61.0.1',
      }),
    ]);
  });

  it('logs each sign-in refused by the limits (a lock-out) with the rule that refused it', async () => {
    await createTestUser(app, 'kim@example.com');
    const { max } = SIGN_IN_LIMITS.perAccountAddressFailures;
    const events = await eventsOf(async () => {
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await tokenSignIn('kim@example.com', WRONG_PASSWORD, '10.62.0.1')).statusCode).toBe(
          401,
        );
      }
      expect((await tokenSignIn('kim@example.com', TEST_PASSWORD, '10.62.0.1')).statusCode).toBe(
        429,
      );
    });
    expect(events.map((entry) => entry.type)).toEqual([
      ...Array<string>(max).fill('sign-in.failed'),
      'sign-in.refused',
    ]);
    expect(events.at(-1)).toMatchObject({
      reason: 'email-address-failures',
      ip: '10.62.0.1',
      emailHash: events[0]?.emailHash,
    });
  });

  it('logs the user CSV download and share links made and stopped, by user id', async () => {
    const admin = await signIn(app, 'root@example.com', 'Admin#Pass2024');
    const root = await findUserByEmail(app.db, 'root@example.com');
    const exports = await eventsOf(async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/security/allusers',
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(exports).toEqual([
      expect.objectContaining({ type: 'users.exported', userId: root?.id }),
    ]);

    const owner = await createTestUser(app, 'lea@example.com');
    const session = await signIn(app, 'lea@example.com');
    const [spec] = await app.db
      .insert(surveyResults)
      .values({ ownerId: owner.id, title: 'Shared', result: '{}', survey: '{}' })
      .returning({ id: surveyResults.id });
    const url = `/api/surveyresult/${spec?.id}/share`;
    let shareToken = '';
    const created = await eventsOf(async () => {
      const response = await app.inject({ method: 'POST', url, headers: session });
      expect(response.statusCode).toBe(201);
      shareToken = response.json<{ token: string }>().token;
    });
    expect(created).toEqual([
      expect.objectContaining({
        type: 'share-link.created',
        userId: owner.id,
        specId: String(spec?.id),
      }),
    ]);
    const stopped = await eventsOf(async () => {
      const response = await app.inject({ method: 'DELETE', url, headers: session });
      expect(response.statusCode).toBe(204);
    });
    expect(stopped).toEqual([
      expect.objectContaining({ type: 'share-link.stopped', userId: owner.id }),
    ]);
    // The link itself is a secret: it is in no line.
    expect(lines.join('\n')).not.toContain(shareToken);
  });

  it('never writes a password, token, cookie or typed e-mail address, and keeps one shape', () => {
    const events = eventsSince(0);
    expect(new Set(events.map((entry) => entry.type))).toEqual(new Set(SECURITY_EVENT_TYPES));
    for (const entry of events) {
      for (const key of Object.keys(entry)) {
        expect(EVENT_FIELDS.has(key) || PINO_FIELDS.has(key), key).toBe(true);
      }
    }
    const all = lines.join('\n');
    for (const secret of [
      WRONG_PASSWORD,
      TEST_PASSWORD,
      'Admin#Pass2024',
      'ts_access',
      'ts_refresh',
    ]) {
      expect(all).not.toContain(secret);
    }
    const eventText = JSON.stringify(events);
    for (const email of ['ivy@', 'IVY@', 'nobody@', 'jon@', 'kim@', 'lea@', 'root@']) {
      expect(eventText).not.toContain(email);
    }
  });
});
