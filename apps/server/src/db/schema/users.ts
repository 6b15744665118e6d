import { DEFAULT_UNIT_SYSTEM } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns.js';

/**
 * Accounts. The id is a random UUID rather than a sequence because it becomes the OIDC subject and
 * appears in links; e-mail is unique ignoring case (the service also stores it lower-cased).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id hash; null until the account has chosen a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organizationType: text('organization_type'),
    organizationName: text('organization_name'),
    vocations: text('vocations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{TransmissionUser}'::text[]`),
    displayName: text('display_name'),
    units: text('units').notNull().default(DEFAULT_UNIT_SYSTEM),
    emailVerifiedAt: utcTimestamp('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: utcTimestamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * E-mail verification codes (registration and re-verification). Keyed by e-mail, not user, because a
 * code is sent before the account exists. Only a hash of the code is kept; attempts cap guessing.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: utcTimestamp('expires_at').notNull(),
    consumedAt: utcTimestamp('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_email_idx').on(sql`lower(${t.email})`)],
);

/** Password reset requests; the UUID id travels in the reset link next to the (hashed) code. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: utcTimestamp('expires_at').notNull(),
    consumedAt: utcTimestamp('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
