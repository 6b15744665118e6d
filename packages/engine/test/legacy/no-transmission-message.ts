import {
  noTransmissionText,
  type CheckEntry,
  type LimitCheckName,
  type NoTransmissionObstacle,
  type NoTransmissionReason,
  type SupportCheckName,
} from '@transmission-spec/domain';
import { compareByRankThenName, type RankedItem } from './compare.js';

/**
 * The NoTransmission message (RECOMMENDATION.md section 4): what stood in the way, in the user's
 * words, taken from the family that came closest (fewest failed checks). Naming the closest
 * family's obstacles tells the buyer which answer to revisit, without naming a family that does
 * not fit.
 */

// The sentence and its parts live in the domain, so the web app phrases the same reason in Metric.
export { joinWithAnd, NO_TRANSMISSION_AVAILABLE } from '@transmission-spec/domain';

/** A family that failed some checks, as far as picking the closest one is concerned. */
export interface FailedFamily extends RankedItem {
  readonly failedChecks: number;
}

/** The family that failed the fewest checks; ties by the administrator's rank, then name, then id. */
export function closestFamily<T extends FailedFamily>(families: readonly T[]): T | null {
  let closest: T | null = null;
  for (const family of families) {
    if (
      closest === null ||
      family.failedChecks < closest.failedChecks ||
      (family.failedChecks === closest.failedChecks && compareByRankThenName(family, closest) < 0)
    ) {
      closest = family;
    }
  }
  return closest;
}

/**
 * The order obstacles are named in: quantities first, because "takes 2,250 lb-ft" reads naturally
 * and they are what a buyer can least change, then the support answers in survey order.
 */
const MESSAGE_ORDER: readonly (LimitCheckName | SupportCheckName)[] = [
  'torque',
  'engineHp',
  'gcw',
  'cruiseSpeed',
  'maxSpeed',
  'application',
  'terrain',
  'roadTypes',
  'maneuvers',
  'pto',
  'engineMake',
];

/** A failed check as an obstacle: the answer alone for a limit, the refused values for a support. */
function toObstacle(entry: CheckEntry): NoTransmissionObstacle {
  if (entry.kind === 'limit') {
    return { kind: 'limit', check: entry.check, value: entry.value, unit: entry.unit };
  }
  return {
    kind: 'support',
    check: entry.check,
    values: entry.value.filter((_, index) => entry.limit[index] === 'NotSupported'),
  };
}

/** Why nothing fits, from the checks of the family that came closest; null checks means none could be offered. */
export function noTransmissionReason(checks: readonly CheckEntry[] | null): NoTransmissionReason {
  const obstacles = (checks ?? [])
    .filter((entry) => !entry.passed)
    .sort((a, b) => MESSAGE_ORDER.indexOf(a.check) - MESSAGE_ORDER.indexOf(b.check))
    .map(toObstacle);
  // Only a family that failed nothing has no obstacle, and that family would have been eligible.
  return obstacles.length === 0
    ? { kind: 'portfolioEmpty' }
    : { kind: 'unsupportedAnswers', obstacles };
}

/**
 * The message naming every check the closest family failed, in Imperial units, e.g. "No
 * transmission in the portfolio takes 2,250 lb-ft of engine torque together with Steep Grade (20%
 * or larger) terrain."
 */
export function noTransmissionMessage(checks: readonly CheckEntry[]): string {
  return noTransmissionText(noTransmissionReason(checks), 'Imperial');
}
