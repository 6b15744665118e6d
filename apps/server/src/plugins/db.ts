import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/database.js';
import { seedSampleCatalogue } from '../db/seed/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle repositories take. */
    db: Db;
    /** The open database behind `db`: its driver, a readiness ping, and close. */
    database: Database;
  }
}

/**
 * Opens the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set), applies migrations,
 * seeds an empty catalogue, and closes the database when the app closes.
 */
export const dbPlugin = fp(
  async (app) => {
    const database = await openDatabase(app.config, app.log);
    try {
      await seedSampleCatalogue(database.db, app.log);
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
