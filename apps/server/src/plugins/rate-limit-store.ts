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
 * After a failed Redis command, counting stays in memory and Redis is probed in the background
 * (PING, with the client's command timeout): first this long after the failure, then twice as long
 * after each failed probe, up to PROBE_MAX_DELAY_MS. No user request waits on a hanging Redis except
 * the ones already sent when it started hanging; a probe that answers brings Redis back.
 */
const PROBE_FIRST_DELAY_MS = 2000;
const PROBE_MAX_DELAY_MS = 60_000;

/**
 * Whether Redis may be used now, shared by every store derived from one plugin registration. It
 * logs once when Redis goes away and once when it is back, never per request.
 */
export class RedisHealth {
  /** A command failed on an open connection (a hang, a timeout): in memory until a probe answers. */
  private suspended = false;
  private probeDelayMs = PROBE_FIRST_DELAY_MS;
  private probeTimer: NodeJS.Timeout | undefined;
  private down = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('ready', () => {
      // A new connection answered its handshake: Redis is usable again, whatever hung before.
      this.resume();
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
    return this.redis.status === 'ready' && !this.suspended;
  }

  get state(): RateLimitStoreState {
    return this.usable ? 'redis' : 'memory (redis unavailable)';
  }

  /** A command failed (timeout, connection lost): count in memory until a probe answers. */
  failed(error: Error): void {
    this.markDown(error.message);
    if (this.suspended) return;
    this.suspended = true;
    this.probeDelayMs = PROBE_FIRST_DELAY_MS;
    this.scheduleProbe();
  }

  succeeded(): void {
    this.markUp();
  }

  /** Stops probing (the plugin's onClose). */
  close(): void {
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
  }

  private scheduleProbe(): void {
    clearTimeout(this.probeTimer);
    this.probeTimer = setTimeout(() => {
      this.probeTimer = undefined;
      void this.probe();
    }, this.probeDelayMs);
    // Probing never keeps the process alive.
    this.probeTimer.unref();
  }

  private async probe(): Promise<void> {
    if (!this.suspended) return;
    // Not connected: ioredis reconnects by itself, and its 'ready' resumes counting in Redis.
    if (this.redis.status !== 'ready') return;
    try {
      await this.redis.ping();
      this.resume();
    } catch {
      this.probeDelayMs = Math.min(this.probeDelayMs * 2, PROBE_MAX_DELAY_MS);
      this.scheduleProbe();
    }
  }

  private resume(): void {
    this.close();
    this.suspended = false;
    this.probeDelayMs = PROBE_FIRST_DELAY_MS;
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
