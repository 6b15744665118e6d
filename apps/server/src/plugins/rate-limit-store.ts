import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
// The library's own stores (not in its typings): the fallback delegates to them unchanged.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- untyped CommonJS module
import LocalStoreModule from '@fastify/rate-limit/store/LocalStore.js';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- untyped CommonJS module
import RedisStoreModule from '@fastify/rate-limit/store/RedisStore.js';

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

/** The store contract of @fastify/rate-limit: incr, read (for `increment: false`) and child. */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): Store;
}

type StoreConstructor = new (...args: unknown[]) => Store;
const LocalStore = LocalStoreModule as StoreConstructor;
const RedisStore = RedisStoreModule as StoreConstructor;

/** What GET /api/ready reports about where the rate-limit counters are. */
export type RateLimitStoreState = 'redis' | 'memory' | 'memory (redis unavailable)';

/**
 * After a failed Redis command, how long to count in memory before trying Redis again. Keeps a
 * hanging Redis (connected but not answering) from costing every request a command timeout.
 */
const RETRY_REDIS_AFTER_MS = 2000;

/**
 * Whether Redis may be used now, shared by every store derived from one plugin registration. It
 * logs once when Redis goes away and once when it is back, never per request.
 */
export class RedisHealth {
  private unavailableUntil = 0;
  private down = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('ready', () => {
      this.unavailableUntil = 0;
      this.markUp();
    });
    redis.on('close', () => {
      this.markDown('connection closed');
    });
    // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
    redis.on('error', (error: Error) => {
      this.markDown(error.message);
    });
  }

  get usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.unavailableUntil;
  }

  get state(): RateLimitStoreState {
    return this.usable ? 'redis' : 'memory (redis unavailable)';
  }

  /** A command failed (timeout, connection lost): count in memory for a while. */
  failed(error: Error): void {
    this.unavailableUntil = Date.now() + RETRY_REDIS_AFTER_MS;
    this.markDown(error.message);
  }

  succeeded(): void {
    this.markUp();
  }

  private markDown(reason: string): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { reason },
      'rate-limit Redis unavailable: counting in this process until it is back',
    );
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('rate-limit Redis is back: counters shared again');
  }
}

/**
 * Counts in Redis while it answers and in this process's memory while it does not, so an outage
 * neither stalls requests nor switches the limits off. Counts made in memory are not copied to
 * Redis when it returns: for the length of one window the limits are per instance, never absent.
 */
export class FallbackStore implements Store {
  constructor(
    private readonly health: RedisHealth,
    private readonly redisStore: Store,
    private readonly localStore: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Record<string, unknown>): Store {
    return new FallbackStore(
      this.health,
      this.redisStore.child(routeOptions),
      this.localStore.child(routeOptions),
    );
  }

  private run(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ): void {
    if (!this.health.usable) {
      this.localStore[method](key, callback, timeWindow, max);
      return;
    }
    this.redisStore[method](
      key,
      (error, result) => {
        if (error) {
          this.health.failed(error);
          this.localStore[method](key, callback, timeWindow, max);
          return;
        }
        this.health.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/** The options @fastify/rate-limit passes to a store's constructor that ours use. */
interface StoreParams {
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
}

/**
 * The store constructor @fastify/rate-limit takes (it calls `new Store(options)`): counts in `redis`
 * under `nameSpace` while `health` says it is usable, in memory otherwise.
 */
export function fallbackStoreFor(
  redis: Redis,
  health: RedisHealth,
  nameSpace: string,
): new (params: StoreParams) => Store {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        health,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
