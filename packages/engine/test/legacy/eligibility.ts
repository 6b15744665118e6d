import {
  DEFAULT_SUPPORT_LEVEL,
  UNIT_LABELS,
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
import { chooseModel, strongestLiveTorque } from '../../src/model-choice.js';

/**
 * The hard limits of RECOMMENDATION.md section 1. Every family goes through every check, even after
 * a failure, because the log must show the admin everything that stood in the way, and the
 * NoTransmission message picks the family that failed the fewest.
 */

/** A family's eligibility: the log of its checks and, when the torque is covered, the model offered. */
export interface EligibilityResult {
  readonly checks: readonly CheckEntry[];
  readonly failedChecks: number;
  /** True when every check passed. Whether the family may be offered at all is decided elsewhere. */
  readonly passedAll: boolean;
  readonly model: ModelTorque | null;
}

const IMPERIAL = UNIT_LABELS.Imperial;

/**
 * A support check over the user's choices. A key missing from the group reads as NotSupported
 * (SPEC 3): the domain schema fills every key, but a family built in code might not.
 */
function supportCheck<T extends string>(
  check: SupportCheckName,
  values: readonly T[],
  group: Partial<Readonly<Record<T, SupportLevel>>>,
): SupportCheckEntry {
  const limit = values.map((value) => group[value] ?? DEFAULT_SUPPORT_LEVEL);
  return {
    kind: 'support',
    check,
    value: [...values],
    limit,
    passed: limit.every((level) => level !== 'NotSupported'),
  };
}

/** A "value at most limit" check; a null limit means the family sets none. */
function limitCheck(
  check: LimitCheckName,
  value: number,
  limit: number | null,
  unit: string,
): LimitCheckEntry {
  if (limit === null) {
    return { kind: 'limit', check, value, limit, unit, passed: true, note: 'no limit set' };
  }
  return { kind: 'limit', check, value, limit, unit, passed: value <= limit };
}

/**
 * What the log adds to the torque check. The rating is a plain number rather than formatQuantity's
 * "1,850 lb-ft": this runs for every family on every call, and toLocaleString would cost more than
 * the rest of the check.
 */
function torqueNote(model: ModelTorque | null, strongest: number | null): string {
  if (model !== null) return `offers ${model.name}, rated ${model.maxTorque} ${IMPERIAL.torque}`;
  return strongest === null ? 'no live model' : 'no live model covers the engine torque';
}

/**
 * The torque check: it passes when some live model covers the engine torque. The limit shown is the
 * strongest live model, and the note names the model that would be offered.
 */
function torqueCheck(
  engineTorque: number,
  models: readonly ModelTorque[],
  model: ModelTorque | null,
): LimitCheckEntry {
  const limit = strongestLiveTorque(models);
  const note = torqueNote(model, limit);
  return {
    kind: 'limit',
    check: 'torque',
    value: engineTorque,
    limit,
    unit: IMPERIAL.torque,
    passed: model !== null,
    note,
  };
}

/** Puts one family through every check of RECOMMENDATION.md section 1, in table order. */
export function checkEligibility(
  answers: SurveyAnswers,
  family: TransmissionFamily,
): EligibilityResult {
  const model = chooseModel(family.modelTorques, answers.engineTorque);
  const checks: CheckEntry[] = [
    supportCheck('application', [answers.application], family.supportedApplications),
    // Mountain Pass arrives already split into OccasionalMountain or FrequentMountain.
    supportCheck('terrain', answers.terrain, family.supportedTerrain),
    supportCheck('roadTypes', answers.roadTypes, family.supportedRoadTypes),
    // 'None of the above' is an empty list: nothing to check, and the entry passes.
    supportCheck('maneuvers', answers.maneuvers, family.supportedManeuvers),
    supportCheck('pto', [answers.pto], family.supportedPto),
    supportCheck('engineMake', [answers.engineMake], family.supportedEngineMakes),
    limitCheck('engineHp', answers.engineHp, family.maxSupportedEngineHp, IMPERIAL.power),
    limitCheck('cruiseSpeed', answers.cruiseSpeed, family.maxSupportedCruiseSpeed, IMPERIAL.speed),
    limitCheck('maxSpeed', answers.maxSpeed, family.maxSupportedMaxSpeed, IMPERIAL.speed),
    limitCheck('gcw', answers.maxWeight, family.maxSupportedGcw, IMPERIAL.weight),
    torqueCheck(answers.engineTorque, family.modelTorques, model),
  ];
  const failedChecks = checks.filter((entry) => !entry.passed).length;
  return { checks, failedChecks, passedAll: failedChecks === 0, model };
}

/**
 * What ranking needs of a family's checks, counted without building their log: the failed checks,
 * and the fit score's counts (answers checked for support, answers the family Recommends). It
 * agrees with checkEligibility and fitScore by construction; recommend() uses it for every family
 * and builds the full log only for the families it shows, so a large catalogue allocates little.
 */
export interface EligibilityTally {
  failedChecks: number;
  supportChecked: number;
  supportRecommended: number;
  model: ModelTorque | null;
}

/** Counts one answer's support level; true when the family supports it at all. */
function tallyLevel(tally: EligibilityTally, level: SupportLevel): boolean {
  tally.supportChecked += 1;
  if (level === 'Recommended') tally.supportRecommended += 1;
  return level !== 'NotSupported';
}

/** Counts a support check over several answers; a check fails once whatever number of answers fail. */
function tallySupport<T extends string>(
  tally: EligibilityTally,
  values: readonly T[],
  group: Partial<Readonly<Record<T, SupportLevel>>>,
): void {
  let passed = true;
  for (const value of values) {
    if (!tallyLevel(tally, group[value] ?? DEFAULT_SUPPORT_LEVEL)) passed = false;
  }
  if (!passed) tally.failedChecks += 1;
}

/** Counts a support check over one answer. */
function tallyOne<T extends string>(
  tally: EligibilityTally,
  value: T,
  group: Partial<Readonly<Record<T, SupportLevel>>>,
): void {
  if (!tallyLevel(tally, group[value] ?? DEFAULT_SUPPORT_LEVEL)) tally.failedChecks += 1;
}

/** The checks of checkEligibility, counted: same checks, same outcome, no log. */
export function tallyEligibility(
  answers: SurveyAnswers,
  family: TransmissionFamily,
): EligibilityTally {
  const model = chooseModel(family.modelTorques, answers.engineTorque);
  const tally: EligibilityTally = {
    failedChecks: model === null ? 1 : 0,
    supportChecked: 0,
    supportRecommended: 0,
    model,
  };
  tallyOne(tally, answers.application, family.supportedApplications);
  tallySupport(tally, answers.terrain, family.supportedTerrain);
  tallySupport(tally, answers.roadTypes, family.supportedRoadTypes);
  tallySupport(tally, answers.maneuvers, family.supportedManeuvers);
  tallyOne(tally, answers.pto, family.supportedPto);
  tallyOne(tally, answers.engineMake, family.supportedEngineMakes);
  const over = (value: number, limit: number | null) => limit !== null && value > limit;
  if (over(answers.engineHp, family.maxSupportedEngineHp)) tally.failedChecks += 1;
  if (over(answers.cruiseSpeed, family.maxSupportedCruiseSpeed)) tally.failedChecks += 1;
  if (over(answers.maxSpeed, family.maxSupportedMaxSpeed)) tally.failedChecks += 1;
  if (over(answers.maxWeight, family.maxSupportedGcw)) tally.failedChecks += 1;
  return tally;
}
