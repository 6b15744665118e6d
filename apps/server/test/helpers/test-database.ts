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

/** A new temp DATA_DIR; unless `empty`, its pglite/ starts as a copy of the initdb template. */
async function freshDataDir(empty = false): Promise<FreshDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'ts-server-test-'));
  if (!empty) await cp(inject('pgliteTemplate'), join(dir, 'pglite'), { recursive: true });
  return {
    env: { DATA_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freshPostgresDatabase(): Promise<FreshDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ts_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  // The PGlite dir is still given so nothing falls back to ./data; DATABASE_URL takes precedence.
  const dataDir = await freshDataDir(true);
  return {
    env: { ...dataDir.env, DATABASE_URL: url.toString() },
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await dataDir.drop();
    },
  };
}

/** `empty` skips the PGlite template, for timing a first start on a new machine. */
export function freshDatabase(kind: DatabaseKind, empty = false): Promise<FreshDatabase> {
  return kind === 'pglite' ? freshDataDir(empty) : freshPostgresDatabase();
}
