import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { surveyResults } from './surveys.js';

/**
 * Read-only links to saved specs (issue 14). One row per shared spec: the spec id is the key, so a
 * spec has at most one live link, and making a new one replaces the row. Stopping sharing deletes
 * the row, and deleting the spec (or its owner) deletes it with them.
 *
 * Only the token's SHA-256 is stored (hex, bound to its purpose, see spec-share-token.ts): someone
 * who reads this table, a backup or a leaked dump cannot turn it into a working link.
 */
export const specShares = pgTable('spec_shares', {
  specId: integer('spec_id')
    .primaryKey()
    .references(() => surveyResults.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('spec_shares_token_hash_key'),
  createdAt: createdAt(),
});
