import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/modules/identity/sign-in-rate-limit.js';
import { csrfHeaders } from './helpers/csrf.js';
import { DisposableRedis } from './helpers/redis-server.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Faults: Redis, which holds the shared rate-limit counters, stops and comes back. The app must
 * stay fast, keep limiting (in memory meanwhile), say so in /api/ready, and return to Redis by
 * itself. The test runs its own redis-server on a port of its own, never the shared one.
 */
const PORT = Number(process.env.TEST_REDIS_FAULT_PORT ?? 4391);
/** Each rate-limited call while Redis is away must answer well within this. */
const FAST_MS = 500;

const runs = DisposableRedis.available() || process.env.CI === 'true';
const redis = new DisposableRedis(PORT);

afterAll(async () => {
  await redis.stop();
});

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

async function readiness(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function waitForStore(app: FastifyInstance, store: string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { body } = await readiness(app);
    if (body.rateLimitStore === store || Date.now() > deadline) return body.rateLimitStore;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeEachDatabase('faults: Redis stops and comes back', (context) => {
  it.runIf(runs)(
    'keeps limiting in memory, fast, while Redis is down, says so, and returns to Redis by itself',
    async () => {
      await redis.start();
      try {
        const logLines: string[] = [];
        const app = await context.build(
          { RATE_LIMIT_MAX: '5', REDIS_URL: redis.url, LOG_LEVEL: 'info' },
          { logStream: { write: (line) => logLines.push(line) } },
        );
        const logged = (text: string) => logLines.filter((line) => line.includes(text)).length;
        expect(await readiness(app)).toEqual({
          status: 200,
          body: { status: 'ready', rateLimitStore: 'redis' },
        });

        await redis.stop();
        // Away for a while: ioredis' reconnection back-off has grown past its first quick retries.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        // Every call stays fast, and the sixth from one address in a minute is refused.
        const statuses: number[] = [];
        for (let call = 0; call < 6; call += 1) {
          const { value, ms } = await timed(() =>
            app.inject({ method: 'GET', url: '/api/probe', remoteAddress: '10.50.0.1' }),
          );
          statuses.push(value.statusCode);
          expect(ms).toBeLessThan(FAST_MS);
        }
        expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
        // Ready: the database answers; the body tells an operator where the counters are.
        expect(await readiness(app)).toEqual({
          status: 200,
          body: { status: 'ready', rateLimitStore: 'memory (redis unavailable)' },
        });

        // The sign-in limits hold too: wrong passwords for one e-mail end in 429.
        const signIns: number[] = [];
        for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAccountFailures.max; attempt += 1) {
          const csrf = await csrfHeaders(app);
          const { value, ms } = await timed(() =>
            app.inject({
              method: 'POST',
              url: '/api/security/token',
              headers: csrf,
              payload: { user: 'victim@example.com', password: 'Wrong-password1' },
              remoteAddress: '10.51.0.1',
            }),
          );
          expect(ms).toBeLessThan(FAST_MS + 500); // one argon2 verification on top
          signIns.push(value.statusCode);
        }
        expect(signIns.at(-1)).toBe(429);

        await redis.start();
        expect(await waitForStore(app, 'redis', 10_000)).toBe('redis');
        // Told once each way, however many requests and reconnection attempts there were.
        expect(logged('rate-limit Redis unavailable')).toBe(1);
        expect(logged('rate-limit Redis is back')).toBe(1);
        // Counting really happens in Redis again.
        const client = new Redis(redis.url, { lazyConnect: true });
        await client.connect();
        try {
          await client.flushall();
          await app.inject({ method: 'GET', url: '/api/probe', remoteAddress: '10.50.0.9' });
          expect((await client.keys('*')).length).toBeGreaterThan(0);
        } finally {
          client.disconnect();
        }
      } finally {
        await redis.stop();
      }
    },
    60_000,
  );

  it.runIf(runs)(
    'while Redis hangs, only the request that finds it hanging waits, and probes back off',
    async () => {
      await redis.start();
      const observer = new Redis(redis.url, { lazyConnect: true });
      try {
        await observer.connect();
        const app = await context.build({ RATE_LIMIT_MAX: '1000', REDIS_URL: redis.url });
        const probe = () =>
          app.inject({ method: 'GET', url: '/api/probe', remoteAddress: '10.52.0.1' });
        // Counted in Redis, and its script loaded, before the hang.
        expect((await probe()).statusCode).toBe(404);
        await observer.config('RESETSTAT');

        redis.pause();
        // Requests keep coming for 7 s, past the first retry (2 s) and the second (4 s after it).
        const until = performance.now() + 7000;
        let requests = 0;
        while (performance.now() < until) {
          expect((await probe()).statusCode).toBe(404);
          requests += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        redis.resume();
        await new Promise((resolve) => setTimeout(resolve, 200));
        // What reached the frozen Redis was queued in its socket and runs now: count it by command.
        const stats = await observer.info('commandstats');
        const calls = (command: string) =>
          Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
        expect(requests).toBeGreaterThan(20);
        // One request paid the command timeout; every later one counted in memory at once.
        expect(calls('evalsha') + calls('eval')).toBe(1);
        // Redis was probed in the background, backing off: at 2 s, then 4 s after that failed.
        expect(calls('ping')).toBeGreaterThanOrEqual(1);
        expect(calls('ping')).toBeLessThanOrEqual(2);
        expect(await waitForStore(app, 'redis', 15_000)).toBe('redis');
      } finally {
        observer.disconnect();
        redis.resume();
        await redis.stop();
      }
    },
    60_000,
  );
});
