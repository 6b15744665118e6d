import { z } from 'zod';
import type { NumericRange } from './limits.js';
import { MESSAGES, offStepMessage, outOfRangeMessage, tooLongMessage } from './messages.js';
import { isOnStep } from './numeric.js';

/**
 * Field-level schema builders shared by every form and request schema, so "required", "too long",
 * "out of range" and "off the step" read the same everywhere and carry the messages of messages.ts.
 */

/** True for what a form sends when the user entered nothing: undefined, null, '' or NaN. */
export function isMissingInput(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    input === '' ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

/** A required text: trimmed first (SPEC 5 trims text inputs), then non-empty and at most `max` long. */
export function requiredTextSchema(max: number) {
  return z
    .string({ error: MESSAGES.requiredField })
    .trim()
    .min(1, MESSAGES.requiredField)
    .max(max, tooLongMessage(max));
}

/**
 * A required number within `range`. A missing entry says MESSAGES.requiredField; anything else wrong
 * says `rangeMessage`, which defaults to the generic "within the range of min to max".
 */
export function requiredNumberSchema(range: NumericRange, rangeMessage = outOfRangeMessage(range)) {
  return z
    .number({
      error: (issue) =>
        isMissingInput(issue.input) ? MESSAGES.requiredField : MESSAGES.enterNumber,
    })
    .min(range.min, rangeMessage)
    .max(range.max, rangeMessage);
}

/** A required number within `range` that also sits on the range's step grid. */
export function steppedNumberSchema(range: NumericRange, rangeMessage = outOfRangeMessage(range)) {
  return requiredNumberSchema(range, rangeMessage).refine((value) => isOnStep(value, range), {
    message: offStepMessage(range),
  });
}

/** A required choice among `values`; a missing choice says MESSAGES.requiredField. */
export function choiceSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (isMissingInput(issue.input) ? MESSAGES.requiredField : MESSAGES.chooseOne),
  });
}

/** A list of distinct items with at least `minItems` entries. */
export function uniqueListSchema<T extends z.ZodType>(item: T, minItems = 0) {
  return z
    .array(item, { error: MESSAGES.requiredField })
    .min(minItems, MESSAGES.chooseAtLeastOne)
    .refine((items) => new Set(items).size === items.length, { message: MESSAGES.noDuplicates });
}
