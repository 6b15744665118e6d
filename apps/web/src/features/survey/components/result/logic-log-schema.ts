import { z } from 'zod';

/**
 * The Transmission Logic Log (`debug` of POST /api/survey/debug) as the engine writes it
 * (packages/engine/src/types.ts RecommendationDebug). Read loosely: the panel shows whatever the
 * server sends, and falls back to the raw JSON when the shape is not this one.
 */

const FamilyRefSchema = z.object({ id: z.number(), name: z.string() });

const SupportCheckSchema = z.object({
  kind: z.literal('support'),
  family: FamilyRefSchema,
  check: z.string(),
  value: z.array(z.string()),
  limit: z.array(z.string()),
  passed: z.boolean(),
});

const LimitCheckSchema = z.object({
  kind: z.literal('limit'),
  family: FamilyRefSchema,
  check: z.string(),
  value: z.number(),
  limit: z.number().nullable(),
  unit: z.string(),
  passed: z.boolean(),
  note: z.string().optional(),
});

export const CheckEntrySchema = z.discriminatedUnion('kind', [
  SupportCheckSchema,
  LimitCheckSchema,
]);
export type CheckEntry = z.infer<typeof CheckEntrySchema>;

export const FamilyDebugSchema = z.object({
  id: z.number(),
  name: z.string(),
  rank: z.number().nullable(),
  status: z.string(),
  eligible: z.boolean(),
  checks: z.array(CheckEntrySchema),
  failedChecks: z.number(),
  goalScore: z.number(),
  fitScore: z.number(),
  total: z.number(),
  position: z.number().nullable(),
  modelName: z.string().nullable(),
  axleRatio: z.string(),
});
export type FamilyDebug = z.infer<typeof FamilyDebugSchema>;

export const LogicLogSchema = z.object({
  dutyClass: z.string(),
  dutyClassReasons: z.array(z.string()),
  families: z.array(FamilyDebugSchema),
});
export type LogicLog = z.infer<typeof LogicLogSchema>;

/** Headings of the engine's checks (engine CHECK_LABELS); an unknown check shows its own name. */
export const CHECK_TITLES: Readonly<Record<string, string>> = {
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
