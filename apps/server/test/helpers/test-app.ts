import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { createFakeWebDist } from './fake-web.js';
import {
  freshDatabase,
  TEST_DATABASE_URL,
  type DatabaseKind,
  type FreshDatabase,
} from './test-database.js';

/** What a suite gets for one database tier. */
export interface TestContext {
  readonly kind: DatabaseKind;
  /** Builds an app on the suite's database (closed after the suite); `env` overrides the defaults. */
  build(env?: Record<string, string>, options?: BuildOptions): Promise<FastifyInstance>;
  /** Another empty database of the same kind, dropped after the suite. */
  freshDatabase(): Promise<Readonly<Record<string, string>>>;
  /** The suite's database env (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  databaseEnv(): Readonly<Record<string, string>>;
}

export interface SuiteOptions {
  /**
   * Start the suite's PGlite from an empty directory instead of the migrated template, and give it
   * PostgreSQL databases without tables (its `freshDatabase()` ones too), so its starts migrate.
   */
  readonly emptyDataDir?: boolean;
}

function testContext(kind: DatabaseKind, options: SuiteOptions): TestContext {
  const apps: FastifyInstance[] = [];
  const databases: FreshDatabase[] = [];
  let main: FreshDatabase | undefined;
  let webDist = '';

  beforeAll(async () => {
    webDist = await createFakeWebDist();
    main = await freshDatabase(kind, options.emptyDataDir);
    databases.push(main);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.drop()));
    await rm(dirname(webDist), { recursive: true, force: true });
  });

  const databaseEnv = () => {
    if (!main) throw new Error('the suite database is created in beforeAll');
    return main.env;
  };
  return {
    kind,
    databaseEnv,
    async build(env = {}, options = {}) {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: webDist,
        ...databaseEnv(),
        ...env,
      });
      const app = await buildApp(config, options);
      apps.push(app);
      return app;
    },
    async freshDatabase() {
      const database = await freshDatabase(kind, kind === 'postgres' && options.emptyDataDir);
      databases.push(database);
      return database.env;
    },
  };
}

/**
 * `TEST_DATABASES=postgres` runs only the PostgreSQL half: the Node 24 leg (scripts/node24.mjs) proves
 * the runtime on one database, since the PGlite half already ran on Node 20 in the same CI run.
 */
const ONLY_POSTGRES = process.env.TEST_DATABASES === 'postgres';

/**
 * Runs `suite` once on the embedded PGlite and once on PostgreSQL (only there under
 * TEST_DATABASES=postgres). Without TEST_DATABASE_URL the
 * PostgreSQL run is skipped, except under CI=true, where it fails: CI must not pass on one tier.
 */
export function describeEachDatabase(
  title: string,
  suite: (context: TestContext) => void,
  options: SuiteOptions = {},
): void {
  if (!ONLY_POSTGRES) {
    describe(`${title} [PGlite]`, () => {
      suite(testContext('pglite', options));
    });
  }
  if (TEST_DATABASE_URL) {
    describe(`${title} [PostgreSQL]`, () => {
      suite(testContext('postgres', options));
    });
  } else if (process.env.CI === 'true') {
    describe(`${title} [PostgreSQL]`, () => {
      it('needs TEST_DATABASE_URL under CI', () => {
        throw new Error(
          'CI=true but TEST_DATABASE_URL is not set, so the PostgreSQL tier cannot run',
        );
      });
    });
  } else {
    describe.skip(`${title} [PostgreSQL] (set TEST_DATABASE_URL to run)`, () => {
      it('runs against PostgreSQL');
    });
  }
}
