import { z } from 'zod';
import { DATABASE_ID_MAX, type NumericRange } from './limits.js';
import {
  MESSAGES,
  offStepMessage,
  outOfRangeMessage,
  tooLongMessage,
  tooManyItemsMessage,
} from './messages.js';
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

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 text can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when PostgreSQL can store `text` as it is: no NUL (text columns refuse it, failing the whole
 * statement) and no lone surrogate (the driver would silently swap it for U+FFFD).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * True when every string in parsed JSON, keys included, is storable text. Walks with its own stack,
 * so deeply nested input cannot overflow the call stack.
 */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

/**
 * A string at most `max` long that the database can store (MESSAGES.unstorableText otherwise).
 * Every text the server stores or looks up is built from this or requiredTextSchema, so a NUL
 * is refused as bad input naming its field instead of failing the query.
 */
export function storableTextSchema(max: number) {
  return z
    .string({ error: MESSAGES.requiredField })
    .max(max, tooLongMessage(max))
    .refine(isStorableText, { message: MESSAGES.unstorableText });
}

/**
 * A required text: trimmed first (SPEC 5 trims text inputs), then non-empty, at most `max` long
 * and storable.
 */
export function requiredTextSchema(max: number) {
  return z
    .string({ error: MESSAGES.requiredField })
    .trim()
    .min(1, MESSAGES.requiredField)
    .max(max, tooLongMessage(max))
    .refine(isStorableText, { message: MESSAGES.unstorableText });
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

/** A required whole number within `range`: for values stored in integer columns. */
export function wholeNumberSchema(range: NumericRange, rangeMessage = outOfRangeMessage(range)) {
  return requiredNumberSchema(range, rangeMessage).int(MESSAGES.wholeNumber);
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

/** Database ids (integer columns): whole numbers from 1 to DATABASE_ID_MAX. */
export const DatabaseIdSchema = z
  .number({ error: MESSAGES.invalidId })
  .int(MESSAGES.invalidId)
  .min(1, MESSAGES.invalidId)
  .max(DATABASE_ID_MAX, MESSAGES.invalidId);

/**
 * A database id as a URL path segment carries it: plain decimal digits only (no sign, exponent,
 * hex, spaces or fraction, which Number() would accept), then DatabaseIdSchema's range. Every
 * route's id parameter uses this, so an id beyond the column's range answers 400, not a failed query.
 */
export const DatabaseIdParamSchema = z
  .string({ error: MESSAGES.invalidId })
  .regex(/^[1-9][0-9]{0,9}$/, MESSAGES.invalidId)
  .transform(Number)
  .pipe(DatabaseIdSchema);

/**
 * A list of distinct items with `minItems` to `maxItems` entries. The length is checked before any
 * item (zod checks an array's size first), so a list of thousands of bad items costs one issue,
 * not one per item.
 */
export function uniqueListSchema<T extends z.ZodType>(
  item: T,
  minItems: number,
  maxItems: number,
  tooManyMessage: string = tooManyItemsMessage(maxItems),
) {
  return z
    .array(item, { error: MESSAGES.requiredField })
    .min(minItems, MESSAGES.chooseAtLeastOne)
    .max(maxItems, tooManyMessage)
    .refine((items) => new Set(items).size === items.length, { message: MESSAGES.noDuplicates });
}

/**
 * Distinct choices among `values`, at least `minItems` of them: at most every value once, so a
 * longer list can only repeat one (MESSAGES.noDuplicates).
 */
export function choiceListSchema<const T extends readonly [string, ...string[]]>(
  values: T,
  minItems = 0,
) {
  return uniqueListSchema(choiceSchema(values), minItems, values.length, MESSAGES.noDuplicates);
}
