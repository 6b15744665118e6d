import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations.js';
import { adminQuery, TEST_DATABASE_URL, withDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir after initdb and every migration (no rows), for suites to copy. */
    pgliteTemplate: string;
    /** A PostgreSQL database with every migration applied (no rows), for suites to create from. */
    postgresTemplate?: string;
  }
}

/** Migrates a fresh PostgreSQL database made through TEST_DATABASE_URL; returns its name. */
async function makePostgresTemplate(): Promise<string> {
  const name = `ts_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(name) });
  await client.connect();
  try {
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
  return name;
}

/**
 * PGlite's initdb costs several seconds and most of a CPU, and running the migrations on a new
 * cluster about another CPU second, in every test file's fresh process. Both happen once per run
 * here; each suite copies the result (39 MB) into its fresh DATA_DIR, and its app's start finds the
 * migrations applied. On PostgreSQL each suite's database is created from a migrated template
 * database the same way (decision 090). Migrating from nothing is still proven on every run: here,
 * on both databases (the setup fails if a migration does), by the seeding suite (a truly empty
 * directory) and by the deployment suite (two instances racing to migrate one empty database).
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'ts-pglite-template-'));
  const dir = join(root, 'pglite');
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
  await pglite.close();
  project.provide('pgliteTemplate', dir);
  const postgresTemplate = TEST_DATABASE_URL ? await makePostgresTemplate() : undefined;
  if (postgresTemplate) project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    await rm(root, { recursive: true, force: true });
    if (postgresTemplate)
      await adminQuery(`drop database if exists ${postgresTemplate} with (force)`);
  };
}
