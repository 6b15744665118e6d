import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import { withTimeout, type Database } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations.js';
import { holdsCluster, readPgliteTemplate } from './pglite-template.js';
import * as schema from './schema/index.js';

/**
 * The embedded database. PGlite allows one instance per data directory and costs hundreds of MB, so a
 * process keeps one instance per directory and counts who uses it: a second app built on the same
 * directory (tests, a restart inside one process) shares it, and the last one to close closes it.
 */
interface Shared {
  readonly client: PGlite;
  readonly db: PgliteDatabase<typeof schema>;
  /** Migrations run once per instance; later users wait for the same promise. */
  readonly migrated: Promise<void>;
  users: number;
}

const instances = new Map<string, Shared>();

function share(dir: string, template: Blob | undefined): Shared {
  const existing = instances.get(dir);
  if (existing) {
    existing.users += 1;
    return existing;
  }
  const client = new PGlite(dir, template ? { loadDataDir: template } : {});
  const db = drizzle({ client, schema });
  const migrated = client.waitReady.then(() =>
    migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
  );
  const shared: Shared = { client, db, migrated, users: 1 };
  instances.set(dir, shared);
  return shared;
}

async function release(dir: string, shared: Shared): Promise<void> {
  shared.users -= 1;
  if (shared.users > 0) return;
  instances.delete(dir);
  if (!shared.client.closed) await shared.client.close();
}

export async function openPglite(dataDir: string, log: FastifyBaseLogger): Promise<Database> {
  const dir = join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const template = instances.has(dir) || holdsCluster(dir) ? undefined : await readPgliteTemplate();
  const shared = share(dir, template);
  try {
    await shared.migrated;
  } catch (error) {
    await release(dir, shared);
    throw error;
  }
  log.info({ driver: 'pglite', dir }, 'database ready');
  let closed = false;
  const unlisteners: (() => Promise<void>)[] = [];
  return {
    driver: 'pglite',
    db: shared.db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await withTimeout(shared.db.execute(sql`select 1`), 3000, 'database ping');
    },
    async listen(channel, onNotify) {
      // One process owns a PGlite directory, so in-process LISTEN sees every change there is.
      const unlisten = await shared.client.listen(channel, onNotify);
      unlisteners.push(unlisten);
      return { reliable: () => true };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
      await release(dir, shared);
    },
  };
}
