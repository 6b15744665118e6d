import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Fresh, isolated databases for integration suites: a new temp DATA_DIR for the embedded PGlite, or a
 * new database `ts_test_<random>` created through TEST_DATABASE_URL (and dropped afterwards), so
 * suites never see each other's rows and migrations always start from nothing.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export interface FreshDatabase {
  /** Environment variables that point an app at this database. */
  readonly env: Readonly<Record<string, string>>;
  readonly drop: () => Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A new temp DATA_DIR; unless `empty`, its pglite/ starts as a copy of the migrated template. */
async function freshDataDir(empty = false): Promise<FreshDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'ts-server-test-'));
  if (!empty) await cp(inject('pgliteTemplate'), join(dir, 'pglite'), { recursive: true });
  return {
    env: { DATA_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Runs `text` on TEST_DATABASE_URL's database (creating and dropping databases). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL pointing at database `name` instead. */
export function withDatabase(name: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database, created from the run's migrated template where the project's global setup made
 * one (test/helpers/global-setup.ts) unless `empty`, else empty: the deployment suite has none, so
 * its two instances still race to migrate an empty database, and the seeding suite asks for empty.
 */
async function freshPostgresDatabase(empty: boolean): Promise<FreshDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ts_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : inject('postgresTemplate');
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  // The PGlite dir is still given so nothing falls back to ./data; DATABASE_URL takes precedence.
  const dataDir = await freshDataDir(true);
  return {
    env: { ...dataDir.env, DATABASE_URL: withDatabase(name) },
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await dataDir.drop();
    },
  };
}

/**
 * `empty` skips the template: an empty PGlite directory, for timing a first start on a new machine,
 * or a PostgreSQL database without tables, where the app's start runs every migration.
 */
export function freshDatabase(kind: DatabaseKind, empty = false): Promise<FreshDatabase> {
  return kind === 'pglite' ? freshDataDir(empty) : freshPostgresDatabase(empty);
}
