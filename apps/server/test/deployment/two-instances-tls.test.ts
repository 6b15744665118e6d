import { API_ERRORS } from '@transmission-spec/domain';
import { beforeAll, expect, it } from 'vitest';
import { TOKEN_COOKIES } from '../../src/modules/identity/session/token-cookies.js';
import { SIGN_IN_LIMITS } from '../../src/modules/identity/sign-in-rate-limit.js';
import { buildLinehaulAnswers } from '../helpers/survey-answers.js';
import { TEST_PASSWORD } from '../helpers/sign-in.js';
import { multipartBody, winningFamily } from '../transmission-admin-helpers.js';
import { HTTPS_CSRF_COOKIE, type Answer } from './support/https-browser.js';
import { PORTS } from './support/ports.js';
import { stopProcess, type Child } from './support/processes.js';
import { describeWith, postgres, program } from './support/requirements.js';
import {
  ADMIN,
  INSTANCE_1,
  INSTANCE_2,
  ORIGIN,
  twoInstancesTlsSuite,
  USER_EMAIL,
  VIA_INSTANCE_1,
  VIA_INSTANCE_2,
} from './support/two-instances-tls-suite.js';

/**
 * Production’s shape on loopback, set up by support/two-instances-tls-suite.ts: nginx terminating
 * TLS in front of two built server processes sharing one PostgreSQL and one Redis.
 */
describeWith(
  'two instances behind a TLS proxy (nginx, one PostgreSQL, one Redis)',
  [
    program('nginx', 'nginx-light'),
    program('openssl', 'openssl'),
    program('redis-server', 'redis-server'),
    postgres(),
  ],
  () => {
    const suite = twoInstancesTlsSuite();
    const { browser, listedIds, servedBy } = suite;
    let instances: Child[];
    beforeAll(() => {
      ({ instances } = suite);
    });

    it('answers only over TLS: plain http redirects to https; answers carry HSTS and the proxy’s request id', async () => {
      const plain = await fetch(`http://127.0.0.1:${String(PORTS.proxyHttp)}/spec?x=1`, {
        redirect: 'manual',
      });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toBe('https://127.0.0.1/spec?x=1');

      const client = browser(2);
      const answers = [];
      for (let call = 0; call < 4; call += 1)
        answers.push(await client.get(`${ORIGIN}/api/health`));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        // The proxy does not advertise its version (ASVS 14.3.3).
        expect(answer.headers.server ?? '').not.toMatch(/\d/);
      }
      // Round robin: both instances served the public entry point.
      expect(new Set(answers.map(servedBy))).toEqual(new Set([INSTANCE_1, INSTANCE_2]));
      // The request id in the server's log is the proxy's, never one the client chose.
      const traced = await client.get(`${ORIGIN}/api/config`, {
        'x-request-id': 'chosen-by-client',
      });
      expect(traced.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      // The probes a load balancer polls answer through the proxy for each instance.
      for (const via of [VIA_INSTANCE_1, VIA_INSTANCE_2]) {
        expect((await client.get(`${via}/api/ready`)).status).toBe(200);
      }
      const page = await client.get(`${ORIGIN}/help`);
      expect(page.status).toBe(200);
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    });

    it('signs in through the proxy with the redirect flow, with Secure cookies only (session cookies httpOnly and SameSite), and the session works on both instances', async () => {
      const client = browser(3);
      const toSignIn = await client.follow(
        `${ORIGIN}/login?returnTo=${encodeURIComponent('/spec')}`,
      );
      const screen = toSignIn.at(-1);
      const uid = /^\/sign-in\/([^/?]+)$/.exec(new URL(screen?.url ?? ORIGIN).pathname)?.[1];
      expect(uid, `landed on ${screen?.url ?? 'nothing'}`).toBeDefined();

      const submitted = await client.send('POST', `${ORIGIN}/sign-in/${uid ?? ''}/login`, {
        email: USER_EMAIL,
        password: TEST_PASSWORD,
      });
      expect(submitted.status, submitted.body).toBe(200);
      const back = await client.follow(
        new URL((submitted.json() as { redirectTo: string }).redirectTo, ORIGIN).href,
      );
      const end = back.at(-1);
      expect(end?.url).toBe(`${ORIGIN}/spec`);
      expect(end?.status).toBe(200);

      // The flow crossed instances: the provider's state is shared, not kept in one process.
      const stops = [...toSignIn, submitted, ...back];
      expect(new Set(stops.map(servedBy))).toEqual(new Set([INSTANCE_1, INSTANCE_2]));
      // Every cookie set on the way is Secure; the session tokens are also httpOnly.
      expect(client.setCookies.length).toBeGreaterThan(0);
      for (const { header } of client.setCookies) expect(header).toMatch(/;\s*secure/i);
      const cookies = await client.jar.getCookies(ORIGIN);
      for (const name of Object.values(TOKEN_COOKIES)) {
        expect(cookies.find((cookie) => cookie.key === name)).toMatchObject({
          secure: true,
          httpOnly: true,
          sameSite: 'lax',
        });
      }
      const csrf = await client.csrfCookie(ORIGIN);
      expect(csrf).toMatchObject({ secure: true, path: '/' });
      // Under its https name the jar (strict prefix rules) also proved: no Domain attribute.
      if (csrf?.key === HTTPS_CSRF_COOKIE) expect(csrf.domain).toBe('127.0.0.1');

      for (const via of [VIA_INSTANCE_1, VIA_INSTANCE_2]) {
        const me = await client.get(`${via}/api/security/currentuser`);
        expect(me.status, `${via}: ${me.body}`).toBe(200);
        expect(me.json()).toMatchObject({ email: USER_EMAIL, authenticated: true });
      }
      // Instance 2 renews the tokens instance 1's provider issued, and instance 1 accepts the new ones.
      const accessBefore = (await client.jar.getCookies(ORIGIN)).find(
        (cookie) => cookie.key === TOKEN_COOKIES.access,
      )?.value;
      const refreshed = await client.send(
        'POST',
        `${VIA_INSTANCE_2}/api/security/token/refresh?email=${encodeURIComponent(USER_EMAIL)}`,
      );
      expect(refreshed.status, refreshed.body).toBe(200);
      const accessAfter = (await client.jar.getCookies(ORIGIN)).find(
        (cookie) => cookie.key === TOKEN_COOKIES.access,
      )?.value;
      expect(accessAfter).toBeDefined();
      expect(accessAfter).not.toBe(accessBefore);
      expect((await client.get(`${VIA_INSTANCE_1}/api/security/currentuser`)).json()).toMatchObject(
        { email: USER_EMAIL, authenticated: true },
      );
      // A spec saved through instance 1 is listed by instance 2 (one database behind both).
      const recommendation = await client.send(
        'POST',
        `${VIA_INSTANCE_2}/api/survey`,
        buildLinehaulAnswers(),
      );
      const { topChoice, runnerUp } = recommendation.json() as Record<string, unknown>;
      const saved = await client.send('POST', `${VIA_INSTANCE_1}/api/surveyresult`, {
        title: 'Behind the proxy',
        notes: '<p>Saved through instance 1</p>',
        result: JSON.stringify({ topChoice, runnerUp }),
        survey: JSON.stringify(buildLinehaulAnswers()),
        version: '1.0',
      });
      expect(saved.status, saved.body).toBe(201);
      const list = await client.get(`${VIA_INSTANCE_2}/api/surveyresult`);
      expect(list.status).toBe(200);
      expect(listedIds(list)).toContain((saved.json() as { id: string }).id);
      // Without the cookies, neither instance lets the caller in.
      const stranger = browser(4);
      for (const via of [VIA_INSTANCE_1, VIA_INSTANCE_2]) {
        expect((await stranger.get(`${via}/api/surveyresult`)).status).toBe(401);
      }
    });

    it("shows an administrator's catalogue change made on instance 1 in instance 2's next recommendation", async () => {
      const admin = browser(5);
      const signedIn = await admin.send('POST', `${VIA_INSTANCE_1}/api/security/token`, {
        user: ADMIN.email,
        password: ADMIN.password,
      });
      expect(signedIn.status, signedIn.body).toBe(200);

      const survey = () =>
        admin.send('POST', `${VIA_INSTANCE_2}/api/survey`, buildLinehaulAnswers());
      // Instance 2's catalogue cache is warm before the change.
      const before = await survey();
      expect(before.status).toBe(200);
      const name = 'Proxy Test Family';
      expect(before.json()).not.toMatchObject({ topChoice: { name } });

      const { payload, contentType } = await multipartBody(winningFamily(name));
      const created = await admin.send('POST', `${VIA_INSTANCE_1}/api/transmission`, payload, {
        'content-type': contentType,
      });
      expect(created.status, created.body).toBe(201);
      expect(servedBy(created)).toBe(INSTANCE_1);

      // PostgreSQL tells instance 2 on commit, a network round trip later.
      await expect
        .poll(async () => (await survey()).json(), { timeout: 2000, interval: 50 })
        .toMatchObject({ topChoice: { name } });
    });

    it('counts sign-in attempts per client address across both instances, by the address the proxy saw', async () => {
      const attacker = browser(9);
      const { max } = SIGN_IN_LIMITS.perAddress;
      const attempt = (via: string, index: number, headers: Record<string, string> = {}) =>
        attacker.send(
          'POST',
          `${via}/api/security/token`,
          { user: `nobody${String(index)}@example.com`, password: 'Wrong-password1' },
          headers,
        );
      for (let index = 0; index < max; index += 1) {
        const answer = await attempt(index % 2 === 0 ? VIA_INSTANCE_1 : VIA_INSTANCE_2, index);
        expect(answer.status, `attempt ${String(index + 1)}: ${answer.body}`).toBe(401);
      }
      // Each instance has seen only half: the limit holds because they count in the same Redis.
      for (const via of [VIA_INSTANCE_1, VIA_INSTANCE_2]) {
        const limited = await attempt(via, max);
        expect(limited.status).toBe(429);
        expect(limited.json()).toEqual({
          code: 'RATE_LIMITED',
          message: API_ERRORS.RATE_LIMITED.message,
        });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // A forged X-Forwarded-For does not make a new address: the proxy replaces it.
      expect((await attempt(ORIGIN, max + 1, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(
        429,
      );
      // Another client address still gets its answer.
      const neighbour = browser(10);
      const other = await neighbour.send('POST', `${ORIGIN}/api/security/token`, {
        user: 'nobody@example.com',
        password: 'Wrong-password1',
      });
      expect(other.status).toBe(401);
    });

    // Last: it stops instance 2.
    it('answers every save while one instance shuts down, and every call while it stays down', async () => {
      const client = browser(11);
      const signedIn = await client.send('POST', `${ORIGIN}/api/security/token`, {
        user: USER_EMAIL,
        password: TEST_PASSWORD,
      });
      expect(signedIn.status, signedIn.body).toBe(200);
      const recommendation = await client.send(
        'POST',
        `${ORIGIN}/api/survey`,
        buildLinehaulAnswers(),
      );
      const { topChoice, runnerUp } = recommendation.json() as Record<string, unknown>;
      const save = (title: string) =>
        client.send('POST', `${ORIGIN}/api/surveyresult`, {
          title,
          notes: '',
          result: JSON.stringify({ topChoice, runnerUp }),
          survey: JSON.stringify(buildLinehaulAnswers()),
          version: '1.0',
        });

      // A rolling restart: saves keep coming, several at a time, while instance 2 stops (SIGTERM).
      const [, second] = instances;
      if (!second) throw new Error('instance 2 did not start');
      const burst: Answer[] = [];
      const state = { stopped: false };
      const saver = async (lane: number) => {
        for (let round = 0; !state.stopped || round < 3; round += 1) {
          burst.push(await save(`Rolling restart ${String(lane)}.${String(round)}`));
          // Paced, so seconds of saving stay within the per-address API limit.
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      const lanes = Array.from({ length: 6 }, (_unused, lane) => saver(lane));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await stopProcess(second);
      state.stopped = true;
      // It closed by itself, in time (server.ts exits 1 after 10 s; stopProcess kills after 10 s).
      expect(second.process.exitCode, second.output()).toBe(0);
      await Promise.all(lanes);
      const refused: Record<string, string> = {};
      for (const answer of burst) {
        if (answer.status !== 201) refused[String(answer.status)] ??= answer.body.slice(0, 200);
      }
      expect(refused).toEqual({});
      expect(new Set(burst.map(servedBy))).toEqual(new Set([INSTANCE_1, INSTANCE_2]));

      const answers: Answer[] = [];
      for (let round = 0; round < 4; round += 1) {
        answers.push(await client.get(`${ORIGIN}/api/security/currentuser`));
        answers.push(await client.send('POST', `${ORIGIN}/api/survey`, buildLinehaulAnswers()));
      }
      const saved = await save('While instance 2 is down');
      expect(saved.status, saved.body).toBe(201);
      const list = await client.get(`${ORIGIN}/api/surveyresult`);
      const listed = listedIds(list);
      for (const answer of [...burst, saved]) {
        expect(listed).toContain((answer.json() as { id: string }).id);
      }
      answers.push(list);
      for (const answer of answers) expect(answer.status, answer.body).toBe(200);
      // nginx tried the stopped instance at most once, then kept to instance 1.
      expect(new Set([...answers, saved].map(servedBy))).toEqual(new Set([INSTANCE_1]));
    });
  },
);
