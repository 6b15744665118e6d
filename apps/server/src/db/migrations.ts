import { fileURLToPath } from 'node:url';

/**
 * The drizzle-kit migrations (apps/server/drizzle). This file sits two levels below the package root
 * both as src/db/migrations.ts and as dist/db/migrations.js, so one relative URL serves tsx, vitest
 * and the built server.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Advisory lock keys (any 64-bit number unique to this application). Several instances may start at
 * once against one PostgreSQL: the migration lock makes them migrate one after another, the seed lock
 * makes only the first one seed.
 */
export const MIGRATION_LOCK_KEY = 7_301_001;
export const SEED_LOCK_KEY = 7_301_002;
