import { SPEC_VERSION } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns.js';
import { users } from './users.js';

/** Saved specs. result and survey are JSON text (SPEC 7), checked and re-serialized without padding on save. */
export const surveyResults = pgTable(
  'survey_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    notes: text('notes').notNull().default(''),
    result: text('result').notNull(),
    /**
     * The top choice's name, copied out of `result` when the spec is saved: the list shows it for
     * every spec, and reading it here instead of parsing each stored result halves the list's cost.
     */
    topChoiceName: text('top_choice_name').notNull().default(''),
    survey: text('survey').notNull(),
    version: text('version').notNull().default(SPEC_VERSION),
    createdAt: createdAt(),
    lastEditedAt: utcTimestamp('last_edited_at').notNull().defaultNow(),
    /**
     * When the owner deleted the spec (decision 089); null while it is live. A deleted spec is gone
     * for every route and its share link, can be restored for SPEC_RESTORE_WINDOW_SECONDS, and is
     * erased for good after that.
     */
    deletedAt: utcTimestamp('deleted_at'),
  },
  // One index per sortable column of the list (title and result ignore letter case, id breaks
  // ties), so a page is read in order and the scan stops after it instead of sorting every spec.
  (t) => [
    index('survey_results_owner_idx').on(t.ownerId, t.lastEditedAt),
    index('survey_results_owner_created_idx').on(t.ownerId, t.createdAt),
    index('survey_results_owner_title_idx').on(t.ownerId, sql`lower(${t.title})`, t.id),
    index('survey_results_owner_result_idx').on(t.ownerId, sql`lower(${t.topChoiceName})`, t.id),
    // The Insights funnel counts the specs saved in a range (issue 28).
    index('survey_results_created_idx').on(t.createdAt),
    // Only deleted specs: the purge finds the expired ones without reading the live ones.
    index('survey_results_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * One row per completed survey, for usage statistics (the Insights, issue 28). Deliberately holds no
 * user id, e-mail, name or address: the answers that are counted, the outcome and the unit system.
 * Kept SURVEY_EVENT_RETENTION_DAYS (docs/security.md); their daily counts stay in survey_daily_counts.
 * The columns after runner_up are null in events stored before issue 28.
 */
export const surveyEvents = pgTable(
  'survey_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: utcTimestamp('occurred_at').notNull().defaultNow(),
    application: text('application').notNull(),
    /** The top choice's and runner-up's family names as recommended (a later rename keeps these). */
    topChoice: text('top_choice'),
    runnerUp: text('runner_up'),
    /** Transmission, NoTransmission or Error. */
    outcome: text('outcome'),
    /** The visitor's unit system (the units cookie), Imperial or Metric. */
    units: text('units'),
    terrains: text('terrains').array(),
    roadTypes: text('road_types').array(),
    engineMake: text('engine_make'),
    /** Imperial, as answered: lb and mph. */
    gcw: integer('gcw'),
    cruiseSpeed: integer('cruise_speed'),
    /** A NoTransmission survey's reason key (domain noTransmissionReasonKey), else null. */
    noTransmissionReason: text('no_transmission_reason'),
    /**
     * True once the event is counted in survey_daily_counts: the insert counts it in the same
     * statement; events stored before issue 28 wait for `npm run insights:backfill`.
     */
    rolledUp: boolean('rolled_up').notNull().default(false),
  },
  (t) => [
    index('survey_events_occurred_idx').on(t.occurredAt),
    // Only the events the backfill has still to count.
    index('survey_events_pending_idx')
      .on(t.id)
      .where(sql`not ${t.rolledUp}`),
  ],
);
