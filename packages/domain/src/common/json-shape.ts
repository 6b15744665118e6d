import { MESSAGES } from './messages.js';

/**
 * Bounds on the shape of JSON text, checked before it is parsed (issue 24): JSON.parse of
 * `[[[...]]]` two million levels deep held the event loop for over a second, and of a megabyte of
 * `0,0,0,...` for tens of milliseconds, while the same bytes as one string parse in a few. A
 * single linear pass over the text, with no recursion and no allocation, refuses both first.
 */

/**
 * The deepest nesting any request's JSON may have. The deepest shape the schemas accept is four
 * levels (a saved result's `{topChoice: {details: {...: [...]}}}`; a family's
 * `{modelTorques: [{...}]}` is three), so eight leaves twice the room.
 */
export const JSON_MAX_DEPTH = 8;

/**
 * The most values (counted by their separators: `[`, `{`, `,` and `:`) any request's JSON may
 * hold. The longest lists the schemas accept are a rank update (RANK_UPDATE_MAX_ITEMS items of two
 * fields, about 5,000 separators) and a family of MODELS_PER_FAMILY_MAX models (a few thousand);
 * 20,000 leaves room and keeps a parse under a millisecond or two.
 */
export const JSON_MAX_VALUES = 20_000;

/** What is wrong with the shape of a JSON text, if anything. */
export type JsonShapeProblem = 'tooDeep' | 'tooManyValues';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * Scans `text` once, outside string literals, counting the open brackets and the separators. Says
 * nothing about whether it is valid JSON (JSON.parse decides that afterwards, on text now known to
 * be cheap to parse): unbalanced brackets only make the count wrong for text JSON.parse refuses.
 */
export function jsonShapeProblem(
  text: string,
  maxDepth: number = JSON_MAX_DEPTH,
  maxValues: number = JSON_MAX_VALUES,
): JsonShapeProblem | undefined {
  let depth = 0;
  let separators = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      separators += 1;
      if (depth > maxDepth) return 'tooDeep';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (code === COMMA || code === COLON) {
      separators += 1;
    }
    if (separators > maxValues) return 'tooManyValues';
  }
  return undefined;
}

/** The message for each problem, where a body or a JSON text field is refused. */
export const JSON_SHAPE_MESSAGES: Readonly<Record<JsonShapeProblem, string>> = {
  tooDeep: MESSAGES.jsonTooDeep,
  tooManyValues: MESSAGES.jsonTooManyValues,
};
