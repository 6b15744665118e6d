import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The Insights' daily rollup (issue 28, decision 100): how many surveys of one UTC day had each
 * value of each dimension (outcome, application, terrain, GCW band, top choice, ...). The survey
 * events' insert adds to it in the same statement, so the Insights read a few thousand rows for
 * any range instead of up to a million events. Kept when the raw events expire.
 */
export const surveyDailyCounts = pgTable(
  'survey_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'survey_daily_counts_pkey', columns: [t.day, t.dimension, t.value] })],
);
