import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { rateLimited } from '../errors/http-errors.js';
import { isApiRequest, isProbeRequest } from './api-request.js';
import { fallbackStoreFor, RedisHealth, type RateLimitStoreState } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the rate-limit counters are right now (GET /api/ready reports it). */
    rateLimitStoreState(): RateLimitStoreState;
  }
}

/**
 * Redis timeouts, short because every rate-limited request waits for its counter: a Redis that is
 * down or hanging costs the requests in flight at most this long once, then counting moves to memory
 * and Redis is probed in the background (RedisHealth).
 */
const REDIS_CONNECT_TIMEOUT_MS = 500;
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** Reconnection attempts back off to this; Redis is used again within about this long of returning. */
const REDIS_MAX_RECONNECT_DELAY_MS = 1000;

const NAME_SPACE = 'transmission-spec-rl:';

/**
 * RATE_LIMIT_MAX requests per minute per client IP on /api. Counters live in Redis when REDIS_URL is
 * set, so several instances share one budget; otherwise in this process's memory. While Redis is
 * unreachable they live in memory too (see FallbackStore): limits hold and requests stay fast.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { rateLimitMax, redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, {
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          // Fail at once while disconnected instead of queueing behind the reconnection.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_MAX_RECONNECT_DELAY_MS),
        })
      : undefined;
    let store: FastifyRateLimitStoreCtor | undefined;
    if (redis) {
      const client = redis;
      const health = new RedisHealth(redis, app.log.child({ module: 'rate-limit' }));
      // A healthy Redis is used from the first request; one that is down does not delay the start.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      app.decorate('rateLimitStoreState', () => health.state);
      // Our store takes the library's own stores' loose types; the library only calls incr/read/child.
      store = fallbackStoreFor(client, health, NAME_SPACE) as unknown as FastifyRateLimitStoreCtor;
      app.addHook('onClose', async () => {
        health.close();
        await redis.quit().catch(() => {
          redis.disconnect();
        });
      });
    } else {
      app.decorate('rateLimitStoreState', (): RateLimitStoreState => 'memory');
    }
    await app.register(rateLimit, {
      max: rateLimitMax,
      timeWindow: '1 minute',
      // The web app's files and deep links are not limited, nor are the probes; the rest of the API is.
      allowList: (request) => !isApiRequest(request) || isProbeRequest(request),
      ...(store ? { store } : {}),
      errorResponseBuilder: () => rateLimited(),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['config', 'error-handler'] },
);

/**
 * A limit of its own on top of the app-wide one (RATE_LIMIT_MAX a minute per address on /api).
 * Every route-level limit is declared as one of these and enforced through the helpers below, so each
 * answers the same way: 429 RATE_LIMITED with Retry-After. Counters live where the app-wide ones do
 * (Redis when REDIS_URL is set).
 */
export interface RateLimitRule {
  /** Unique per rule: it prefixes the counter keys, which share one store. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The client address as the app-wide limit sees it (X-Forwarded-For only through trusted proxies). */
export const clientAddress = (request: FastifyRequest): string => request.ip;

/**
 * The counter of `rule` under `keyOf(request)`, for limits that need more than a yes or no (the
 * sign-in limits read without counting). It applies wherever it is called: the app-wide allow list
 * (which skips everything outside /api) does not apply to it.
 */
export function rateLimitCounter(
  app: FastifyInstance,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string = clientAddress,
) {
  return app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${rule.name}:${keyOf(request)}`,
    allowList: () => false,
  });
}

const rateLimitHooks = new WeakSet<object>();
/** True for a hook made by rateLimitHook: the OpenAPI description lists 429 for its routes. */
export const isRateLimitHook = (hook: unknown): boolean =>
  typeof hook === 'function' && rateLimitHooks.has(hook);

/** Answers 429 RATE_LIMITED, telling the client how long to wait. */
export function refuseRateLimited(reply: FastifyReply, retryAfterSeconds: number): never {
  void reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  throw rateLimited();
}

/**
 * A hook that counts the request under `rule` and `keyOf(request)` (the client address by default)
 * and refuses it once `rule.max` is exceeded within the window. Use it as a preHandler when the key
 * comes from validated params or body, as onRequest otherwise; share one hook between routes that
 * share a budget.
 */
export function rateLimitHook(
  app: FastifyInstance,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string = clientAddress,
): RateLimitHook {
  const count = rateLimitCounter(app, rule, keyOf);
  const hook: RateLimitHook = async (request, reply) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) refuseRateLimited(reply, result.ttlInSeconds);
  };
  rateLimitHooks.add(hook);
  return hook;
}
