import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { GearRatios } from '@transmission-spec/domain';
import { bytea, utcTimestamp } from './columns.js';

/**
 * A transmission family and everything that has exactly one value per family.
 *
 * Goal points and axle ratio thresholds are columns, not child tables: a family always has exactly
 * five goal points and eight thresholds, so a child table would add joins and an id that models
 * nothing. Models and support levels vary in number, so they get their own tables.
 * Axle ratios are double precision because JS numbers round-trip through it exactly.
 */
export const transmissionFamilies = pgTable('transmission_families', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  learnMoreUrl: text('learn_more_url').notNull().default(''),
  image: bytea('image'),
  imageMime: text('image_mime'),
  rank: integer('rank').notNull(),
  isDisabled: boolean('is_disabled').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  maxSupportedCruiseSpeed: integer('max_supported_cruise_speed').notNull(),
  maxSupportedEngineHp: integer('max_supported_engine_hp').notNull(),
  /** lbs; null means no GCW limit. */
  maxSupportedGcw: integer('max_supported_gcw'),
  maxSupportedMaxSpeed: integer('max_supported_max_speed').notNull(),
  goalAcceleration: integer('goal_acceleration').notNull(),
  goalFuelEconomy: integer('goal_fuel_economy').notNull(),
  goalLowSpeedManeuvers: integer('goal_low_speed_maneuvers').notNull(),
  goalPrice: integer('goal_price').notNull(),
  goalTripTime: integer('goal_trip_time').notNull(),
  axleDefaultBottom: doublePrecision('axle_default_bottom').notNull(),
  axleDefaultTop: doublePrecision('axle_default_top').notNull(),
  axleMediumBottom: doublePrecision('axle_medium_bottom').notNull(),
  axleMediumTop: doublePrecision('axle_medium_top').notNull(),
  axleHighBottom: doublePrecision('axle_high_bottom').notNull(),
  axleHighTop: doublePrecision('axle_high_top').notNull(),
  axleExtremeBottom: doublePrecision('axle_extreme_bottom').notNull(),
  axleExtremeTop: doublePrecision('axle_extreme_top').notNull(),
  /**
   * Forward and reverse gear ratios as domain's GearRatios ({ forward, reverse }); null when the
   * catalogue has none. JSON rather than a child table: the lists are read and written whole, and
   * never queried by ratio.
   */
  gearRatios: jsonb('gear_ratios').$type<GearRatios>(),
  updatedBy: text('updated_by').notNull(),
  timeStamp: utcTimestamp('time_stamp').notNull().defaultNow(),
});

/** Models (torque ratings) of a family; soft-deleted so logs and saved specs keep their names. */
export const transmissionModels = pgTable(
  'transmission_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => transmissionFamilies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxTorque: integer('max_torque').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    updatedBy: text('updated_by').notNull(),
    timeStamp: utcTimestamp('time_stamp').notNull().defaultNow(),
  },
  (t) => [index('transmission_models_family_idx').on(t.familyId)],
);

/**
 * One row per (family, feature group, feature value) with its support level, e.g.
 * (3, 'supportedApplications', 'Linehaul', 'Recommended'); group is domain's SupportGroupKey.
 * Normalized rather than six JSON maps so that a new enum value in domain needs no migration and
 * queries can filter on support. A missing row means the domain default, NotSupported.
 */
export const transmissionSupportLevels = pgTable(
  'transmission_support_levels',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => transmissionFamilies.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    value: text('value').notNull(),
    level: text('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.group, t.value] })],
);

/** Audit trail: the full family as JSON after each change, who made it and when. */
export const transmissionLogs = pgTable(
  'transmission_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => transmissionFamilies.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').notNull(),
    updatedBy: text('updated_by').notNull(),
    timeStamp: utcTimestamp('time_stamp').notNull().defaultNow(),
  },
  (t) => [index('transmission_logs_family_idx').on(t.familyId, t.timeStamp)],
);
