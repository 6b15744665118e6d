import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './columns.js';

/**
 * Storage for oidc-provider's adapter interface: one generic table for every model it persists
 * (Session, Grant, AccessToken, RefreshToken, Interaction, ...), keyed by (model, id). The lookups the
 * adapter needs (findByUid, findByUserCode, revokeByGrantId) each have an index.
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
    expiresAt: utcTimestamp('expires_at'),
    consumedAt: utcTimestamp('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);
