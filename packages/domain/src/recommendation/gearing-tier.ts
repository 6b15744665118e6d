import { z } from 'zod';
import { RoadTypeSchema, TerrainSchema } from '../common/enum-schemas.js';
import { AxleRatioRangeSchema } from './transmission-details.js';

/**
 * The gearing tier of RECOMMENDATION.md section 2 (physics before preference): whether the
 * engineering check, at the low, middle or high end of an eligible family's axle range for the duty
 * class and on the default tire, finds one ratio that both holds the cruise speed in top gear on
 * the easiest chosen road and starts on the steepest chosen grade on the hardest chosen road. The
 * engine works it out; the result card carries a failing family's figures as a fact (like the why,
 * decision 052) that gearingWarningText phrases in the visitor's units; the Logic Log carries every
 * eligible family's tier with the figures it came from. Figures are Imperial and percent grade.
 */

/**
 * What no ratio of the range managed: holding the cruise speed (`cruise`), starting on the steepest
 * grade (`start`), either of the two (`both`), or the two at the same ratio though each at some
 * ratio (`apart`).
 */
export const GEARING_SHORTFALLS = ['cruise', 'start', 'both', 'apart'] as const;
export const GearingShortfallSchema = z.enum(GEARING_SHORTFALLS);
export type GearingShortfall = z.infer<typeof GearingShortfallSchema>;

/** The steepest chosen terrain and the grade (%) assumed for it. */
export const SteepestGradeSchema = z.strictObject({
  terrain: TerrainSchema,
  percent: z.number(),
});

/**
 * A recommended family that fails the gearing tier, as its card warns of it: the answers behind
 * the verdict (cruise speed mph, GCW lbs, engine torque lb-ft, the easiest and hardest chosen road,
 * the steepest chosen grade), the axle range it was checked over, and the best figure the range
 * reached: top-gear gradeability at cruise and startability, each the highest of the three ratios.
 * Strict, as a saved spec's result is (spec.ts).
 */
export const GearingWarningSchema = z.strictObject({
  shortfall: GearingShortfallSchema,
  cruiseSpeed: z.number(),
  gcw: z.number(),
  engineTorque: z.number(),
  cruiseRoad: RoadTypeSchema,
  startRoad: RoadTypeSchema,
  steepestGrade: SteepestGradeSchema,
  axleRatioRange: AxleRatioRangeSchema,
  bestGradeability: z.number().min(0),
  bestStartability: z.number().min(0),
});
export type GearingWarning = z.infer<typeof GearingWarningSchema>;
