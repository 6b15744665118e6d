import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (drizzle-kit generate) writes plain SQL migrations into ./drizzle; they are
// committed and applied by the server at start-up (src/db/pglite.ts and src/db/postgres.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
