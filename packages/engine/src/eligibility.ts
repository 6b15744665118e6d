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
import { chooseModel, strongestLiveTorque } from './model-choice.js';

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
