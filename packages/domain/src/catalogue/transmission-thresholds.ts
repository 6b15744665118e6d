import { z } from 'zod';
import { DatabaseIdSchema, isMissingInput, wholeNumberSchema } from '../common/fields.js';
import { AXLE_RATIO_DEFAULT, AXLE_RATIO_RANGE, GOAL_POINTS_RANGE } from '../common/limits.js';
import { MESSAGES } from '../common/messages.js';
import { roundToStep } from '../common/numeric.js';

/** Goal points and axle ratio thresholds of a transmission family (SPEC sections 3 and 5). */

const goalPoints = wholeNumberSchema(GOAL_POINTS_RANGE, MESSAGES.goalPointsRange);

/** How well the family serves each performance goal, 0 to 100 points each. */
export const PerformanceGoalPointsSchema = z.object({
  id: DatabaseIdSchema.optional(),
  acceleration: goalPoints,
  fuelEconomy: goalPoints,
  lowSpeedManeuvers: goalPoints,
  price: goalPoints,
  tripTime: goalPoints,
});
export type PerformanceGoalPoints = z.infer<typeof PerformanceGoalPointsSchema>;

/**
 * One axle ratio bound: required, rounded to 0.1 first (SPEC 5: "values round to 0.1", so 1.96
 * counts as 2.0), then within 2 to 7. A codec rather than a transform because the same schema
 * serializes API responses, and zod can only encode through two-way steps.
 */
function axleBound(rangeMessage: string) {
  return z.codec(
    z.number({
      error: (issue) =>
        isMissingInput(issue.input) ? MESSAGES.requiredField : MESSAGES.enterNumber,
    }),
    z.number().min(AXLE_RATIO_RANGE.min, rangeMessage).max(AXLE_RATIO_RANGE.max, rangeMessage),
    { decode: (value) => roundToStep(value, AXLE_RATIO_RANGE), encode: (value) => value },
  );
}
const bottom = axleBound(MESSAGES.axleMinRange);
const top = axleBound(MESSAGES.axleMaxRange);

/** The four load levels that each have a bottom and top axle ratio threshold. */
export const AXLE_RATIO_LEVELS = ['default', 'medium', 'high', 'extreme'] as const;
export type AxleRatioLevel = (typeof AXLE_RATIO_LEVELS)[number];

/**
 * Axle ratio thresholds: each bound 2 to 7, and for every level the bottom must not exceed the
 * top (MESSAGES.axleMinAboveMax, reported on the bottom field).
 */
export const AxleRatioThresholdsSchema = z
  .object({
    id: DatabaseIdSchema.optional(),
    defaultBottom: bottom,
    defaultTop: top,
    mediumBottom: bottom,
    mediumTop: top,
    highBottom: bottom,
    highTop: top,
    extremeBottom: bottom,
    extremeTop: top,
  })
  .superRefine((thresholds, ctx) => {
    const inRange = (value: number) =>
      value >= AXLE_RATIO_RANGE.min && value <= AXLE_RATIO_RANGE.max;
    for (const level of AXLE_RATIO_LEVELS) {
      const low = thresholds[`${level}Bottom`];
      const high = thresholds[`${level}Top`];
      // An out-of-range bound already has its own message; comparing it would only add noise.
      if (inRange(low) && inRange(high) && low > high) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.axleMinAboveMax,
          path: [`${level}Bottom`],
        });
      }
    }
  });
export type AxleRatioThresholds = z.infer<typeof AxleRatioThresholdsSchema>;

/** SPEC 3: every threshold of a new family starts at 2. */
export function defaultAxleRatioThresholds(): AxleRatioThresholds {
  const value = AXLE_RATIO_DEFAULT;
  return {
    defaultBottom: value,
    defaultTop: value,
    mediumBottom: value,
    mediumTop: value,
    highBottom: value,
    highTop: value,
    extremeBottom: value,
    extremeTop: value,
  };
}

/** Goal points of a new family: SPEC gives no default, so each starts at the minimum, 0. */
export function defaultPerformanceGoalPoints(): PerformanceGoalPoints {
  const points = GOAL_POINTS_RANGE.min;
  return {
    acceleration: points,
    fuelEconomy: points,
    lowSpeedManeuvers: points,
    price: points,
    tripTime: points,
  };
}
