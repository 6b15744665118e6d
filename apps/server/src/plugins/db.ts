import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/database.js';
import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle repositories take. */
    db: Db;
    /** The open database behind `db`: its driver, a readiness ping, and close. */
    database: Database;
  }
}

export interface DbPluginOptions {
  /**
   * Fills an empty database before any other plugin reads it (the transmission module's sample
   * catalogue, passed in by app.ts: db/ knows no module).
   */
  readonly seed?: (db: Db, log: FastifyBaseLogger) => Promise<unknown>;
}

/**
 * Opens the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set), applies migrations,
 * runs the seed it is given, and closes the database when the app closes.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = await openDatabase(app.config, app.log);
    try {
      await options.seed?.(database.db, app.log);
    } catch (error) {
      await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', fastify: '5.x', dependencies: ['config'] },
);
