// The whole database schema; drizzle-kit generates the SQL migrations in apps/server/drizzle from it.
export * from './insights.js';
export * from './mail.js';
export * from './oidc.js';
export * from './spec-shares.js';
export * from './surveys.js';
export * from './transmissions.js';
export * from './users.js';
