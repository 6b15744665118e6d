import { z } from 'zod';
import { MANEUVERS, ROAD_TYPES, TERRAINS } from '../common/enums.js';
import {
  ApplicationSchema,
  ManeuverSchema,
  PerformanceGoalSchema,
  PtoSchema,
  SupportLevelSchema,
  TerrainSchema,
} from '../common/enum-schemas.js';
import { GearRatiosSchema } from '../catalogue/gear-ratios.js';
import {
  GOAL_COUNT,
  MODEL_NAME_MAX_LENGTH,
  TRANSMISSION_NAME_MAX_LENGTH,
} from '../common/limits.js';
import { GearingTierSchema, SupportCheckNameSchema } from './logic-log.js';

/**
 * What a recommended family's card, the compare view, the engineering check and the PDF need beyond
 * the name, model and axle range (issue 14). The engine fills it for the top choice and the
 * runner-up; a response or saved spec from before it existed simply has none.
 *
 * `why` is facts, not sentences (like the NoTransmission reason, decision 045), so each reader
 * phrases it in the visitor's units (`whySentences`). The facts hold only the user's own answers,
 * the family's own published figures (model rating, limits, support levels) and, for the runner-up,
 * which of the two shown families came out ahead on what: never a score, nor anything of a family
 * that is not on the page. Objects are strict, as a saved spec's result is (spec.ts): a save that
 * carries an unknown key anywhere is refused rather than silently trimmed.
 */

/** Longest wire value of any survey choice, with room to spare. */
const WIRE_VALUE_MAX_LENGTH = 40;
const wireValue = z.string().max(WIRE_VALUE_MAX_LENGTH);

/** The numeric bounds of the duty class's axle ratio range that `axleRatio` shows as text. */
export const AxleRatioRangeSchema = z.strictObject({
  low: z.number().positive(),
  high: z.number().positive(),
});
export type AxleRatioRange = z.infer<typeof AxleRatioRangeSchema>;

/** The family's own limits, Imperial (lbs, HP, mph); a null GCW limit means it sets none. */
export const FamilyLimitsSchema = z.strictObject({
  maxSupportedGcw: z.number().nullable(),
  maxSupportedEngineHp: z.number(),
  maxSupportedCruiseSpeed: z.number(),
  maxSupportedMaxSpeed: z.number(),
});
export type FamilyLimits = z.infer<typeof FamilyLimitsSchema>;

/** The family's support level of one of the user's own answers (a wire value of that check). */
export const AnswerSupportSchema = z.strictObject({
  check: SupportCheckNameSchema,
  value: wireValue,
  level: SupportLevelSchema,
});
export type AnswerSupport = z.infer<typeof AnswerSupportSchema>;

/** One answer of each single choice plus every terrain, road type and maneuver at most. */
export const ANSWER_SUPPORT_MAX = 3 + TERRAINS.length + ROAD_TYPES.length + MANEUVERS.length;

/** One of the user's goals with the rank the user gave it (1 = most important). */
export const RankedGoalSchema = z.strictObject({
  goal: PerformanceGoalSchema,
  rank: z.number().int().min(1).max(GOAL_COUNT),
});
export type RankedGoal = z.infer<typeof RankedGoalSchema>;

/** Most goals a goals fact names: the two that matter most, so a card stays short. */
export const WHY_GOALS_MAX = 2;

/** How the family supports the application and each chosen terrain. */
export const WhyDutyFactSchema = z.strictObject({
  kind: z.literal('duty'),
  application: ApplicationSchema,
  applicationLevel: SupportLevelSchema,
  terrain: z
    .array(z.strictObject({ terrain: TerrainSchema, level: SupportLevelSchema }))
    .max(TERRAINS.length),
});

/** The model offered, its rating, and the engine torque it covers (lb-ft). */
export const WhyTorqueFactSchema = z.strictObject({
  kind: z.literal('torque'),
  modelName: z.string().max(MODEL_NAME_MAX_LENGTH),
  rated: z.number(),
  engineTorque: z.number(),
});

/** The user's gross combined weight and the family's GCW limit (lbs; null: it sets none). */
export const WhyGcwFactSchema = z.strictObject({
  kind: z.literal('gcw'),
  gcw: z.number(),
  limit: z.number().nullable(),
});

/** How the family supports the PTO answer and each chosen maneuver (none chosen: empty). */
export const WhyOperationFactSchema = z.strictObject({
  kind: z.literal('operation'),
  pto: PtoSchema,
  ptoLevel: SupportLevelSchema,
  maneuvers: z
    .array(z.strictObject({ maneuver: ManeuverSchema, level: SupportLevelSchema }))
    .max(MANEUVERS.length),
});

/**
 * The user's goals that did most for this family's goal score: the largest weight x points of its
 * own, at most two, and only goals that added something. Its own points only, never compared with
 * another family's.
 */
export const WhyGoalsFactSchema = z.strictObject({
  kind: z.literal('goals'),
  goals: z.array(RankedGoalSchema).max(WHY_GOALS_MAX),
});

/** An answer named by check and wire value (no level: the fact says what the levels were). */
export const AnswerRefSchema = z.strictObject({ check: SupportCheckNameSchema, value: wireValue });
export type AnswerRef = z.infer<typeof AnswerRefSchema>;

/**
 * Why the runner-up came second to `topChoice` (RECOMMENDATION.md section 2): a lower total, or a
 * tie on total broken by the administrator's rank or, failing that, by name.
 * - `lowerScore`: `goalsBehind` lists (when its goal score was the lower) the user's goals on which
 *   the top choice gained the most over it, at most two; `answersBehind` lists (when its fit score
 *   was the lower) the user's answers the top choice Recommends and it only Supports.
 * - `tie`: the totals were equal; `by` says which tie-break put it second.
 * - `gearing`: the gearing tier put it second whatever the totals: the top choice is in a better
 *   tier, and `tier` is the runner-up's own (it fails, or has no gear ratios to check).
 */
export const SecondPlaceCauseSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('lowerScore'),
    goalsBehind: z.array(RankedGoalSchema).max(WHY_GOALS_MAX),
    answersBehind: z.array(AnswerRefSchema).max(ANSWER_SUPPORT_MAX),
  }),
  z.strictObject({ kind: z.literal('tie'), by: z.enum(['rank', 'name']) }),
  z.strictObject({ kind: z.literal('gearing'), tier: GearingTierSchema.exclude(['passes']) }),
]);
export type SecondPlaceCause = z.infer<typeof SecondPlaceCauseSchema>;

/** The runner-up's extra fact: what made it second to the top choice. */
export const WhySecondPlaceFactSchema = z.strictObject({
  kind: z.literal('secondPlace'),
  topChoice: z.string().max(TRANSMISSION_NAME_MAX_LENGTH),
  cause: SecondPlaceCauseSchema,
});

export const WhyFactSchema = z.discriminatedUnion('kind', [
  WhyDutyFactSchema,
  WhyTorqueFactSchema,
  WhyGcwFactSchema,
  WhyOperationFactSchema,
  WhyGoalsFactSchema,
  WhySecondPlaceFactSchema,
]);
export type WhyFact = z.infer<typeof WhyFactSchema>;
export type WhyFactKind = WhyFact['kind'];

/** One fact of each kind at most. */
export const WHY_FACTS_MAX = 6;

/** A recommended family's details (see the module comment). */
export const TransmissionDetailsSchema = z.strictObject({
  /** The lb-ft rating of the model offered. */
  modelMaxTorque: z.number(),
  axleRatioRange: AxleRatioRangeSchema,
  /** Null when the catalogue has no gear ratios for the family. */
  gearRatios: GearRatiosSchema.strict().nullable(),
  limits: FamilyLimitsSchema,
  /** The support level of each of the user's own answers, in the eligibility checks' order. */
  support: z.array(AnswerSupportSchema).max(ANSWER_SUPPORT_MAX),
  why: z.array(WhyFactSchema).max(WHY_FACTS_MAX),
});
export type TransmissionDetails = z.infer<typeof TransmissionDetailsSchema>;
