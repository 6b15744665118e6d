import { z } from 'zod';
import {
  gearRatioNotNumberMessage,
  gearRatioOrderMessage,
  gearRatioRangeMessage,
  MESSAGES,
  tooManyGearsMessage,
  type GearKind,
} from '../common/messages.js';

/**
 * The gear ratios of a transmission family (issue 14): what the engineering check beside a
 * recommendation works from. `forward` runs from the lowest gear (the largest ratio, e.g. 14.4) to
 * the top gear (the smallest, e.g. 0.77 for an overdrive); where only the lowest and top gears are
 * known, the list holds just those two. `reverse` may be empty when unknown.
 *
 * A family stored before ratios existed has `gearRatios: null`, and the engineering check says the
 * catalogue has no ratios for it instead of guessing.
 */

/** Most forward gears a family may list (an 18-speed plus headroom). */
export const FORWARD_GEARS_MAX = 20;
/** Most reverse gears a family may list (Endurant XD has up to six). */
export const REVERSE_GEARS_MAX = 8;
/** Fewest forward gears: the lowest and the top gear. */
export const FORWARD_GEARS_MIN = 2;
/**
 * Largest ratio a gear may have. The deepest truck lows are mixer and crawler gears in the 30s
 * (the VMS mixer low is 36:1); anything past 100 is a slipped decimal point, not a gearbox.
 */
export const GEAR_RATIO_MAX = 100;
/**
 * Ratios are stored to the thousandth. Makers publish two or three decimals (0.77, 14.80, 0.735);
 * a thousandth keeps every published figure exactly, while the rounding drops binary noise and
 * pasted spreadsheet digits that would otherwise show in the form and the change log. The
 * resulting rpm error (at most 0.0005 in 0.7, under 0.1 %) is far below what the check reports.
 */
export const GEAR_RATIO_DECIMALS = 3;

const RATIO_SCALE = 10 ** GEAR_RATIO_DECIMALS;

/** A ratio rounded to the stored precision (halves away from zero for positive ratios). */
export function roundGearRatio(ratio: number): number {
  return Math.round(ratio * RATIO_SCALE) / RATIO_SCALE;
}

/**
 * One gear's ratio: a number, rounded first (so 0.0004 is 0 and refused, as an axle bound rounds
 * before its range check). The list's index names the gear in the message, so the admin form can
 * show the message beside the list's one field and still say which gear is wrong.
 */
function ratioSchema(kind: GearKind) {
  // An overwrite, not a codec: it rounds in both directions (a no-op on a stored ratio), so a response
  // carrying ratios parses forward exactly as it would encode, which is what lets the server serialise
  // the survey answer at a third of the cost (decision 074).
  return z
    .number({
      error: (issue) => {
        const index = issue.path?.at(-1);
        return gearRatioNotNumberMessage(kind, typeof index === 'number' ? index : 0);
      },
    })
    .overwrite(roundGearRatio);
}

/** Reports the first ratio outside (0, GEAR_RATIO_MAX] on the list; true when there was one. */
function refuseOutOfRange(
  kind: GearKind,
  ratios: readonly number[],
  ctx: z.RefinementCtx,
): boolean {
  const index = ratios.findIndex((ratio) => !(ratio > 0 && ratio <= GEAR_RATIO_MAX));
  if (index < 0) return false;
  ctx.addIssue({ code: 'custom', message: gearRatioRangeMessage(kind, index, GEAR_RATIO_MAX) });
  return true;
}

/**
 * Forward ratios, lowest gear first. Every gear must have a smaller ratio than the one below it,
 * as in every real gearbox: equal or rising neighbours are a typing slip (or a list typed top gear
 * first), and the engineering check reads the first as the starting gear and the last as top gear.
 * One message per list, most telling first, so the form shows a single clear line.
 */
const ForwardRatiosSchema = z
  .array(ratioSchema('forward'))
  .min(FORWARD_GEARS_MIN, MESSAGES.gearRatiosTooFew)
  .max(FORWARD_GEARS_MAX, tooManyGearsMessage('forward', FORWARD_GEARS_MAX))
  .superRefine((ratios, ctx) => {
    // A wrong count has its message already; ordering a list of the wrong length adds only noise.
    if (ratios.length < FORWARD_GEARS_MIN || ratios.length > FORWARD_GEARS_MAX) return;
    if (refuseOutOfRange('forward', ratios, ctx)) return;
    // The lowest gear (first) must be larger than the top gear (last): the rule an admin most
    // often meets, when a list is typed top gear first.
    if ((ratios[0] ?? 0) <= (ratios.at(-1) ?? 0)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.gearLowestNotAboveTop });
      return;
    }
    const rising = ratios.findIndex(
      (ratio, index) => index > 0 && ratio >= (ratios[index - 1] ?? 0),
    );
    if (rising > 0) ctx.addIssue({ code: 'custom', message: gearRatioOrderMessage(rising) });
  });

/**
 * Reverse ratios in the maker's order. No order is required: makers number reverse gears
 * differently, and nothing is computed from them beyond showing them.
 */
const ReverseRatiosSchema = z
  .array(ratioSchema('reverse'))
  .max(REVERSE_GEARS_MAX, tooManyGearsMessage('reverse', REVERSE_GEARS_MAX))
  .superRefine((ratios, ctx) => {
    if (ratios.length <= REVERSE_GEARS_MAX) refuseOutOfRange('reverse', ratios, ctx);
  });

/**
 * A family's ratios. Each list is checked on its own, so a bad reverse list is reported beside its
 * field even while the forward list has a problem too. Ratios given at all need at least the
 * lowest and the top forward gear: a family with none is `null`, not two empty lists.
 */
export const GearRatiosSchema = z.object({
  forward: ForwardRatiosSchema,
  reverse: ReverseRatiosSchema,
});
export type GearRatios = z.infer<typeof GearRatiosSchema>;

/** The lowest (starting) gear's ratio. */
export function lowestGear(ratios: GearRatios): number {
  return ratios.forward[0] ?? Number.NaN;
}

/** The top gear's ratio. */
export function topGear(ratios: GearRatios): number {
  return ratios.forward.at(-1) ?? Number.NaN;
}
