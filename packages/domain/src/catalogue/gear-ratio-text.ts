import { GEAR_RATIO_DECIMALS, type GearRatios } from './gear-ratios.js';

/**
 * Gear ratios as an administrator types and reads them: one line of ratios per list, e.g.
 * '14.80, 10.95, 8.09 ... 0.73'. The admin form and the change log share these, so a list reads
 * the same where it is typed and where its changes are shown.
 */

/** Commas, semicolons and spaces all separate ratios, so pasted lists of any of them work. */
const SEPARATORS = /[\s,;]+/;
/** A plain decimal number; anything else stays text for the schema to name as not a number. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The ratios of one typed list: numbers where a token is a number, the token itself where it is
 * not (so the schema can say which gear is not a number, and the admin's text is kept).
 */
export function parseGearRatioList(text: string): (number | string)[] {
  return text
    .split(SEPARATORS)
    .filter((token) => token !== '')
    .map((token) => (DECIMAL.test(token) ? Number(token) : token));
}

/**
 * What the form sends for the two typed lists: null when both are empty (the family has no ratios),
 * otherwise both lists, for GearRatiosSchema to check.
 */
export function gearRatiosFromText(
  forwardText: string,
  reverseText: string,
): { forward: (number | string)[]; reverse: (number | string)[] } | null {
  const forward = parseGearRatioList(forwardText);
  const reverse = parseGearRatioList(reverseText);
  return forward.length === 0 && reverse.length === 0 ? null : { forward, reverse };
}

/** One ratio as makers print them: at least two decimals, three where the third is set (0.735). */
export function formatGearRatio(ratio: number): string {
  const twoDecimals = ratio.toFixed(2);
  return Number(twoDecimals) === ratio ? twoDecimals : ratio.toFixed(GEAR_RATIO_DECIMALS);
}

/** A list as one line of text, the form's field and the log's value alike. */
export function formatGearRatioList(ratios: readonly (number | string)[]): string {
  return ratios
    .map((ratio) => (typeof ratio === 'number' ? formatGearRatio(ratio) : ratio))
    .join(', ');
}

/** The two lists as typed: one line of ratios for the forward gears, one for the reverse. */
export interface GearRatioTexts {
  forward: string;
  reverse: string;
}

/** The family's ratios as the two lines the form edits; empty lines when it has none. */
export function gearRatiosToText(ratios: GearRatios | null | undefined): GearRatioTexts {
  return {
    forward: formatGearRatioList(ratios?.forward ?? []),
    reverse: formatGearRatioList(ratios?.reverse ?? []),
  };
}
