import {
  DEFAULT_SUPPORT_LEVEL,
  SUPPORT_GROUPS,
  SupportLevelSchema,
  type SupportGroupKey,
  type TransmissionFamily,
  type TransmissionFamilyInput,
} from '@transmission-spec/domain';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.js';
import type {
  transmissionFamilies,
  transmissionModels,
  transmissionSupportLevels,
} from '../../db/schema/index.js';

/** Converts between the domain's TransmissionFamily and its rows; no database access here. */

/**
 * A family row as the repository reads it: every column but the image bytes, which only the image
 * route loads, plus a hash of them that versions the image URL.
 */
export type FamilyRow = Omit<typeof transmissionFamilies.$inferSelect, 'image'> & {
  imageVersion: string | null;
};
type FamilyInsert = typeof transmissionFamilies.$inferInsert;
type ModelRow = typeof transmissionModels.$inferSelect;
type SupportRow = typeof transmissionSupportLevels.$inferSelect;

/** The family's own columns from a parsed input. */
export function familyColumns(
  input: TransmissionFamilyInput,
  rank: number,
  updatedBy: string,
): FamilyInsert {
  const goals = input.performanceGoalPoints;
  const axle = input.axleRatioThresholds;
  return {
    name: input.name,
    description: input.description,
    learnMoreUrl: input.learnMoreUrl,
    rank,
    isDisabled: input.isDisabled,
    maxSupportedCruiseSpeed: input.maxSupportedCruiseSpeed,
    maxSupportedEngineHp: input.maxSupportedEngineHp,
    maxSupportedGcw: input.maxSupportedGcw,
    maxSupportedMaxSpeed: input.maxSupportedMaxSpeed,
    goalAcceleration: goals.acceleration,
    goalFuelEconomy: goals.fuelEconomy,
    goalLowSpeedManeuvers: goals.lowSpeedManeuvers,
    goalPrice: goals.price,
    goalTripTime: goals.tripTime,
    axleDefaultBottom: axle.defaultBottom,
    axleDefaultTop: axle.defaultTop,
    axleMediumBottom: axle.mediumBottom,
    axleMediumTop: axle.mediumTop,
    axleHighBottom: axle.highBottom,
    axleHighTop: axle.highTop,
    axleExtremeBottom: axle.extremeBottom,
    axleExtremeTop: axle.extremeTop,
    gearRatios: input.gearRatios,
    updatedBy,
  };
}

/** One support-level row per (group, value) of the input. */
export function supportRows(familyId: number, input: TransmissionFamilyInput): SupportRow[] {
  return SUPPORT_GROUPS.flatMap(({ key }) =>
    Object.entries(input[key]).map(([value, level]) => ({ familyId, group: key, value, level })),
  );
}

/** The six support groups, every domain value present (missing rows read as NotSupported). */
function supportGroups(rows: readonly SupportRow[]) {
  const groups = Object.fromEntries(
    SUPPORT_GROUPS.map(({ key, values }) => [
      key,
      Object.fromEntries(values.map((value) => [value, DEFAULT_SUPPORT_LEVEL])),
    ]),
  ) as Record<SupportGroupKey, Record<string, string>>;
  for (const row of rows) {
    const group = groups[row.group as SupportGroupKey] as Record<string, string> | undefined;
    // Values domain no longer knows (or bad levels) are dropped rather than failing the whole list.
    if (group && row.value in group && SupportLevelSchema.safeParse(row.level).success) {
      group[row.value] = row.level;
    }
  }
  return groups as unknown as Pick<TransmissionFamily, SupportGroupKey>;
}

/**
 * Where the family's image is served (GET /api/transmission/{id}/image), or null when it has none.
 * The version changes whenever the bytes do, so the URL can be cached for good: a new image is a new
 * URL.
 */
export function familyImageUrl(id: number, imageVersion: string): string {
  return `/api/transmission/${String(id)}/image?v=${imageVersion}`;
}

function imageUrl(row: Pick<FamilyRow, 'id' | 'imageVersion' | 'imageMime'>): string | null {
  if (!row.imageVersion || !row.imageMime) return null;
  return familyImageUrl(row.id, row.imageVersion);
}

/** Assembles a domain family; models keep deleted entries (flagged) for the change log. */
export function toTransmissionFamily(
  row: FamilyRow,
  models: readonly ModelRow[],
  support: readonly SupportRow[],
): TransmissionFamily {
  return {
    id: row.id,
    name: row.name,
    // Cleaned on read too: descriptions stored before they were cleaned on save are served to
    // anyone through POST /api/survey.
    description: sanitizeRichText(row.description),
    learnMoreUrl: row.learnMoreUrl,
    image: imageUrl(row),
    rank: row.rank,
    isDisabled: row.isDisabled,
    isDeleted: row.isDeleted,
    modelTorques: models.map((model) => ({
      name: model.name,
      maxTorque: model.maxTorque,
      isDeleted: model.isDeleted,
      updatedBy: model.updatedBy,
      timeStamp: model.timeStamp.toISOString(),
    })),
    performanceGoalPoints: {
      acceleration: row.goalAcceleration,
      fuelEconomy: row.goalFuelEconomy,
      lowSpeedManeuvers: row.goalLowSpeedManeuvers,
      price: row.goalPrice,
      tripTime: row.goalTripTime,
    },
    axleRatioThresholds: {
      defaultBottom: row.axleDefaultBottom,
      defaultTop: row.axleDefaultTop,
      mediumBottom: row.axleMediumBottom,
      mediumTop: row.axleMediumTop,
      highBottom: row.axleHighBottom,
      highTop: row.axleHighTop,
      extremeBottom: row.axleExtremeBottom,
      extremeTop: row.axleExtremeTop,
    },
    maxSupportedCruiseSpeed: row.maxSupportedCruiseSpeed,
    maxSupportedEngineHp: row.maxSupportedEngineHp,
    maxSupportedGcw: row.maxSupportedGcw,
    maxSupportedMaxSpeed: row.maxSupportedMaxSpeed,
    gearRatios: row.gearRatios ?? null,
    ...supportGroups(support),
  };
}
