import { z } from 'zod';
import {
  APPLICATIONS,
  ENGINE_MAKES,
  MANEUVERS,
  PTO_OPTIONS,
  ROAD_TYPES,
  TERRAINS,
} from '../common/enums.js';
import {
  DatabaseIdParamSchema,
  DatabaseIdSchema,
  wholeNumberSchema,
  requiredTextSchema,
} from '../common/fields.js';
import {
  DESCRIPTION_MAX_LENGTH,
  HORSEPOWER_RANGE,
  LEARN_MORE_URL_EXAMPLE,
  LEARN_MORE_URL_MAX_LENGTH,
  RANK_MAX,
  SPEED_RANGE,
  TRANSMISSION_NAME_MAX_LENGTH,
  WEIGHT_RANGE,
} from '../common/limits.js';
import type { NumericRange } from '../common/limits.js';
import { learnMoreUrlInvalid, MESSAGES } from '../common/messages.js';
import { GearRatiosSchema } from './gear-ratios.js';
import { ModelTorquesSchema } from './model-entry.js';
import {
  notSupportedGroup,
  SupportedApplicationsSchema,
  SupportedEngineMakesSchema,
  SupportedManeuversSchema,
  SupportedPtoSchema,
  SupportedRoadTypesSchema,
  SupportedTerrainSchema,
} from './support-groups.js';
import {
  AxleRatioThresholdsSchema,
  defaultAxleRatioThresholds,
  defaultPerformanceGoalPoints,
  PerformanceGoalPointsSchema,
} from './transmission-thresholds.js';

/**
 * A transmission family of the admin catalogue (SPEC sections 3 and 5). Limits are in the admin
 * form's units: lbs, mph, HP and lb-ft. The input shape is exactly one element of the sample
 * catalogue's `families`; the stored family adds id, isDeleted and image.
 */

/** Identifier of a transmission family, as in api/transmission/{id} and the rank update's Id. */
export const TransmissionIdSchema = DatabaseIdSchema;
/** The same identifier read from a URL path segment. */
export const TransmissionIdParamSchema = DatabaseIdParamSchema;

/** True for an absolute http: or https: URL with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True when rich text holds something a reader would see, so '<p></p>' counts as empty. */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, '')
      .trim() !== ''
  );
}

/**
 * The form of a family name that two families may not share: trimmed, and the same whatever the
 * case, so 'Endurant HD' and ' endurant hd ' are one name in the list, the rank message and My Specs.
 */
export function familyNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/** True when `name` is already taken by one of `others` (the other live families' names). */
export function isFamilyNameTaken(name: string, others: Iterable<string>): boolean {
  const key = familyNameKey(name);
  for (const other of others) {
    if (familyNameKey(other) === key) return true;
  }
  return false;
}

/** The input fields of a family; `urlExample` is the host shown in the learn-more URL message. */
function familyInputShape(urlExample: string) {
  return {
    name: requiredTextSchema(TRANSMISSION_NAME_MAX_LENGTH),
    description: requiredTextSchema(DESCRIPTION_MAX_LENGTH).refine(hasVisibleText, {
      message: MESSAGES.requiredField,
    }),
    learnMoreUrl: requiredTextSchema(LEARN_MORE_URL_MAX_LENGTH).refine(isHttpUrl, {
      message: learnMoreUrlInvalid(urlExample),
    }),
    /** Position in the catalogue (1 first); the server appends a family sent without one. */
    rank: z.number().int().positive().max(RANK_MAX).optional(),
    isDisabled: z.boolean().default(false),
    modelTorques: ModelTorquesSchema,
    performanceGoalPoints: PerformanceGoalPointsSchema,
    axleRatioThresholds: AxleRatioThresholdsSchema,
    // The catalogue stores these as whole numbers (the admin form rounds them as they are typed).
    maxSupportedCruiseSpeed: wholeNumberSchema(SPEED_RANGE),
    maxSupportedEngineHp: wholeNumberSchema(HORSEPOWER_RANGE),
    /** Null means the family has no weight limit. */
    maxSupportedGcw: wholeNumberSchema(WEIGHT_RANGE).nullable(),
    maxSupportedMaxSpeed: wholeNumberSchema(SPEED_RANGE),
    supportedApplications: SupportedApplicationsSchema,
    supportedTerrain: SupportedTerrainSchema,
    supportedManeuvers: SupportedManeuversSchema,
    supportedRoadTypes: SupportedRoadTypesSchema,
    supportedPto: SupportedPtoSchema,
    supportedEngineMakes: SupportedEngineMakesSchema,
    /** Forward and reverse gear ratios (issue 14); null when the catalogue has none for the family. */
    gearRatios: GearRatiosSchema.nullable().default(null),
  };
}

/**
 * The family schema with another example host in its URL message; the web form passes the app's
 * origin, as SPEC's 'e.g. {host}' suggests.
 */
export function createTransmissionFamilyInputSchema(urlExample: string = LEARN_MORE_URL_EXAMPLE) {
  return z.object(familyInputShape(urlExample));
}

/** A family as the admin form and POST/PUT api/transmission send it, with every SPEC 5 rule. */
export const TransmissionFamilyInputSchema = createTransmissionFamilyInputSchema();
/** The parsed family input: trimmed texts, rounded ratios, every support key present. */
export type TransmissionFamilyInput = z.infer<typeof TransmissionFamilyInputSchema>;
/** What the form may hold before parsing: support keys and flags may be left out. */
export type TransmissionFamilyFormValues = z.input<typeof TransmissionFamilyInputSchema>;

/** A stored family, as GET api/transmission returns it. */
export const TransmissionFamilySchema = TransmissionFamilyInputSchema.extend({
  id: TransmissionIdSchema,
  isDeleted: z.boolean().default(false),
  /** URL (possibly a data: URL) of the uploaded image, or null when there is none. */
  image: z.string().nullable(),
});
export type TransmissionFamily = z.infer<typeof TransmissionFamilySchema>;

/** GET api/transmission/ answer. */
export const TransmissionFamilyListSchema = z.array(TransmissionFamilySchema);

/**
 * Part names of the multipart body of POST and PUT api/transmission: the family as JSON text
 * (TransmissionFamilyInput) and, optionally, the image file.
 */
export const TRANSMISSION_MULTIPART_FIELDS = Object.freeze({
  family: 'transmission',
  image: 'imageFile',
});

/** A family's four limits, in the admin form's order: speeds (mph), engine power (HP), weight (lbs). */
export const FAMILY_LIMIT_KEYS = [
  'maxSupportedCruiseSpeed',
  'maxSupportedMaxSpeed',
  'maxSupportedEngineHp',
  'maxSupportedGcw',
] as const;
export type FamilyLimitKey = (typeof FAMILY_LIMIT_KEYS)[number];

/** The range each limit is checked against (the schema's own constants above). */
const FAMILY_LIMIT_RANGES: Readonly<Record<FamilyLimitKey, NumericRange>> = {
  maxSupportedCruiseSpeed: SPEED_RANGE,
  maxSupportedMaxSpeed: SPEED_RANGE,
  maxSupportedEngineHp: HORSEPOWER_RANGE,
  maxSupportedGcw: WEIGHT_RANGE,
};

/** A limit that sits at the least it can be, and that least value. */
export interface LimitAtMinimum {
  readonly key: FamilyLimitKey;
  readonly value: number;
}

/**
 * The limits of a family that sit at their minimums, in the form's order (decision 088, issue 25).
 * SPEC 3 starts a new family there, so a limit the admin forgot makes a family offered only to the
 * slowest, weakest, lightest trucks; the admin form asks before saving one. An empty GCW is no
 * limit, so it is never listed.
 */
export function limitsAtMinimum(
  family: Readonly<Record<FamilyLimitKey, number | null>>,
): LimitAtMinimum[] {
  return FAMILY_LIMIT_KEYS.flatMap((key) => {
    const value = family[key];
    return value !== null && value <= FAMILY_LIMIT_RANGES[key].min ? [{ key, value }] : [];
  });
}

/**
 * SPEC 3's new family: texts empty, no models, every threshold 2, speed, power and weight limits at
 * their minimums, goal points 0 and every feature NotSupported. The Add form starts here; its save
 * warns about the limits still at their minimums (limitsAtMinimum).
 */
export function newTransmissionFamilyDefaults(): TransmissionFamilyInput {
  return {
    name: '',
    description: '',
    learnMoreUrl: '',
    isDisabled: false,
    modelTorques: [],
    performanceGoalPoints: defaultPerformanceGoalPoints(),
    axleRatioThresholds: defaultAxleRatioThresholds(),
    maxSupportedCruiseSpeed: SPEED_RANGE.min,
    maxSupportedEngineHp: HORSEPOWER_RANGE.min,
    maxSupportedGcw: WEIGHT_RANGE.min,
    maxSupportedMaxSpeed: SPEED_RANGE.min,
    supportedApplications: notSupportedGroup(APPLICATIONS),
    supportedTerrain: notSupportedGroup(TERRAINS),
    supportedManeuvers: notSupportedGroup(MANEUVERS),
    supportedRoadTypes: notSupportedGroup(ROAD_TYPES),
    supportedPto: notSupportedGroup(PTO_OPTIONS),
    supportedEngineMakes: notSupportedGroup(ENGINE_MAKES),
    gearRatios: null,
  };
}
