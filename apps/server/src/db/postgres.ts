import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { withTimeout, type Database } from './database.js';
import { listenOnDedicatedClient } from './postgres-listener.js';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER } from './migrations.js';
import * as schema from './schema/index.js';

/** Holds a session advisory lock on one pinned connection while migrating through it. */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    // drizzle's migrator is not safe to run twice at once (both would create the same tables), so
    // instances starting together against one database take turns; later ones find nothing to do.
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      // A lost connection already dropped the lock; an unlock error must not hide the real one.
      await client
        .query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // A connection that failed goes away instead of back into the pool.
    client.release(failure instanceof Error ? failure : undefined);
  }
}

export async function openPostgres(url: string, log: FastifyBaseLogger): Promise<Database> {
  // A connection that cannot be made fails within 5 s (a refused one at once), so a request during an
  // outage answers 503 quickly; keepAlive surfaces a half-open pooled connection as an error instead
  // of a query that waits for ever.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => {
    log.error({ err: error }, 'idle PostgreSQL connection failed');
  });
  try {
    await migrateLocked(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  log.info({ driver: 'postgres', host: new URL(url).host }, 'database ready');
  let closed = false;
  const listeners: { stop(): Promise<void> }[] = [];
  return {
    driver: 'postgres',
    db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await withTimeout(db.execute(sql`select 1`), 3000, 'database ping');
    },
    load: () => ({
      driver: 'postgres',
      connections: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, onNotify) {
      const listener = await listenOnDedicatedClient(url, channel, onNotify, log, () => closed);
      listeners.push(listener);
      return listener;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(listeners.map((listener) => listener.stop()));
      await pool.end();
    },
  };
}
