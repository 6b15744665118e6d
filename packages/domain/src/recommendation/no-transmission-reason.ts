import { z } from 'zod';
import {
  APPLICATION_LABELS,
  ENGINE_MAKE_LABELS,
  MANEUVER_LABELS,
  PTO_LABELS,
  ROAD_TYPE_LABELS,
  TERRAIN_LABELS,
  type UnitSystem,
} from '../common/enums.js';
import {
  LimitCheckNameSchema,
  SupportCheckNameSchema,
  type SupportCheckName,
} from './logic-log.js';
import { formatQuantity, type Quantity } from '../common/units.js';

/**
 * Why a survey got NoTransmission (decision 045), as data rather than a sentence, so each reader
 * phrases it in its own units: the engine and API clients in Imperial (the response's `message`),
 * the web app in the visitor's units. It names only the user's own answers that stood in the way,
 * never the closest family's limits, so a NoTransmission result tells no more about the catalogue
 * than the sentence always did.
 */

/** A quantity answer above what the closest family takes. `value` is Imperial, as `unit` says. */
export const LimitObstacleSchema = z.object({
  kind: z.literal('limit'),
  check: LimitCheckNameSchema,
  value: z.number(),
  unit: z.string(),
});
export type LimitObstacle = z.infer<typeof LimitObstacleSchema>;

/** The wire values of one answer that the closest family does not support (one or more). */
export const SupportObstacleSchema = z.object({
  kind: z.literal('support'),
  check: SupportCheckNameSchema,
  values: z.array(z.string()).min(1),
});
export type SupportObstacle = z.infer<typeof SupportObstacleSchema>;

export const NoTransmissionObstacleSchema = z.discriminatedUnion('kind', [
  LimitObstacleSchema,
  SupportObstacleSchema,
]);
export type NoTransmissionObstacle = z.infer<typeof NoTransmissionObstacleSchema>;

/**
 * `portfolioEmpty`: nothing could be offered at all (no enabled family). `unsupportedAnswers`: the
 * answers the family that came closest could not take, in the order the message names them.
 */
export const NoTransmissionReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('portfolioEmpty') }),
  z.object({
    kind: z.literal('unsupportedAnswers'),
    obstacles: z.array(NoTransmissionObstacleSchema).min(1),
  }),
]);
export type NoTransmissionReason = z.infer<typeof NoTransmissionReasonSchema>;

/** The message when there is nothing at all to recommend from (an empty or all-disabled catalogue). */
export const NO_TRANSMISSION_AVAILABLE = 'No transmission is available in the portfolio right now.';

/** "a", "a and b", "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
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
 * The survey's label of one of the user's answers (a support check's wire value), e.g. "Hilly/Rolling
 * (2-6% grade)" for terrain HillyRolling; an unknown value reads as itself.
 */
export function answerValueLabel(check: SupportCheckName, value: string): string {
  return VALUE_LABELS[check][value] ?? value;
}

/** The quantity each limit check compares, for the unit conversion. */
const LIMIT_QUANTITIES: Readonly<Record<LimitObstacle['check'], Quantity>> = {
  torque: 'torque',
  engineHp: 'power',
  gcw: 'weight',
  cruiseSpeed: 'speed',
  maxSpeed: 'speed',
};

/** A limit obstacle in the user's words and units, e.g. "2,250 lb-ft of engine torque". */
function limitPhrase(obstacle: LimitObstacle, units: UnitSystem): string {
  const amount = formatQuantity(LIMIT_QUANTITIES[obstacle.check], obstacle.value, units);
  switch (obstacle.check) {
    case 'torque':
      return `${amount} of engine torque`;
    case 'engineHp':
      return `${amount} of engine power`;
    case 'gcw':
      return `a gross combined weight of ${amount}`;
    case 'cruiseSpeed':
      return `a cruise speed of ${amount}`;
    case 'maxSpeed':
      return `an occasional max road speed of ${amount}`;
  }
}

/** A support obstacle in the user's words, naming the refused values. */
function supportPhrase(obstacle: SupportObstacle): string {
  const labels = VALUE_LABELS[obstacle.check];
  const list = joinWithAnd(obstacle.values.map((value) => labels[value] ?? value));
  switch (obstacle.check) {
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
      return obstacle.values[0] === 'NoPTO' ? 'no PTO needs' : list;
    case 'engineMake':
      return obstacle.values[0] === 'Other' ? 'an engine of another make' : `a ${list} engine`;
  }
}

/**
 * The NoTransmission sentence in the given units, e.g. "No transmission in the portfolio takes
 * 2,250 lb-ft of engine torque together with Steep Grade (20% or larger) terrain."
 */
export function noTransmissionText(reason: NoTransmissionReason, units: UnitSystem): string {
  if (reason.kind === 'portfolioEmpty') return NO_TRANSMISSION_AVAILABLE;
  const [first, ...rest] = reason.obstacles.map((obstacle) =>
    obstacle.kind === 'limit' ? limitPhrase(obstacle, units) : supportPhrase(obstacle),
  );
  const tail = rest.length === 0 ? '' : ` together with ${joinWithAnd(rest)}`;
  return `No transmission in the portfolio takes ${first ?? ''}${tail}.`;
}
