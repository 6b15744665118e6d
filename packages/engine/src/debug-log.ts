import type { FamilyDebug, FamilyStatus, LogicLog } from '@transmission-spec/domain';
import { formatAxleRatio } from './axle-ratio.js';
import { compareByRankThenName } from './compare.js';
import type { DutyAssessment } from './duty-class.js';
import {
  checksOf,
  contributionsOf,
  type EligibleEvaluation,
  type FamilyEvaluation,
  type SurveyContext,
} from './evaluate-family.js';
import { gearingDebug } from './gearing-tier.js';

/**
 * The Transmission Logic Log (`debug`): the duty class and why, then every family with every check,
 * its scores and its final position. Built only when asked, so the public call pays nothing for it.
 */

/** Eligible families first, then those that failed a check, then those never offered. */
const STATUS_GROUP: Readonly<Record<FamilyStatus, number>> = {
  eligible: 0,
  ineligible: 1,
  disabled: 2,
  deleted: 2,
};

/** Log order: eligible by position; the rest by fewest failed checks, then rank, name and id. */
function compareForLog(
  a: FamilyEvaluation,
  b: FamilyEvaluation,
  positions: ReadonlyMap<FamilyEvaluation, number>,
): number {
  const group = STATUS_GROUP[a.status] - STATUS_GROUP[b.status];
  if (group !== 0) return group;
  const positionA = positions.get(a);
  const positionB = positions.get(b);
  if (positionA !== undefined && positionB !== undefined) return positionA - positionB;
  return a.failedChecks - b.failedChecks || compareByRankThenName(a, b);
}

/** One family's page of the log; `ranked` is its place in the order, for an eligible family. */
function familyDebug(
  context: SurveyContext,
  evaluation: FamilyEvaluation,
  ranked: RankedPlace | undefined,
): FamilyDebug {
  const position = ranked?.position;
  return {
    id: evaluation.id,
    name: evaluation.name,
    rank: evaluation.rank ?? null,
    status: evaluation.status,
    checks: checksOf(context, evaluation),
    failedChecks: evaluation.failedChecks,
    goalScore: evaluation.goalScore,
    // A copy: the log is handed to the caller, who must not be able to change the evaluation.
    goalContributions: [...contributionsOf(context, evaluation)],
    fitScore: evaluation.fitScore,
    total: evaluation.total,
    position: position ?? null,
    modelName: evaluation.model?.name ?? null,
    axleRatio: formatAxleRatio(evaluation.family.axleRatioThresholds, context.dutyClass),
    gearing: ranked === undefined ? null : gearingDebug(ranked.item.gearing),
  };
}

/** An eligible family's place in the order, with its tier. */
interface RankedPlace {
  readonly position: number;
  readonly item: EligibleEvaluation;
}

/**
 * Builds the log. `ranked` is the eligible families best first, with their gearing tiers; every
 * evaluation appears once, in an order that does not depend on the catalogue's order.
 */
export function buildDebugLog(
  context: SurveyContext,
  evaluations: readonly FamilyEvaluation[],
  ranked: readonly EligibleEvaluation[],
  duty: DutyAssessment,
): LogicLog {
  const places = new Map<FamilyEvaluation, RankedPlace>(
    ranked.map((item, index) => [item, { position: index + 1, item }] as const),
  );
  const positions = new Map(ranked.map((item, index) => [item, index + 1] as const));
  const families = [...evaluations]
    .sort((a, b) => compareForLog(a, b, positions))
    .map((evaluation) => familyDebug(context, evaluation, places.get(evaluation)));
  return { dutyClass: duty.dutyClass, dutyClassReasons: [...duty.reasons], families };
}
