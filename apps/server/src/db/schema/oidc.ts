import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns.js';

/**
 * Storage for oidc-provider's adapter interface: one generic table for every model it persists
 * (Session, Grant, AccessToken, RefreshToken, Interaction, ...), keyed by (model, id). The lookups the
 * adapter needs (findByUid, findByUserCode, revokeByGrantId) each have an index, and account_id lets
 * every row of one user be deleted at once (all of their sessions end, e.g. after a password reset).
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    accountId: text('account_id'),
    expiresAt: utcTimestamp('expires_at'),
    consumedAt: utcTimestamp('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_account_idx').on(t.accountId),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The identity provider's own secrets: token signing keys (JWKS), cookie signing keys and the
 * server's client secret. Generated on the first start and shared by every instance through the
 * database, so they never live in the repository and survive restarts.
 */
export const oidcSecrets = pgTable('oidc_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});
