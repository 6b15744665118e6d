import { z } from 'zod';
import {
  APPLICATIONS,
  ENGINE_MAKES,
  MANEUVERS,
  PERFORMANCE_GOALS,
  PTO_OPTIONS,
  ROAD_TYPES,
  TERRAINS,
  type Application,
  type EngineMake,
  type Maneuver,
  type PerformanceGoal,
  type Pto,
  type RoadType,
  type Terrain,
} from '../common/enums.js';
import { choiceListSchema, choiceSchema, steppedNumberSchema } from '../common/fields.js';
import {
  GOAL_COUNT,
  HORSEPOWER_RANGE,
  SPEED_RANGE,
  TORQUE_RANGE,
  WEIGHT_RANGE,
} from '../common/limits.js';
import { MESSAGES } from '../common/messages.js';

/**
 * The survey of SPEC sections 2, 3 and 5: the wizard's draft, where anything may still be
 * unanswered, and the complete answers the API accepts. Quantities are Imperial (canonical).
 */

const rankSchema = z
  .number({ error: MESSAGES.rankingIncomplete })
  .int(MESSAGES.rankingIncomplete)
  .min(1, MESSAGES.rankingIncomplete)
  .max(GOAL_COUNT, MESSAGES.rankingIncomplete);

/** Rank (1 = most important) of each of the five goals; null while a goal is not yet ranked. */
export const PreferenceRankingSchema = z.object({
  acceleration: rankSchema.nullable(),
  fuelEconomy: rankSchema.nullable(),
  lowSpeedManeuvers: rankSchema.nullable(),
  price: rankSchema.nullable(),
  tripTime: rankSchema.nullable(),
});
export type PreferenceRanking = z.infer<typeof PreferenceRankingSchema>;
/** A ranking where every goal holds a rank. */
export type CompletePreferenceRanking = Record<PerformanceGoal, number>;

/** A ranking with no goal ranked yet. */
export function emptyPreferenceRanking(): PreferenceRanking {
  return {
    acceleration: null,
    fuelEconomy: null,
    lowSpeedManeuvers: null,
    price: null,
    tripTime: null,
  };
}

/** True when all five goals are ranked and the ranks are exactly 1..5, each used once. */
export function isRankingComplete(
  ranking: PreferenceRanking | null | undefined,
): ranking is CompletePreferenceRanking {
  if (!ranking) return false;
  const ranks = PERFORMANCE_GOALS.map((goal) => ranking[goal]);
  const seen = new Set(ranks);
  return (
    seen.size === GOAL_COUNT &&
    ranks.every(
      (rank) => rank !== null && Number.isInteger(rank) && rank >= 1 && rank <= GOAL_COUNT,
    )
  );
}

/** The ranking the API accepts: every goal ranked, ranks 1..5 each used once. */
export const CompletePreferenceRankingSchema = z
  .object({
    acceleration: rankSchema,
    fuelEconomy: rankSchema,
    lowSpeedManeuvers: rankSchema,
    price: rankSchema,
    tripTime: rankSchema,
  })
  .refine(isRankingComplete, { message: MESSAGES.rankingIncomplete });

/** Mountain pass driving is either occasional or frequent (SPEC 2), never both. */
function hasBothMountainFrequencies(terrain: readonly Terrain[]): boolean {
  return terrain.includes('OccasionalMountain') && terrain.includes('FrequentMountain');
}

/**
 * The steady cruise speed cannot exceed the highest speed the truck ever reaches: such answers
 * describe no real duty, and the engine would check each speed against a family as if they did.
 * Null while either speed is unanswered (the draft), so only a real conflict is reported.
 */
export function speedsError(speeds: {
  readonly cruiseSpeed: number | null;
  readonly maxSpeed: number | null;
}): string | null {
  const { cruiseSpeed, maxSpeed } = speeds;
  if (cruiseSpeed === null || maxSpeed === null) return null;
  return cruiseSpeed > maxSpeed ? MESSAGES.cruiseSpeedAboveMaxSpeed : null;
}

const SpeedsSchema = z.object({ cruiseSpeed: z.number(), maxSpeed: z.number() });

/** Complete survey answers, as POST api/survey accepts them. Empty maneuvers means none of them (NO_MANEUVERS_LABEL). */
export const SurveyAnswersSchema = z
  .object({
    application: choiceSchema(APPLICATIONS),
    maxWeight: steppedNumberSchema(WEIGHT_RANGE),
    terrain: choiceListSchema(TERRAINS, 1).refine(
      (terrain) => !hasBothMountainFrequencies(terrain),
      {
        message: MESSAGES.mountainFrequencyExclusive,
      },
    ),
    maneuvers: choiceListSchema(MANEUVERS),
    roadTypes: choiceListSchema(ROAD_TYPES, 1),
    cruiseSpeed: steppedNumberSchema(SPEED_RANGE),
    maxSpeed: steppedNumberSchema(SPEED_RANGE),
    pto: choiceSchema(PTO_OPTIONS),
    engineMake: choiceSchema(ENGINE_MAKES),
    engineHp: steppedNumberSchema(HORSEPOWER_RANGE),
    engineTorque: steppedNumberSchema(TORQUE_RANGE),
    preferenceRanking: CompletePreferenceRankingSchema,
  })
  .refine((answers) => speedsError(answers) === null, {
    message: MESSAGES.cruiseSpeedAboveMaxSpeed,
    path: ['cruiseSpeed'],
    // Checked as soon as both speeds are numbers, so the 400 names the conflict beside any other
    // bad answer instead of only after everything else is fixed.
    when: (payload) => SpeedsSchema.safeParse(payload.value).success,
  });
export type SurveyAnswers = z.infer<typeof SurveyAnswersSchema>;

/** The wizard's state: every answer null until given (maneuvers [] means NO_MANEUVERS_LABEL). */
export interface SurveyDraft {
  application: Application | null;
  maxWeight: number | null;
  terrain: Terrain[] | null;
  maneuvers: Maneuver[] | null;
  roadTypes: RoadType[] | null;
  cruiseSpeed: number | null;
  maxSpeed: number | null;
  pto: Pto | null;
  engineMake: EngineMake | null;
  engineHp: number | null;
  engineTorque: number | null;
  preferenceRanking: PreferenceRanking | null;
}

/** Parses a stored draft (e.g. from session storage); values are only type-checked, not ranged. */
export const SurveyDraftSchema = z.object({
  application: z.enum(APPLICATIONS).nullable(),
  maxWeight: z.number().nullable(),
  terrain: z.array(z.enum(TERRAINS)).max(TERRAINS.length).nullable(),
  maneuvers: z.array(z.enum(MANEUVERS)).max(MANEUVERS.length).nullable(),
  roadTypes: z.array(z.enum(ROAD_TYPES)).max(ROAD_TYPES.length).nullable(),
  cruiseSpeed: z.number().nullable(),
  maxSpeed: z.number().nullable(),
  pto: z.enum(PTO_OPTIONS).nullable(),
  engineMake: z.enum(ENGINE_MAKES).nullable(),
  engineHp: z.number().nullable(),
  engineTorque: z.number().nullable(),
  preferenceRanking: PreferenceRankingSchema.nullable(),
}) satisfies z.ZodType<SurveyDraft>;

/** A draft with nothing answered. */
export function emptySurveyDraft(): SurveyDraft {
  return {
    application: null,
    maxWeight: null,
    terrain: null,
    maneuvers: null,
    roadTypes: null,
    cruiseSpeed: null,
    maxSpeed: null,
    pto: null,
    engineMake: null,
    engineHp: null,
    engineTorque: null,
    preferenceRanking: null,
  };
}

/**
 * SPEC 5: the survey is complete when every answer is non-null and all five preferences are ranked.
 * Terrain and road types also need at least one choice, since the wizard leaves an emptied
 * multi-select as [] and the API refuses it.
 */
export function isSurveyComplete(draft: SurveyDraft): boolean {
  const { terrain, roadTypes, preferenceRanking, ...rest } = draft;
  return (
    Object.values(rest).every((value) => value !== null) &&
    terrain !== null &&
    terrain.length > 0 &&
    roadTypes !== null &&
    roadTypes.length > 0 &&
    isRankingComplete(preferenceRanking)
  );
}

/** The answers to submit, or null while the draft is incomplete or has a value the API refuses. */
export function surveyDraftToAnswers(draft: SurveyDraft): SurveyAnswers | null {
  const parsed = SurveyAnswersSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}
