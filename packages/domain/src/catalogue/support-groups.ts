import { z } from 'zod';
import {
  APPLICATION_LABELS,
  APPLICATIONS,
  DEFAULT_SUPPORT_LEVEL,
  ENGINE_MAKE_LABELS,
  ENGINE_MAKES,
  MANEUVER_LABELS,
  MANEUVERS,
  PTO_LABELS,
  PTO_OPTIONS,
  ROAD_TYPE_LABELS,
  ROAD_TYPES,
  TERRAIN_LABELS,
  TERRAINS,
  type SupportLevel,
} from '../common/enums.js';
import { SupportLevelSchema } from '../common/enum-schemas.js';

/**
 * The six feature groups of a transmission family: for every survey choice, how well the family
 * supports it. Every value of the enum is a key; a key left out means NotSupported (SPEC 3), and so
 * does a group left out, so a catalogue entry only needs to list what the family can do.
 */

type SupportShape<T extends string> = Record<T, z.ZodDefault<typeof SupportLevelSchema>>;

function supportGroupSchema<const T extends readonly [string, ...string[]]>(values: T) {
  const shape = Object.fromEntries(
    values.map((value) => [value, SupportLevelSchema.default(DEFAULT_SUPPORT_LEVEL)]),
  ) as SupportShape<T[number]>;
  const schema = z.object(shape);
  // Every key has a default, so {} is a valid input; TypeScript cannot see that through the generic.
  return schema.prefault({} as z.input<typeof schema>);
}

/** Support level per vehicle application. */
export const SupportedApplicationsSchema = supportGroupSchema(APPLICATIONS);
/** Support level per terrain. */
export const SupportedTerrainSchema = supportGroupSchema(TERRAINS);
/** Support level per maneuver. */
export const SupportedManeuversSchema = supportGroupSchema(MANEUVERS);
/** Support level per road type. */
export const SupportedRoadTypesSchema = supportGroupSchema(ROAD_TYPES);
/** Support level per PTO need. */
export const SupportedPtoSchema = supportGroupSchema(PTO_OPTIONS);
/** Support level per engine make. */
export const SupportedEngineMakesSchema = supportGroupSchema(ENGINE_MAKES);

export type SupportedApplications = z.infer<typeof SupportedApplicationsSchema>;
export type SupportedTerrain = z.infer<typeof SupportedTerrainSchema>;
export type SupportedManeuvers = z.infer<typeof SupportedManeuversSchema>;
export type SupportedRoadTypes = z.infer<typeof SupportedRoadTypesSchema>;
export type SupportedPto = z.infer<typeof SupportedPtoSchema>;
export type SupportedEngineMakes = z.infer<typeof SupportedEngineMakesSchema>;

/** A support group: its field name on the family, heading, values in display order and labels. */
export interface SupportGroup {
  readonly key: SupportGroupKey;
  readonly title: string;
  readonly values: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

export const SUPPORT_GROUP_KEYS = [
  'supportedApplications',
  'supportedTerrain',
  'supportedManeuvers',
  'supportedRoadTypes',
  'supportedPto',
  'supportedEngineMakes',
] as const;
export type SupportGroupKey = (typeof SUPPORT_GROUP_KEYS)[number];

/** The groups in the order the admin form and the change log show them. */
export const SUPPORT_GROUPS: readonly SupportGroup[] = [
  {
    key: 'supportedApplications',
    title: 'Vehicle applications',
    values: APPLICATIONS,
    labels: APPLICATION_LABELS,
  },
  { key: 'supportedTerrain', title: 'Terrain', values: TERRAINS, labels: TERRAIN_LABELS },
  { key: 'supportedManeuvers', title: 'Maneuvers', values: MANEUVERS, labels: MANEUVER_LABELS },
  { key: 'supportedRoadTypes', title: 'Road types', values: ROAD_TYPES, labels: ROAD_TYPE_LABELS },
  { key: 'supportedPto', title: 'PTO', values: PTO_OPTIONS, labels: PTO_LABELS },
  {
    key: 'supportedEngineMakes',
    title: 'Engine makes',
    values: ENGINE_MAKES,
    labels: ENGINE_MAKE_LABELS,
  },
];

/** Every value of `values` at NotSupported: the starting point of a new family. */
export function notSupportedGroup<const T extends readonly string[]>(
  values: T,
): Record<T[number], SupportLevel> {
  return Object.fromEntries(values.map((value) => [value, DEFAULT_SUPPORT_LEVEL])) as Record<
    T[number],
    SupportLevel
  >;
}
