import { z } from 'zod';

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

const ratio = z.number().positive();

export const GearRatiosSchema = z
  .object({
    forward: z.array(ratio).min(FORWARD_GEARS_MIN).max(FORWARD_GEARS_MAX),
    reverse: z.array(ratio).max(REVERSE_GEARS_MAX),
  })
  .refine((ratios) => (ratios.forward[0] ?? 0) > (ratios.forward.at(-1) ?? 0), {
    path: ['forward'],
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
