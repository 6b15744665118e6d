import { z } from 'zod';
import {
  PerformanceGoalSchema,
  RoadTypeSchema,
  SupportLevelSchema,
  TerrainSchema,
} from '../common/enum-schemas.js';

/**
 * The Transmission Logic Log (SPEC 6, RECOMMENDATION.md): what POST api/survey/debug adds to a
 * survey response so an administrator sees how the recommendation was reached. The engine writes it,
 * the server describes and checks its answer with it, and the admin's panel reads it: one schema, so
 * the three cannot drift apart. Units are Imperial, as the engine works in them.
 */

/** The support checks of RECOMMENDATION.md section 1, in table order. */
export const SUPPORT_CHECKS = [
  'application',
  'terrain',
  'roadTypes',
  'maneuvers',
  'pto',
  'engineMake',
] as const;
export const SupportCheckNameSchema = z.enum(SUPPORT_CHECKS);
export type SupportCheckName = z.infer<typeof SupportCheckNameSchema>;

/** The limit checks of RECOMMENDATION.md section 1, in table order. */
export const LIMIT_CHECKS = ['engineHp', 'cruiseSpeed', 'maxSpeed', 'gcw', 'torque'] as const;
export const LimitCheckNameSchema = z.enum(LIMIT_CHECKS);
export type LimitCheckName = z.infer<typeof LimitCheckNameSchema>;

/** Every eligibility check, in the order each family is put through them and the log lists them. */
export const CHECK_NAMES = [...SUPPORT_CHECKS, ...LIMIT_CHECKS] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** Heading of each check in the Transmission Logic Log. */
export const CHECK_LABELS: Readonly<Record<CheckName, string>> = {
  application: 'Application',
  terrain: 'Terrain',
  roadTypes: 'Road types',
  maneuvers: 'Maneuvers',
  pto: 'PTO',
  engineMake: 'Engine make',
  engineHp: 'Engine horsepower',
  cruiseSpeed: 'Cruise speed',
  maxSpeed: 'Max road speed',
  gcw: 'Gross combined weight',
  torque: 'Torque',
};

/**
 * A support check's entry. `value` lists the user's choices (wire values; one for application, PTO
 * and engine make, possibly none for maneuvers) and `limit` the family's support level of each,
 * index for index. It passes when no level is NotSupported. The family is the entry's page of the
 * log, so the entry does not repeat it.
 */
export const SupportCheckEntrySchema = z.object({
  kind: z.literal('support'),
  check: SupportCheckNameSchema,
  value: z.array(z.string()),
  limit: z.array(SupportLevelSchema),
  passed: z.boolean(),
});
export type SupportCheckEntry = z.infer<typeof SupportCheckEntrySchema>;

/**
 * A limit check's entry, in Imperial units (HP, mph, lbs, lb-ft). It passes when `value` is at most
 * `limit`. `limit` is null for a family with no such limit, and for torque it is the strongest live
 * model, or null when the family has no live model. `note` says what the admin needs beyond the two
 * numbers: the model offered, or that no limit applies.
 */
export const LimitCheckEntrySchema = z.object({
  kind: z.literal('limit'),
  check: LimitCheckNameSchema,
  value: z.number(),
  limit: z.number().nullable(),
  unit: z.string(),
  passed: z.boolean(),
  note: z.string().optional(),
});
export type LimitCheckEntry = z.infer<typeof LimitCheckEntrySchema>;

/** One line of the eligibility log: the family of the page put through one check. */
export const CheckEntrySchema = z.discriminatedUnion('kind', [
  SupportCheckEntrySchema,
  LimitCheckEntrySchema,
]);
export type CheckEntry = z.infer<typeof CheckEntrySchema>;

/** The duty classes of RECOMMENDATION.md section 3, mildest first. */
export const DUTY_CLASSES = ['default', 'medium', 'high', 'extreme'] as const;
export const DutyClassSchema = z.enum(DUTY_CLASSES);
export type DutyClass = z.infer<typeof DutyClassSchema>;

/**
 * Why a family was or was not offered: eligible, failed a check, or kept out of the run by the
 * admin (disabled) or by deletion, which no check can override. "May it be offered" is exactly
 * `status === 'eligible'`, so the log carries no separate flag for it.
 */
export const FAMILY_STATUSES = ['eligible', 'ineligible', 'disabled', 'deleted'] as const;
export const FamilyStatusSchema = z.enum(FAMILY_STATUSES);
export type FamilyStatus = z.infer<typeof FamilyStatusSchema>;

/**
 * What one performance goal added to a family's goal score: the user's rank of the goal (1 most
 * important), its weight (6 - rank), the family's points for it (0 to 100) and the contribution,
 * weight x points / 100. A family's contributions add up to its goal score.
 */
export const GoalContributionSchema = z.object({
  goal: PerformanceGoalSchema,
  rank: z.number().int(),
  weight: z.number().int(),
  points: z.number(),
  contribution: z.number(),
});
export type GoalContribution = z.infer<typeof GoalContributionSchema>;

/**
 * The gearing tier of RECOMMENDATION.md section 2 (gearing-tier.ts has the card's side of it).
 */
/** The tiers, best first: the order ranking puts them in. */
export const GEARING_TIERS = ['passes', 'unknown', 'fails'] as const;
export const GearingTierSchema = z.enum(GEARING_TIERS);
export type GearingTier = z.infer<typeof GearingTierSchema>;

/** Each tier as the Logic Log names it. */
export const GEARING_TIER_LABELS: Readonly<Record<GearingTier, string>> = {
  passes: 'Passes',
  unknown: 'Unknown: no gear ratios in the catalogue',
  fails: 'Fails',
};

/** The tier's two figures at one axle ratio, and whether that ratio meets both conditions. */
export const GearingPointSchema = z.object({
  axleRatio: z.number(),
  /** Top-gear gradeability (%) at cruise on the easiest chosen road; must be above 0. */
  gradeability: z.number(),
  /** Startability (%) on the hardest chosen road; must reach the steepest chosen grade. */
  startability: z.number(),
  passes: z.boolean(),
});
export type GearingPoint = z.infer<typeof GearingPointSchema>;

/**
 * An eligible family's tier in the Logic Log with what it came from: the tire (revolutions per
 * mile), the gears, the roads and grade, and the figures at the low, middle and high end of the
 * range. With no gear ratios (`unknown`) the gears are null and there are no points.
 */
export const GearingDebugSchema = z.object({
  tier: GearingTierSchema,
  revsPerMile: z.number(),
  topGear: z.number().nullable(),
  lowestGear: z.number().nullable(),
  cruiseRoad: z.object({ roadType: RoadTypeSchema, rollingResistance: z.number() }).nullable(),
  startRoad: z.object({ roadType: RoadTypeSchema, rollingResistance: z.number() }).nullable(),
  steepestGrade: z.object({ terrain: TerrainSchema, percent: z.number() }).nullable(),
  points: z.array(GearingPointSchema),
});
export type GearingDebug = z.infer<typeof GearingDebugSchema>;

/** One family's page of the Transmission Logic Log. */
export const FamilyDebugSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The administrator's rank (1 first); null when the family has none. */
  rank: z.number().nullable(),
  status: FamilyStatusSchema,
  /** Every check of RECOMMENDATION.md section 1 in CHECK_NAMES order, deleted or disabled or not. */
  checks: z.array(CheckEntrySchema),
  failedChecks: z.number().int(),
  /** Sum over the goals of (6 - rank) x points / 100; 0 to 15. */
  goalScore: z.number(),
  /** What each goal added to goalScore, the user's most important goal first. */
  goalContributions: z.array(GoalContributionSchema),
  /** 3 x Recommended answers / answers checked for support; 0 to 3. */
  fitScore: z.number(),
  total: z.number(),
  /** 1 for the top choice, 2 for the runner-up, and so on; null when not eligible. */
  position: z.number().int().nullable(),
  /** The model that would be offered (smallest covering the torque); null when none covers it. */
  modelName: z.string().nullable(),
  /** The family's axle ratio range for the duty class, e.g. "3.4 - 3.9". */
  axleRatio: z.string(),
  /**
   * The gearing tier and its figures; null for a family that is not eligible (the tier orders
   * eligible families only, so it is not worked out for the rest). Optional: a log from before the
   * tier existed has none.
   */
  gearing: GearingDebugSchema.nullable().optional(),
});
export type FamilyDebug = z.infer<typeof FamilyDebugSchema>;

/**
 * The whole log: the duty class and the answers that set it (in the user's words; none for the
 * default class), then every family passed in, exactly once: eligible families by position, then
 * the others by fewest failed checks, rank and name (disabled and deleted last).
 */
export const LogicLogSchema = z.object({
  dutyClass: DutyClassSchema,
  dutyClassReasons: z.array(z.string()),
  families: z.array(FamilyDebugSchema),
});
export type LogicLog = z.infer<typeof LogicLogSchema>;
