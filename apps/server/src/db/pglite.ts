import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import { describeDataDirFailure, makeDataDir } from './data-dir-errors.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { withTimeout, type CopyLoad, type Database } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations.js';
import { holdsCluster, unpackPgliteTemplate } from './pglite-template.js';
import * as schema from './schema/index.js';

/**
 * The embedded database. PGlite allows one instance per data directory and costs hundreds of MB, so a
 * process keeps one instance per directory and counts who uses it: a second app built on the same
 * directory (tests, a restart inside one process) shares it, and the last one to close closes it.
 * Across processes, the directory's owner lock (data-dir-lock.ts) admits one process at a time.
 */
interface Opened {
  readonly client: PGlite;
  /** Operations handed to the client that have not finished (see countPending). */
  readonly pending: () => number;
  readonly db: PgliteDatabase<typeof schema>;
  readonly lock: DataDirLock;
}

interface Shared {
  /** Locked, opened and migrated once per process; later users wait for the same promise. */
  readonly opened: Promise<Opened>;
  users: number;
}

const instances = new Map<string, Shared>();

/**
 * PGlite starts PostgreSQL with its stock shared_buffers of 128 MB, allocated inside the
 * WebAssembly memory, which grows past its 128 MB initial size to hold it and never shrinks. The
 * data files sit in the operating system's page cache anyway, so a small buffer pool costs a
 * re-read from that cache, not from disk: 16 MB keeps the WebAssembly memory at its initial size
 * (decision 069). work_mem and the other per-query settings keep PostgreSQL's defaults.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite runs one query or transaction at a time and keeps its queue private, so the queue's length
 * for the metrics is counted here: every query, exec and transaction (drizzle uses nothing else; a
 * transaction counts once, its statements run inside it) from the call until it settles. The
 * client's own methods are wrapped on the instance, so everything that uses the client is counted.
 */
function countPending(client: PGlite): () => number {
  let pending = 0;
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      pending += 1;
      try {
        return await run(...args);
      } finally {
        pending -= 1;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client));
  client.transaction = counted(client.transaction.bind(client));
  return () => pending;
}

/**
 * Takes DATA_DIR's lock before anything in it is read or written, then opens and migrates. Any
 * file-system failure on the way becomes one line naming the directory and the cause.
 */
async function open(dataDir: string): Promise<Opened> {
  await makeDataDir(dataDir);
  const lock = await lockDataDir(dataDir).catch((error: unknown) => {
    throw describeDataDirFailure(error, dataDir) ?? error;
  });
  let client: PGlite | undefined;
  try {
    const dir = join(dataDir, 'pglite');
    await makeDataDir(dir);
    if (!holdsCluster(dir)) await unpackPgliteTemplate(dir);
    client = new PGlite(dir, { startParams: START_PARAMS });
    const pending = countPending(client);
    await client.waitReady;
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { client, pending, db, lock };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    await lock.release();
    throw describeDataDirFailure(error, dataDir) ?? error;
  }
}

function share(dataDir: string): Shared {
  const existing = instances.get(dataDir);
  if (existing) {
    existing.users += 1;
    return existing;
  }
  const shared: Shared = { opened: open(dataDir), users: 1 };
  instances.set(dataDir, shared);
  return shared;
}

async function release(dataDir: string, shared: Shared): Promise<void> {
  shared.users -= 1;
  if (shared.users > 0) return;
  instances.delete(dataDir);
  const opened = await shared.opened.catch(() => undefined);
  if (!opened) return;
  try {
    if (!opened.client.closed) await opened.client.close();
  } finally {
    // Only after PGlite has written its last page may another process take the directory.
    await opened.lock.release();
  }
}

/** Renders the statement that follows a COPY (drizzle SQL) as text and parameters. */
const dialect = new PgDialect();

/** quote_ident's rule, for a table or column name in the COPY statement. */
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Database.copyRows on PGlite: COPY from an in-memory blob, then `after`, in one transaction. */
function copyRows(client: PGlite, { table, columns, rows, after }: CopyLoad): Promise<void> {
  const copy = `copy ${identifier(table)} (${columns.map(identifier).join(', ')}) from '/dev/blob'`;
  const next = dialect.sqlToQuery(after);
  return client.transaction(async (tx) => {
    await tx.query(copy, [], { blob: new Blob([rows]) });
    await tx.query(next.sql, next.params);
  });
}

export async function openPglite(dataDir: string, log: FastifyBaseLogger): Promise<Database> {
  const shared = share(dataDir);
  let opened: Opened;
  try {
    opened = await shared.opened;
  } catch (error) {
    await release(dataDir, shared);
    throw error;
  }
  const { client, db, pending } = opened;
  log.info({ driver: 'pglite', dir: join(dataDir, 'pglite') }, 'database ready');
  let closed = false;
  const unlisteners: (() => Promise<void>)[] = [];
  return {
    driver: 'pglite',
    db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await withTimeout(db.execute(sql`select 1`), 3000, 'database ping');
    },
    load: () => ({ driver: 'pglite', pending: pending() }),
    copyRows: (load) => {
      if (closed) return Promise.reject(new Error('database is closed'));
      return copyRows(client, load);
    },
    async listen(channel, onNotify) {
      // One process owns a PGlite directory, so in-process LISTEN sees every change there is.
      const unlisten = await client.listen(channel, (payload) => {
        onNotify(payload);
      });
      unlisteners.push(unlisten);
      return { reliable: () => true };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
      await release(dataDir, shared);
    },
  };
}
