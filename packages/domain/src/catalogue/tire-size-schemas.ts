import { wholeNumberSchema } from '../common/fields.js';
import { REVS_PER_KM_RANGE, REVS_PER_MILE_RANGE } from './tire-sizes.js';

// Apart from tire-sizes.ts, which /help reads, so that zod comes only with the forms that check a
// typed tire figure (decision 075).

/** A free revolutions-per-mile entry: a whole number within REVS_PER_MILE_RANGE. */
export const RevsPerMileSchema = wholeNumberSchema(REVS_PER_MILE_RANGE);

/** A free revolutions-per-kilometre entry: a whole number within REVS_PER_KM_RANGE. */
export const RevsPerKilometreSchema = wholeNumberSchema(REVS_PER_KM_RANGE);
