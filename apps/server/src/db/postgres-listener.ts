import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Listener } from './database.js';

const RETRY_MS = 1000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to others).
 * When it fails, the listener reports itself unreliable (callers then stop trusting their caches),
 * tells the caller once so it can drop what it holds, and reconnects every second until it is back.
 */
export async function listenOnDedicatedClient(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  log: FastifyBaseLogger,
  isClosed: () => boolean,
): Promise<Listener & { stop(): Promise<void> }> {
  let client: pg.Client | undefined;
  let connected = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    // keepAlive: a half-open connection (failover, partition) must surface as an error, or the
    // cache would trust a listener that hears nothing.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn(
        { err: error, channel },
        'PostgreSQL listener lost; caches are bypassed until it is back',
      );
      lost(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed()) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    connected = true;
    // Anything may have changed while no one was listening.
    onNotify('');
  }

  function lost(failed: pg.Client): void {
    if (client !== failed && client !== undefined) return;
    connected = false;
    client = undefined;
    failed.end().catch(() => undefined);
    onNotify('');
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (isClosed() || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'PostgreSQL listener reconnect failed');
        scheduleRetry();
      });
    }, RETRY_MS).unref();
  }

  await connect();
  return {
    reliable: () => connected,
    async stop() {
      if (retry) clearTimeout(retry);
      connected = false;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
