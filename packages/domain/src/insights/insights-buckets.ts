import { CHECK_NAMES, type CheckName } from '../recommendation/logic-log.js';
import type { NoTransmissionReason } from '../recommendation/no-transmission-reason.js';
import { joinWithAnd } from '../recommendation/no-transmission-reason.js';

/**
 * How the Insights group surveys: the GCW and cruise-speed bands, the NoTransmission reason keys
 * and their plain words, and the fewer-than-5 rule. The server stores and counts by these keys;
 * the page and the CSV name them.
 */

/** A bucket with fewer surveys than this shows MESSAGES.insightsFewerThanFive, never its count (issue 28). */
export const INSIGHTS_MIN_COUNT = 5;

/** A count as the API gives it: null, with fewerThanFive, when under INSIGHTS_MIN_COUNT. */
export function shownCount(count: number): { count: number | null; fewerThanFive: boolean } {
  return count < INSIGHTS_MIN_COUNT
    ? { count: null, fewerThanFive: true }
    : { count, fewerThanFive: false };
}

/**
 * Lower edges of the GCW bands, lb (WEIGHT_RANGE is 33,000 to 250,000); a band runs up to the next
 * edge, the last one to the range's end.
 */
export const GCW_BAND_EDGES = [33_000, 60_000, 80_000, 100_000, 130_000, 160_000, 200_000] as const;
/** The top of the last GCW band, lb. */
export const GCW_BAND_TOP = 250_000;
/** Lower edges of the cruise-speed bands, mph (SPEED_RANGE is 45 to 80). */
export const CRUISE_SPEED_BAND_EDGES = [45, 55, 60, 65, 70, 75] as const;
/** The top of the last cruise-speed band, mph. */
export const CRUISE_SPEED_BAND_TOP = 80;

/** The lower edge of the band a value falls in (values below the first edge count in the first). */
export function bandOf(edges: readonly number[], value: number): number {
  let band = edges[0] ?? 0;
  for (const edge of edges) if (value >= edge) band = edge;
  return band;
}

/** Every band as [from, to): `to` is the next edge, or `top` for the last (included). */
export function bands(edges: readonly number[], top: number): { from: number; to: number }[] {
  return edges.map((from, index) => ({ from, to: edges[index + 1] ?? top }));
}

/** What stopped the closest family, per check, in plain words without units. */
const CHECK_PHRASES: Readonly<Record<CheckName, string>> = {
  application: 'application not supported',
  terrain: 'terrain not supported',
  roadTypes: 'road types not supported',
  maneuvers: 'maneuvers not supported',
  pto: 'PTO needs not supported',
  engineMake: 'engine make not supported',
  engineHp: 'engine power over the limit',
  cruiseSpeed: 'cruise speed over the limit',
  maxSpeed: 'max road speed over the limit',
  gcw: 'GCW over the limit',
  torque: 'engine torque over the limit',
};

/** The reason key of a catalogue with nothing to offer. */
export const PORTFOLIO_EMPTY_REASON = 'portfolioEmpty';

/** The reason key of a NoTransmission survey stored before its reason was (issue 28). */
export const UNRECORDED_REASON = 'unrecorded';

/**
 * The key a NoTransmission survey is counted under: `portfolioEmpty`, or the checks that stopped
 * the family that came closest, in the engine's check order joined by "+" (`gcw`, `terrain+gcw`),
 * so the same constraints always count together whatever order the message named them in.
 */
export function noTransmissionReasonKey(reason: NoTransmissionReason): string {
  if (reason.kind === 'portfolioEmpty') return PORTFOLIO_EMPTY_REASON;
  const checks = new Set<string>(reason.obstacles.map((obstacle) => obstacle.check));
  return CHECK_NAMES.filter((check) => checks.has(check)).join('+');
}

function isCheckName(value: string): value is CheckName {
  return (CHECK_NAMES as readonly string[]).includes(value);
}

/**
 * A reason key in plain words, e.g. "GCW over the limit (the family that came closest)" for `gcw`
 * and "Terrain not supported and GCW over the limit (the family that came closest)" for
 * `terrain+gcw`: the family that came closest is the one the NoTransmission message speaks of, and
 * every family ranked behind it failed more checks. An unknown key reads as itself.
 */
export function noTransmissionReasonLabel(key: string): string {
  if (key === PORTFOLIO_EMPTY_REASON) return 'No family enabled in the catalogue';
  if (key === UNRECORDED_REASON) return 'Reason not recorded (surveys before the Insights)';
  const checks = key.split('+');
  if (!checks.every(isCheckName)) return key;
  const text = joinWithAnd(checks.map((check) => CHECK_PHRASES[check]));
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return `${sentence} (the family that came closest)`;
}
