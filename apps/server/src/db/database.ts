import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type * as schema from './schema/index.js';

/**
 * The drizzle API shared by both drivers (and by transactions, which extend it), so repositories
 * work the same on the embedded PGlite and on PostgreSQL.
 */
export type Db = PgDatabase<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * How busy the database connection is, for the metrics (decision 071). PostgreSQL: the pool's
 * connections and the queries waiting for one. PGlite runs one operation at a time and says nothing
 * of its queue, so the opener counts the queries and transactions handed to it that have not
 * finished: those waiting plus the one running.
 */
export type DatabaseLoad =
  | {
      readonly driver: 'postgres';
      readonly connections: number;
      readonly idle: number;
      readonly waiting: number;
    }
  | { readonly driver: 'pglite'; readonly pending: number };

/** An open, migrated database. */
export interface Database {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Db;
  /** Resolves when the database answers a query; rejects (within a few seconds) otherwise. */
  ping(): Promise<void>;
  /**
   * Subscribes to PostgreSQL NOTIFY on `channel`. Notifications arrive only after the sending
   * transaction commits, from this instance or any other sharing the database. `reliable()` is false
   * while the listening connection is down (PostgreSQL only); notifications may be missed meanwhile.
   * `onNotify` gets the notification's payload; an empty one also when the listener was lost or is
   * back, since anything may have changed meanwhile.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listener>;
  /** Read on every metrics scrape, so it costs nothing. */
  load(): DatabaseLoad;
  /**
   * The embedded PGlite only (undefined on PostgreSQL): loads `rows`, in COPY text format
   * (copy-text.ts), into `table`'s `columns` with COPY, then runs `after`, in one transaction.
   * PGlite runs on the server's own event loop, and there COPY stores a row in half the CPU of
   * any INSERT ... SELECT that parses the rows from a parameter (issue 29). On PostgreSQL the
   * parsing is the database server's work, not this process's, so an INSERT stays.
   */
  readonly copyRows?: (load: CopyLoad) => Promise<void>;
  /** Idempotent; afterwards ping() rejects. */
  close(): Promise<void>;
}

export interface CopyLoad {
  readonly table: string;
  readonly columns: readonly string[];
  /** The rows in COPY text format, one line each. */
  readonly rows: string;
  /** Runs after the rows are in, in the same transaction. */
  readonly after: SQL;
}

export interface Listener {
  reliable(): boolean;
}

/** Opens the configured database and applies pending migrations before resolving. */
export async function openDatabase(config: AppConfig, log: FastifyBaseLogger): Promise<Database> {
  // Loaded lazily so a PostgreSQL deployment never loads the PGlite WASM bundle, and vice versa.
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(config.databaseUrl, log);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(config.dataDir, log);
}

/** Rejects when `promise` takes longer than `ms`; readiness probes must answer quickly. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
