import { z } from 'zod';
import { RESULT_TYPES, UNIT_SYSTEMS } from '../common/enums.js';

/**
 * What GET /api/insights answers (issue 28). Only aggregates: every count under INSIGHTS_MIN_COUNT
 * but `surveys.total` is null, with `fewerThanFive: true` beside it (in a list item, the item's
 * own `fewerThanFive`; in an object of counts, its `fewerThanFive` object under the same key).
 * Other tools read it: fields may be added, never renamed.
 */

const CountSchema = z.number().int().nonnegative().nullable();

/** A count of a list item, with the fewer-than-5 flag beside it. */
const shown = { count: CountSchema, fewerThanFive: z.boolean() };

/** An object of counts by key, with `fewerThanFive` saying which of them are hidden. */
function countsBy<const K extends readonly [string, ...string[]]>(keys: K) {
  const counts = Object.fromEntries(keys.map((key) => [key, CountSchema])) as Record<
    K[number],
    typeof CountSchema
  >;
  const flags = Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<
    K[number],
    z.ZodBoolean
  >;
  return z.object({ ...counts, fewerThanFive: z.object(flags) });
}

export const OutcomeCountsSchema = countsBy(RESULT_TYPES);
export type OutcomeCounts = z.infer<typeof OutcomeCountsSchema>;

export const InsightsPeriodSchema = z.object({
  /** The day (byDay) or the Monday starting the ISO week (byWeek), YYYY-MM-DD. */
  day: z.string(),
  ...shown,
  byOutcome: OutcomeCountsSchema,
});
export type InsightsPeriod = z.infer<typeof InsightsPeriodSchema>;

/** One answer value (a wire value of the survey's enums) and how many surveys gave it. */
export const InsightsValueCountSchema = z.object({ value: z.string(), ...shown });
export type InsightsValueCount = z.infer<typeof InsightsValueCountSchema>;

/** One band of a quantity, Imperial: `from` included, `to` excluded but for the last band. */
export const InsightsBandSchema = z.object({ from: z.number(), to: z.number(), ...shown });
export type InsightsBand = z.infer<typeof InsightsBandSchema>;

/** A family under the name it was recommended by (a family renamed or deleted since keeps it). */
export const InsightsFamilyCountSchema = z.object({ family: z.string(), ...shown });
export type InsightsFamilyCount = z.infer<typeof InsightsFamilyCountSchema>;

export const InsightsReasonCountSchema = z.object({
  /** The constraint in plain words, e.g. "GCW over the limit (the family that came closest)". */
  reason: z.string(),
  /** The stable key the reason is counted under, e.g. `gcw` or `terrain+gcw`. */
  key: z.string(),
  ...shown,
});
export type InsightsReasonCount = z.infer<typeof InsightsReasonCountSchema>;

export const INSIGHTS_FUNNEL_STEPS = ['surveys', 'specsSaved', 'shareLinks'] as const;

export const InsightsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  surveys: z.object({
    /** Exact, even under 5: the one count shown as it is. */
    total: z.number().int().nonnegative(),
    byOutcome: OutcomeCountsSchema,
    /** Every day of the range, in order. */
    byDay: z.array(InsightsPeriodSchema),
    /** Every ISO week (Monday first) the range touches, counting only the range's days. */
    byWeek: z.array(InsightsPeriodSchema),
  }),
  /** Every value of each answer, in the survey's order (a survey may give several terrains). */
  applications: z.array(InsightsValueCountSchema),
  terrains: z.array(InsightsValueCountSchema),
  roadTypes: z.array(InsightsValueCountSchema),
  engineMakes: z.array(InsightsValueCountSchema),
  /** GCW bands in lb and cruise-speed bands in mph (the page converts for Metric visitors). */
  gcw: z.array(InsightsBandSchema),
  cruiseSpeed: z.array(InsightsBandSchema),
  /** Families that were top choice (runner-up) in the range, most often first. */
  topChoices: z.array(InsightsFamilyCountSchema),
  runnerUps: z.array(InsightsFamilyCountSchema),
  noTransmissionReasons: z.array(InsightsReasonCountSchema),
  /** Surveys completed, specs saved and share links made in the range. */
  funnel: countsBy(INSIGHTS_FUNNEL_STEPS),
  /** The unit system each survey was answered in (its visitor's units cookie). */
  units: countsBy(UNIT_SYSTEMS),
});
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>;
