import {
  APPLICATIONS,
  ENGINE_MAKES,
  MANEUVERS,
  PERFORMANCE_GOALS,
  PTO_OPTIONS,
  ROAD_TYPES,
  TERRAINS,
  emptySurveyDraft,
} from '@transmission-spec/domain';
import type {
  Application,
  EngineMake,
  Maneuver,
  PerformanceGoal,
  PreferenceRanking,
  Pto,
  RoadType,
  SurveyAnswers,
  SurveyDraft,
  Terrain,
} from '@transmission-spec/domain';
import { z } from 'zod';

/**
 * What the wizard's controls hold. It carries the sub-answers SPEC 2 asks for before a block
 * counts as filled (the Mountain Pass frequency, the Steep Grade and Slow Creeping confirmations, the
 * PTO count after 'Yes'); toSurveyDraft turns it into the domain's SurveyDraft, where a block that
 * is not fully answered stays null. Quantities are Imperial, whatever units are on screen.
 */

/** The terrain cards; Mountain Pass becomes OccasionalMountain or FrequentMountain. */
export const TERRAIN_CARDS = ['Flat', 'HillyRolling', 'MountainPass', 'SteepGrade'] as const;
export type TerrainCard = (typeof TERRAIN_CARDS)[number];
export const MOUNTAIN_FREQUENCIES = ['OccasionalMountain', 'FrequentMountain'] as const;
export type MountainFrequency = (typeof MOUNTAIN_FREQUENCIES)[number];

export interface TerrainAnswer {
  readonly cards: readonly TerrainCard[];
  readonly mountainFrequency: MountainFrequency | null;
  readonly steepGradeConfirmed: boolean;
}

export interface ManeuversAnswer {
  /** 'None of the above': exclusive with every maneuver. */
  readonly none: boolean;
  readonly selected: readonly Maneuver[];
  readonly slowCreepingConfirmed: boolean;
}

export type PtoCount = Exclude<Pto, 'NoPTO'>;
export interface PtoAnswer {
  /** null until the user picks 'No PTO needs' or 'Yes'. */
  readonly needed: boolean | null;
  readonly count: PtoCount | null;
}

export interface SurveyForm {
  readonly application: Application | null;
  readonly maxWeight: number | null;
  readonly terrain: TerrainAnswer;
  readonly roadTypes: readonly RoadType[];
  readonly maneuvers: ManeuversAnswer;
  readonly cruiseSpeed: number | null;
  readonly maxSpeed: number | null;
  readonly pto: PtoAnswer;
  readonly engineMake: EngineMake | null;
  readonly engineHp: number | null;
  readonly engineTorque: number | null;
  /** Ranked goals, most important first: rank = position + 1. */
  readonly ranking: readonly PerformanceGoal[];
}

export function emptySurveyForm(): SurveyForm {
  return {
    application: null,
    maxWeight: null,
    terrain: { cards: [], mountainFrequency: null, steepGradeConfirmed: false },
    roadTypes: [],
    maneuvers: { none: false, selected: [], slowCreepingConfirmed: false },
    cruiseSpeed: null,
    maxSpeed: null,
    pto: { needed: null, count: null },
    engineMake: null,
    engineHp: null,
    engineTorque: null,
    ranking: [],
  };
}

/** Adds `item` to `list` or removes it, keeping `order` (the canonical order of the options). */
export function toggleIn<T>(list: readonly T[], item: T, order: readonly T[]): T[] {
  const next = list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
  return order.filter((entry) => next.includes(entry));
}

function terrainToDraft({ cards, mountainFrequency, steepGradeConfirmed }: TerrainAnswer) {
  if (cards.length === 0) return null;
  if (cards.includes('MountainPass') && mountainFrequency === null) return null;
  if (cards.includes('SteepGrade') && !steepGradeConfirmed) return null;
  const chosen = new Set<Terrain>();
  for (const card of cards) {
    if (card === 'MountainPass') {
      if (mountainFrequency !== null) chosen.add(mountainFrequency);
    } else {
      chosen.add(card);
    }
  }
  return TERRAINS.filter((terrain) => chosen.has(terrain));
}

function maneuversToDraft({ none, selected, slowCreepingConfirmed }: ManeuversAnswer) {
  if (none) return [];
  if (selected.length === 0) return null;
  if (selected.includes('SlowCreeping') && !slowCreepingConfirmed) return null;
  return [...selected];
}

function ptoToDraft({ needed, count }: PtoAnswer): Pto | null {
  if (needed === null) return null;
  return needed ? count : 'NoPTO';
}

/** Ranks by position; a goal not yet placed stays null. */
export function rankingToDraft(ranking: readonly PerformanceGoal[]): PreferenceRanking {
  const entries = PERFORMANCE_GOALS.map((goal) => {
    const index = ranking.indexOf(goal);
    return [goal, index === -1 ? null : index + 1] as const;
  });
  return Object.fromEntries(entries) as PreferenceRanking;
}

/** The domain's draft of what the form holds; a block not fully answered is null. */
export function toSurveyDraft(form: SurveyForm): SurveyDraft {
  return {
    ...emptySurveyDraft(),
    application: form.application,
    maxWeight: form.maxWeight,
    terrain: terrainToDraft(form.terrain),
    roadTypes: form.roadTypes.length === 0 ? null : [...form.roadTypes],
    maneuvers: maneuversToDraft(form.maneuvers),
    cruiseSpeed: form.cruiseSpeed,
    maxSpeed: form.maxSpeed,
    pto: ptoToDraft(form.pto),
    engineMake: form.engineMake,
    engineHp: form.engineHp,
    engineTorque: form.engineTorque,
    preferenceRanking: rankingToDraft(form.ranking),
  };
}

/**
 * The form back from submitted answers, for 'Edit answers' on the result: every block answered,
 * with the confirmations the answers imply already given.
 */
export function answersToForm(answers: SurveyAnswers): SurveyForm {
  const mountainFrequency =
    MOUNTAIN_FREQUENCIES.find((frequency) => answers.terrain.includes(frequency)) ?? null;
  const cards = TERRAIN_CARDS.filter((card) =>
    card === 'MountainPass' ? mountainFrequency !== null : answers.terrain.includes(card),
  );
  return {
    application: answers.application,
    maxWeight: answers.maxWeight,
    terrain: { cards, mountainFrequency, steepGradeConfirmed: cards.includes('SteepGrade') },
    roadTypes: [...answers.roadTypes],
    maneuvers: {
      none: answers.maneuvers.length === 0,
      selected: [...answers.maneuvers],
      slowCreepingConfirmed: answers.maneuvers.includes('SlowCreeping'),
    },
    cruiseSpeed: answers.cruiseSpeed,
    maxSpeed: answers.maxSpeed,
    pto:
      answers.pto === 'NoPTO'
        ? { needed: false, count: null }
        : { needed: true, count: answers.pto },
    engineMake: answers.engineMake,
    engineHp: answers.engineHp,
    engineTorque: answers.engineTorque,
    // Submitted answers rank every goal.
    ranking: [...PERFORMANCE_GOALS].sort(
      (a, b) => answers.preferenceRanking[a] - answers.preferenceRanking[b],
    ),
  };
}

// zod 4 numbers already refuse Infinity and NaN.
const nullableNumber = z.number().nullable();

/**
 * The shape of a stored form. A draft kept in the tab's storage is read back through it, so one
 * written by an older version of the app (or edited by hand) is dropped instead of trusted.
 */
export const SurveyFormSchema: z.ZodType<SurveyForm> = z.object({
  application: z.enum(APPLICATIONS).nullable(),
  maxWeight: nullableNumber,
  terrain: z.object({
    cards: z.array(z.enum(TERRAIN_CARDS)),
    mountainFrequency: z.enum(MOUNTAIN_FREQUENCIES).nullable(),
    steepGradeConfirmed: z.boolean(),
  }),
  roadTypes: z.array(z.enum(ROAD_TYPES)),
  maneuvers: z.object({
    none: z.boolean(),
    selected: z.array(z.enum(MANEUVERS)),
    slowCreepingConfirmed: z.boolean(),
  }),
  cruiseSpeed: nullableNumber,
  maxSpeed: nullableNumber,
  pto: z.object({
    needed: z.boolean().nullable(),
    count: z.enum(PTO_OPTIONS).exclude(['NoPTO']).nullable(),
  }),
  engineMake: z.enum(ENGINE_MAKES).nullable(),
  engineHp: nullableNumber,
  engineTorque: nullableNumber,
  ranking: z.array(z.enum(PERFORMANCE_GOALS)),
});
