import {
  APPLICATION_LABELS,
  ENGINE_MAKE_LABELS,
  formatQuantity,
  MANEUVER_LABELS,
  PTO_LABELS,
  ROAD_TYPE_LABELS,
  TERRAIN_LABELS,
  type CheckEntry,
  type LimitCheckEntry,
  type LimitCheckName,
  type SupportCheckEntry,
  type SupportCheckName,
} from '@transmission-spec/domain';
import { compareByRankThenName, type RankedItem } from './compare.js';

/**
 * The NoTransmission message (RECOMMENDATION.md section 4): what stood in the way, in the user's
 * words, taken from the family that came closest (fewest failed checks). Naming the closest
 * family's obstacles tells the buyer which answer to revisit, without naming a family that does
 * not fit.
 */

/** The message when there is nothing at all to recommend from (an empty or all-disabled catalogue). */
export const NO_TRANSMISSION_AVAILABLE = 'No transmission is available in the portfolio right now.';

/** A family that failed some checks, as far as picking the closest one is concerned. */
export interface FailedFamily extends RankedItem {
  readonly checks: readonly CheckEntry[];
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

/** Labels of the values each support check reads, so a wire value becomes the user's word. */
const VALUE_LABELS: Readonly<Record<SupportCheckName, Readonly<Record<string, string>>>> = {
  application: APPLICATION_LABELS,
  terrain: TERRAIN_LABELS,
  roadTypes: ROAD_TYPE_LABELS,
  maneuvers: MANEUVER_LABELS,
  pto: PTO_LABELS,
  engineMake: ENGINE_MAKE_LABELS,
};

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

/** "a", "a and b", "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A failed limit check in the user's words, e.g. "2,250 lb-ft of engine torque". */
function limitPhrase(entry: LimitCheckEntry): string {
  switch (entry.check) {
    case 'torque':
      return `${formatQuantity('torque', entry.value, 'Imperial')} of engine torque`;
    case 'engineHp':
      return `${formatQuantity('power', entry.value, 'Imperial')} of engine power`;
    case 'gcw':
      return `a gross combined weight of ${formatQuantity('weight', entry.value, 'Imperial')}`;
    case 'cruiseSpeed':
      return `a cruise speed of ${formatQuantity('speed', entry.value, 'Imperial')}`;
    case 'maxSpeed':
      return `an occasional max road speed of ${formatQuantity('speed', entry.value, 'Imperial')}`;
  }
}

/** A failed support check in the user's words, naming only the values the family does not support. */
function supportPhrase(entry: SupportCheckEntry): string {
  const labels = VALUE_LABELS[entry.check];
  const refused = entry.value
    .filter((_, index) => entry.limit[index] === 'NotSupported')
    .map((value) => labels[value] ?? value);
  const list = joinWithAnd(refused);
  switch (entry.check) {
    case 'application':
      return `the ${list} application`;
    case 'terrain':
      return `${list} terrain`;
    case 'roadTypes':
      return `${list} roads`;
    case 'maneuvers':
      return `${list} maneuvers`;
    case 'pto':
      // "No PTO needs" starts a sentence in the survey; mid-sentence it reads lower case.
      return entry.value[0] === 'NoPTO' ? 'no PTO needs' : list;
    case 'engineMake':
      return entry.value[0] === 'Other' ? 'an engine of another make' : `a ${list} engine`;
  }
}

/** The phrase for one failed check. */
function obstaclePhrase(entry: CheckEntry): string {
  return entry.kind === 'limit' ? limitPhrase(entry) : supportPhrase(entry);
}

/**
 * The message naming every check the closest family failed, e.g. "No transmission in the portfolio
 * takes 2,250 lb-ft of engine torque together with Steep Grade (20% or larger) terrain."
 */
export function noTransmissionMessage(checks: readonly CheckEntry[]): string {
  const failed = checks
    .filter((entry) => !entry.passed)
    .sort((a, b) => MESSAGE_ORDER.indexOf(a.check) - MESSAGE_ORDER.indexOf(b.check));
  const phrases = failed.map(obstaclePhrase);
  const [first, ...rest] = phrases;
  // Only a family that failed nothing has no phrase, and that family would have been eligible.
  if (first === undefined) return NO_TRANSMISSION_AVAILABLE;
  const tail = rest.length === 0 ? '' : ` together with ${joinWithAnd(rest)}`;
  return `No transmission in the portfolio takes ${first}${tail}.`;
}
