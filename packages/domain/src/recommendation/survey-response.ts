import { z } from 'zod';
import { ResultTypeSchema } from '../common/enum-schemas.js';
import { GearingWarningSchema } from './gearing-tier.js';
import { LogicLogSchema } from './logic-log.js';
import { MESSAGES } from '../common/messages.js';
import { NoTransmissionReasonSchema } from './no-transmission-reason.js';
import { TransmissionDetailsSchema } from './transmission-details.js';

/** What POST api/survey answers (SPEC sections 3 and 7). */

/** A recommended transmission as a result shows it. `description` is sanitized rich text (HTML). */
export const TransmissionResultSchema = z.object({
  name: z.string(),
  learnMoreUrl: z.string(),
  description: z.string(),
  /** URL (possibly a data: URL) of the family's image; null shows the neutral illustration. */
  image: z.string().nullable(),
  modelName: z.string(),
  /** The duty class's axle ratio range of the family, e.g. "3.4 - 3.9". */
  axleRatio: z.string().min(1),
  /**
   * The why, limits, support levels and gearing behind the card (issue 14). Optional: a response
   * or saved spec from before it existed has none, and still shows as it did.
   */
  details: TransmissionDetailsSchema.optional(),
  /**
   * Present when the family fails the gearing tier (RECOMMENDATION.md section 2): the figure and
   * the answers behind it, which the card phrases as a warning in the visitor's units. Absent when
   * it passes or has no gear ratios, and in a response or saved spec from before the tier existed.
   */
  gearingWarning: GearingWarningSchema.optional(),
});
export type TransmissionResult = z.infer<typeof TransmissionResultSchema>;

/**
 * The survey outcome. Transmission carries a top choice and maybe a runner-up; NoTransmission
 * carries the server's `message` and `reason`; Error shows its raw data. topChoice is null unless the type is
 * Transmission. `debug` is the Transmission Logic Log of the admin-only debug variant, checked by
 * the log's own schema so the server cannot answer, nor the panel read, a log of another shape.
 */
export const SurveyResponseSchema = z
  .object({
    type: ResultTypeSchema,
    topChoice: TransmissionResultSchema.nullable(),
    runnerUp: TransmissionResultSchema.nullable(),
    message: z.string().default(''),
    /**
     * NoTransmission's reason as data (decision 045): `message` is its Imperial sentence for API
     * clients, the web app phrases it in the visitor's units. Null for the other kinds; a response
     * stored before the field existed reads as null and falls back to `message`.
     */
    reason: NoTransmissionReasonSchema.nullable().default(null),
    debug: LogicLogSchema.optional(),
  })
  .refine((response) => response.type !== 'Transmission' || response.topChoice !== null, {
    message: MESSAGES.topChoiceRequired,
    path: ['topChoice'],
  });
export type SurveyResponse = z.infer<typeof SurveyResponseSchema>;
