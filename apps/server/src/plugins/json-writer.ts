import type { $ZodType } from 'zod/v4/core';

/**
 * A JSON writer compiled once from a zod schema, for an answer the server builds itself from typed
 * code (the survey answer, issue 29): it writes what `JSON.stringify(parse(schema, value))` would
 * for a value that matches the schema, without checking it again. Keys go out in the schema's
 * order, undeclared keys are left out, `.default()` fills a missing value and `.overwrite()` (the
 * gear ratios' rounding) is applied, as a forward parse does. A discriminated union picks its
 * option by the discriminator, where a parse or fast-json-stringify's anyOf tries each option. The
 * full zod check of such an answer stays in the tests (apps/server/test/json-writer.test.ts), so a
 * schema and the code that fills it cannot drift apart unseen.
 *
 * Only what the survey answer uses is compiled; any other kind of schema throws
 * UnsupportedSchemaError at compile time, and the caller keeps the checked serializer.
 */

/** The JSON of a value, or undefined where JSON.stringify leaves a property out. */
export type JsonWriter = (value: unknown) => string | undefined;

export class UnsupportedSchemaError extends Error {
  override readonly name = 'UnsupportedSchemaError';
}

type Def = $ZodType['_zod']['def'] & Record<string, unknown>;
type Values = Record<string, unknown>;

function defOf(schema: unknown): Def {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) {
    throw new UnsupportedSchemaError('not a zod schema');
  }
  return (schema as $ZodType)._zod.def as Def;
}

/** Characters JSON must escape, and lone surrogates (JSON.stringify writes those as \\u escapes). */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON.stringify writes it; most need no escape, and quoting them is cheaper. */
const writeString: JsonWriter = (value) =>
  NEEDS_ESCAPE.test(value as string) ? JSON.stringify(value) : `"${value as string}"`;

/** An enum or literal: the JSON of each allowed value, written once at compile time. */
function constantsWriter(values: readonly unknown[]): JsonWriter {
  const written = new Map(values.map((value) => [value, JSON.stringify(value)] as const));
  return (value) => written.get(value) ?? JSON.stringify(value);
}

/** Numbers as JSON.stringify writes them (zod refuses NaN and the infinities anyway). */
const writeNumber: JsonWriter = (value) => (Number.isFinite(value) ? String(value) : 'null');

/**
 * The schema's `.overwrite()` checks (the gear ratios' rounding, zod's trim and case changes), run
 * before writing as a parse runs them; the other checks only refuse values, never change one.
 */
function withOverwrites(def: Def, write: JsonWriter): JsonWriter {
  const checks = (def.checks ?? []) as unknown as readonly { _zod: { def: Values } }[];
  const overwrites = checks
    .map((check) => check._zod.def)
    .filter((check) => check.check === 'overwrite')
    .map((check) => check.tx as (value: unknown) => unknown);
  if (overwrites.length === 0) return write;
  return (value) => write(overwrites.reduce((current, overwrite) => overwrite(current), value));
}

function objectWriter(def: Def): JsonWriter {
  const catchall = def.catchall;
  if (catchall !== undefined && defOf(catchall).type !== 'never') {
    throw new UnsupportedSchemaError('an object with a catchall');
  }
  const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, schema]) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    write: compileJsonWriter(schema),
  }));
  return (value) => {
    const object = value as Values;
    let out = '';
    for (const field of fields) {
      const json = field.write(object[field.key]);
      if (json === undefined) continue;
      out += out === '' ? `{${field.prefix}${json}` : `,${field.prefix}${json}`;
    }
    return out === '' ? '{}' : `${out}}`;
  };
}

function arrayWriter(def: Def): JsonWriter {
  const write = compileJsonWriter(def.element);
  return (value) => {
    const items = value as readonly unknown[];
    let out = '';
    for (let index = 0; index < items.length; index += 1) {
      if (index > 0) out += ',';
      out += write(items[index]) ?? 'null';
    }
    return `[${out}]`;
  };
}

/** A discriminated union: the option whose literal the discriminator holds. */
function unionWriter(def: Def): JsonWriter {
  const discriminator = def.discriminator;
  if (typeof discriminator !== 'string') throw new UnsupportedSchemaError('a plain union');
  const byValue = new Map<unknown, JsonWriter>();
  for (const option of def.options as unknown[]) {
    const shape = defOf(option).shape as Record<string, unknown> | undefined;
    const literal = defOf(shape?.[discriminator]);
    if (literal.type !== 'literal') throw new UnsupportedSchemaError('a non-literal discriminator');
    const write = compileJsonWriter(option);
    for (const literalValue of literal.values as unknown[]) byValue.set(literalValue, write);
  }
  return (value) => {
    const write = byValue.get((value as Values)[discriminator]);
    if (write === undefined) throw new TypeError(`no option for ${discriminator}`);
    return write(value);
  };
}

/** Compiles the writer of one schema; throws UnsupportedSchemaError for a kind it does not know. */
export function compileJsonWriter(schema: unknown): JsonWriter {
  const def = defOf(schema);
  return withOverwrites(def, writerOf(def));
}

/** The writer of each kind of schema the survey answer uses; any other kind is refused. */
const WRITERS: Partial<Record<Def['type'], (def: Def) => JsonWriter>> = {
  string: () => writeString,
  enum: (def) => constantsWriter(Object.values(def.entries as Record<string, unknown>)),
  literal: (def) => constantsWriter(def.values as unknown[]),
  boolean: () => (value) => (value === true ? 'true' : 'false'),
  null: () => () => 'null',
  number: () => writeNumber,
  nullable: (def) => {
    const write = compileJsonWriter(def.innerType);
    return (value) => (value === null ? 'null' : write(value));
  },
  optional: (def) => {
    const write = compileJsonWriter(def.innerType);
    return (value) => (value === undefined ? undefined : write(value));
  },
  default: (def) => {
    const write = compileJsonWriter(def.innerType);
    // The getter hands out a fresh copy of the default each time, as a parse would use it.
    return (value) => write(value === undefined ? def.defaultValue : value);
  },
  object: objectWriter,
  array: arrayWriter,
  union: unionWriter,
};

function writerOf(def: Def): JsonWriter {
  const writer = WRITERS[def.type];
  if (writer === undefined) throw new UnsupportedSchemaError(`a ${def.type} schema`);
  return writer(def);
}
