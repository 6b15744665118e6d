import {
  DEFAULT_SUPPORT_LEVEL,
  UNIT_LABELS,
  type AnswerRef,
  type CheckEntry,
  type LimitCheckEntry,
  type LimitCheckName,
  type ModelTorque,
  type SupportCheckEntry,
  type SupportCheckName,
  type SupportLevel,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { chooseModel, strongestLiveTorque } from './model-choice.js';

/**
 * The hard limits of RECOMMENDATION.md section 1. Every family goes through every check, even after
 * a failure, because the log must show the admin everything that stood in the way, and the
 * NoTransmission message picks the family that failed the fewest. A family is checked once
 * (checkEligibility): its support level of each answer, which checks passed, the model offered.
 * The log's entries (checkEntries) are written from that, only for what is shown, so a large
 * catalogue allocates one small array per family and nothing per check.
 */

type SupportGroup = Partial<Readonly<Record<string, SupportLevel>>>;

/** One support check from the answers' side: the user's values and where their levels start. */
interface SupportAsk {
  readonly check: SupportCheckName;
  readonly values: readonly string[];
  /** Index of the first value's level in a family's `levels`. */
  readonly start: number;
}

/**
 * The answers as the checks read them, worked out once per recommend() call rather than once per
 * family: the six support checks in table order, and every answer they check, flattened in the
 * same order (a family's `levels` are index for index with `answers`).
 */
export interface AskedAnswers {
  readonly support: readonly SupportAsk[];
  readonly answers: readonly AnswerRef[];
}

export function askAnswers(answers: SurveyAnswers): AskedAnswers {
  // In SUPPORT_CHECKS order; checkEligibility reads the family's groups in the same order.
  const groups: readonly (readonly [SupportCheckName, readonly string[]])[] = [
    ['application', [answers.application]],
    // Mountain Pass arrives already split into OccasionalMountain or FrequentMountain.
    ['terrain', answers.terrain],
    ['roadTypes', answers.roadTypes],
    // 'None of the above' is an empty list: nothing to check, and the entry passes.
    ['maneuvers', answers.maneuvers],
    ['pto', [answers.pto]],
    ['engineMake', [answers.engineMake]],
  ];
  const support: SupportAsk[] = [];
  const refs: AnswerRef[] = [];
  for (const [check, values] of groups) {
    support.push({ check, values, start: refs.length });
    for (const value of values) refs.push({ check, value });
  }
  return { support, answers: refs };
}

/** Bit of each limit check in `passed`; the support checks take bits 0-5 in table order. */
const LIMIT_BITS: Readonly<Record<LimitCheckName, number>> = {
  engineHp: 6,
  cruiseSpeed: 7,
  maxSpeed: 8,
  gcw: 9,
  torque: 10,
};

/** A family's eligibility: everything the ranking, the cards and the log read of its checks. */
export interface Eligibility {
  /** The family's level of each of `AskedAnswers.answers`, index for index. */
  readonly levels: readonly SupportLevel[];
  /** How many of those levels are Recommended (the fit score's numerator). */
  readonly recommended: number;
  /** Bit i set when check i of CHECK_NAMES passed. */
  readonly passed: number;
  readonly failedChecks: number;
  /** The model offered: the live model with the smallest torque rating that covers the engine. */
  readonly model: ModelTorque | null;
}

/** A "value at most limit" check; a null limit means the family sets none. */
function withinLimit(value: number, limit: number | null): boolean {
  return limit === null || value <= limit;
}

/**
 * Puts one family through every check of RECOMMENDATION.md section 1, in table order. A key
 * missing from a support group reads as NotSupported (SPEC 3): the domain schema fills every key,
 * but a family built in code might not.
 */
export function checkEligibility(
  answers: SurveyAnswers,
  asked: AskedAnswers,
  family: TransmissionFamily,
): Eligibility {
  const levels: SupportLevel[] = [];
  // One named read per check rather than family[key]: V8 keeps a read by name cheap.
  const values = (bit: number) => asked.support[bit]?.values ?? [];
  let passed = 0;
  if (supportLevels(levels, values(0), family.supportedApplications)) passed |= 1 << 0;
  if (supportLevels(levels, values(1), family.supportedTerrain)) passed |= 1 << 1;
  if (supportLevels(levels, values(2), family.supportedRoadTypes)) passed |= 1 << 2;
  if (supportLevels(levels, values(3), family.supportedManeuvers)) passed |= 1 << 3;
  if (supportLevels(levels, values(4), family.supportedPto)) passed |= 1 << 4;
  if (supportLevels(levels, values(5), family.supportedEngineMakes)) passed |= 1 << 5;
  let recommended = 0;
  for (const level of levels) if (level === 'Recommended') recommended += 1;
  const model = chooseModel(family.modelTorques, answers.engineTorque);
  if (withinLimit(answers.engineHp, family.maxSupportedEngineHp))
    passed |= 1 << LIMIT_BITS.engineHp;
  if (withinLimit(answers.cruiseSpeed, family.maxSupportedCruiseSpeed)) {
    passed |= 1 << LIMIT_BITS.cruiseSpeed;
  }
  if (withinLimit(answers.maxSpeed, family.maxSupportedMaxSpeed)) {
    passed |= 1 << LIMIT_BITS.maxSpeed;
  }
  if (withinLimit(answers.maxWeight, family.maxSupportedGcw)) passed |= 1 << LIMIT_BITS.gcw;
  if (model !== null) passed |= 1 << LIMIT_BITS.torque;
  return { levels, recommended, passed, failedChecks: CHECK_COUNT - bitCount(passed), model };
}

/** Appends the family's level of each value; true when none is NotSupported. */
function supportLevels(levels: SupportLevel[], values: readonly string[], group: SupportGroup) {
  let supported = true;
  for (const value of values) {
    const level = group[value] ?? DEFAULT_SUPPORT_LEVEL;
    levels.push(level);
    if (level === 'NotSupported') supported = false;
  }
  return supported;
}

const CHECK_COUNT = 11;

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

const IMPERIAL = UNIT_LABELS.Imperial;

/**
 * What the log adds to the torque check. The rating is a plain number rather than formatQuantity's
 * "1,850 lb-ft": toLocaleString would cost more than the rest of the check.
 */
function torqueNote(model: ModelTorque | null, strongest: number | null): string {
  if (model !== null) return `offers ${model.name}, rated ${model.maxTorque} ${IMPERIAL.torque}`;
  return strongest === null ? 'no live model' : 'no live model covers the engine torque';
}

/** The log entry of a "value at most limit" check. */
function limitEntry(
  check: LimitCheckName,
  value: number,
  limit: number | null,
  unit: string,
  eligibility: Eligibility,
): LimitCheckEntry {
  const passed = (eligibility.passed & (1 << LIMIT_BITS[check])) !== 0;
  if (limit === null) {
    return { kind: 'limit', check, value, limit, unit, passed, note: 'no limit set' };
  }
  return { kind: 'limit', check, value, limit, unit, passed };
}

/**
 * The torque check's entry: it passes when some live model covers the engine torque. The limit
 * shown is the strongest live model, and the note names the model that would be offered.
 */
function torqueEntry(engineTorque: number, family: TransmissionFamily, eligibility: Eligibility) {
  const limit = strongestLiveTorque(family.modelTorques);
  const entry: LimitCheckEntry = {
    kind: 'limit',
    check: 'torque',
    value: engineTorque,
    limit,
    unit: IMPERIAL.torque,
    passed: eligibility.model !== null,
    note: torqueNote(eligibility.model, limit),
  };
  return entry;
}

/** A family's checks as the log and the NoTransmission message read them, in table order. */
export function checkEntries(
  answers: SurveyAnswers,
  asked: AskedAnswers,
  family: TransmissionFamily,
  eligibility: Eligibility,
): CheckEntry[] {
  const support = asked.support.map(({ check, values, start }, bit): SupportCheckEntry => ({
    kind: 'support',
    check,
    value: [...values],
    limit: eligibility.levels.slice(start, start + values.length),
    passed: (eligibility.passed & (1 << bit)) !== 0,
  }));
  return [
    ...support,
    limitEntry(
      'engineHp',
      answers.engineHp,
      family.maxSupportedEngineHp,
      IMPERIAL.power,
      eligibility,
    ),
    limitEntry(
      'cruiseSpeed',
      answers.cruiseSpeed,
      family.maxSupportedCruiseSpeed,
      IMPERIAL.speed,
      eligibility,
    ),
    limitEntry(
      'maxSpeed',
      answers.maxSpeed,
      family.maxSupportedMaxSpeed,
      IMPERIAL.speed,
      eligibility,
    ),
    limitEntry('gcw', answers.maxWeight, family.maxSupportedGcw, IMPERIAL.weight, eligibility),
    torqueEntry(answers.engineTorque, family, eligibility),
  ];
}

/** The family's level of the answer at `index` of one support check. */
export function levelAt(
  asked: AskedAnswers,
  eligibility: Eligibility,
  check: SupportCheckName,
  index = 0,
): SupportLevel {
  const ask = asked.support.find((entry) => entry.check === check);
  const level = ask === undefined ? undefined : eligibility.levels[ask.start + index];
  return level ?? DEFAULT_SUPPORT_LEVEL;
}
