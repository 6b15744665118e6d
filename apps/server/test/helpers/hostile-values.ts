import fc from 'fast-check';

/**
 * fast-check arbitraries for the hostile-input suite: what an attacker or a broken client sends
 * instead of the value a schema asks for, and whole bodies derived from a valid one by breaking
 * one or more of its fields.
 */

/** Texts that have broken parsers, databases or renderers somewhere. */
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '\u202eevil\u202c',
  'zero\u200bwidth\u200d',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '\ud83d\ude9a',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '0x10',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '\r\nX-Injected: 1',
] as const;

/** Numbers at the edges of what JSON and the database's columns hold. */
export const EDGE_NUMBERS = [
  1e308,
  -1e308,
  -0,
  0,
  -1,
  0.5,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 - 1,
  -(2 ** 53),
  Number.MIN_VALUE,
  Number.EPSILON,
] as const;

const edgeString = fc.constantFrom(...EDGE_STRINGS);

/** Short texts: edge cases and any UTF-16 code units (lone surrogates included). */
const shortString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: edgeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** The longest generated text: past every field's limit, within the largest body limit. */
const LONG_STRING_MAX = 120_000;

/** Any text: a short one as above, or an edge case repeated past every field's limit. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: shortString },
  {
    weight: 1,
    arbitrary: fc
      .tuple(edgeString, fc.integer({ min: 200, max: LONG_STRING_MAX }))
      .map(([text, length]) => (text === '' ? 'x' : text).repeat(length).slice(0, length)),
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);

/** Items of generated lists: short, so a long list stays within the body limits. */
const smallScalar: fc.Arbitrary<unknown> = fc.oneof(
  shortString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);

/** `[[[...]]]` or `{"a":{"a":...}}` this many levels deep. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

/** Objects whose keys try to reach a prototype when merged or assigned naively. */
const PROTOTYPE_OBJECTS = [
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"prototype": {"polluted": 1}}',
  '{"toString": 1, "valueOf": 2, "hasOwnProperty": 3}',
] as const;

/** Parsed with JSON.parse so `__proto__` stays an own key and goes out on the wire as written. */
export const prototypeObject: fc.Arbitrary<unknown> = fc
  .constantFrom(...PROTOTYPE_OBJECTS)
  .map((text) => JSON.parse(text) as unknown);

/** Any value a field must refuse when it expects something else (or, by chance, accepts). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  {
    weight: 1,
    arbitrary: fc
      .tuple(smallScalar, fc.integer({ min: 50, max: 5000 }))
      .map(([item, length]) => Array.from({ length }, () => item)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean())
      .map(([depth, asObject]) => nested(depth, asObject)),
  },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: fc.array(smallScalar, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.dictionary(shortString, smallScalar, { maxKeys: 5 }) },
);

/**
 * A generated body with a short description for fast-check's failure report: printing a body of
 * thousands of items or a 1000-level nesting in full would itself fail.
 */
export class Generated {
  constructor(readonly value: unknown) {}

  [fc.toStringMethod](): string {
    // JSON.stringify gives undefined for undefined, whatever its declared type says.
    const text = (JSON.stringify(this.value) as string | undefined) ?? 'undefined';
    return text.length > 600 ? `${text.slice(0, 600)}... (${text.length} characters)` : text;
  }
}

/** Every path into a JSON value (object keys and array indexes), the root excluded. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [
      [...prefix, index],
      ...pathsOf(item, [...prefix, index]),
    ]);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

type Mutation =
  | { readonly kind: 'set'; readonly path: (string | number)[]; readonly value: unknown }
  | { readonly kind: 'delete'; readonly path: (string | number)[] }
  | { readonly kind: 'extra'; readonly key: string; readonly value: unknown };

function apply(body: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'extra') {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    // defineProperty, so a key named __proto__ becomes data instead of a new prototype.
    Object.defineProperty(body, mutation.key, {
      value: mutation.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return body;
  }
  const parents = mutation.path.slice(0, -1);
  const last = mutation.path.at(-1);
  let parent: unknown = body;
  for (const step of parents) {
    if (typeof parent !== 'object' || parent === null) return body;
    parent = (parent as Record<string | number, unknown>)[step];
  }
  if (typeof parent !== 'object' || parent === null || last === undefined) return body;
  const container = parent as Record<string | number, unknown>;
  if (mutation.kind === 'delete') {
    if (Array.isArray(container) && typeof last === 'number') container.splice(last, 1);
    else Reflect.deleteProperty(container, last);
  } else {
    Object.defineProperty(container, last, {
      value: mutation.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return body;
}

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'roles', 'id', 'ownerId'),
  hostileString.filter((key) => key.length < 200),
);

/**
 * Bodies derived from `valid` (a body the route's schema accepts): one to four of its fields, at
 * any depth and including `extraPaths` the valid body leaves out, set to a hostile value or
 * removed, plus maybe unexpected keys; or, now and then, a body that is no object at all.
 */
export function brokenBodies(
  valid: unknown,
  extraPaths: readonly (string | number)[][] = [],
): fc.Arbitrary<Generated> {
  const paths = [...pathsOf(valid), ...extraPaths];
  const path = fc.constantFrom(...paths);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('set' as const), path, value: hostileValue }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), path }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: extraKey,
        value: hostileValue,
      }),
    },
  );
  const derived: fc.Arbitrary<unknown> = fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .map((mutations) =>
      mutations.reduce<unknown>((body, next) => apply(body, next), structuredClone(valid)),
    );
  return fc
    .oneof({ weight: 9, arbitrary: derived }, { weight: 1, arbitrary: hostileValue })
    .map((body) => new Generated(body));
}

/**
 * Path parameter values that are never a valid id, e-mail or interaction uid. `%2e%2e` is left
 * out: a client's URL parser (inject's too) resolves it to the parent path before sending.
 */
export const HOSTILE_PARAMS = [
  String(2 ** 31),
  String(2 ** 53),
  String(2 ** 53 - 1),
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'NaN',
  '%00',
  '%20%31',
  '%ZZ',
  '%F0%9F',
  '%ED%A0%80',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  encodeURIComponent('\u202e1'),
] as const;
