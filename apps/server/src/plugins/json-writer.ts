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

/** Numbers as JSON.stringify writes them (zod refuses NaN and the infinities anyway). */
const writeNumber: JsonWriter = (value) => (Number.isFinite(value) ? String(value) : 'null');

/** An enum or literal: the JSON of each allowed value, written once at compile time. */
function constantsWriter(values: readonly unknown[]): JsonWriter {
  const written = new Map(values.map((value) => [value, JSON.stringify(value)] as const));
  return (value) => written.get(value) ?? JSON.stringify(value);
}

/**
 * The schema's `.overwrite()` checks (the gear ratios' rounding, zod's trim and case changes), in
 * order, as one function; undefined when there are none. The other checks only refuse values.
 */
function overwritesOf(def: Def): ((value: unknown) => unknown) | undefined {
  const checks = (def.checks ?? []) as unknown as readonly { _zod: { def: Values } }[];
  const overwrites = checks
    .map((check) => check._zod.def)
    .filter((check) => check.check === 'overwrite')
    .map((check) => check.tx as (value: unknown) => unknown);
  if (overwrites.length === 0) return undefined;
  return (value) => overwrites.reduce((current, overwrite) => overwrite(current), value);
}

/** A JavaScript literal of a string or JSON value, for the generated source. */
const literal = (value: unknown): string => JSON.stringify(value);

/**
 * Writes the source of one function per object, array, union, default and overwritten schema, and
 * inline expressions for the rest; `new Function` turns it into code V8 optimises as a whole:
 * properties read by their names, no call per field through a closure, each object's fields in one
 * straight run. The closures it calls (helpers) are passed in, never written into the source, and
 * every name and literal in the source goes through JSON.stringify, so nothing in a schema can
 * change the code.
 */
class WriterSource {
  private readonly helpers: unknown[] = [];
  private readonly functions: string[] = [];
  private readonly names = new Map<Def, string>();

  /** A value the generated code calls or reads, as the name it has there. */
  private helper(value: unknown): string {
    this.helpers.push(value);
    return `h${String(this.helpers.length - 1)}`;
  }

  /** A function `name(v)` of the given body, written once per schema. */
  private functionFor(def: Def, body: () => string): string {
    const existing = this.names.get(def);
    if (existing !== undefined) return existing;
    const name = `f${String(this.names.size)}`;
    this.names.set(def, name);
    this.functions.push(`function ${name}(v) {\n${body()}\n}`);
    return name;
  }

  /** The expression writing the value named `v` (an identifier) by `schema`. */
  expression(schema: unknown, v: string): string {
    const def = defOf(schema);
    const overwrite = overwritesOf(def);
    if (overwrite !== undefined) {
      const apply = this.helper(overwrite);
      const name = this.functionFor(def, () => `v = ${apply}(v);\nreturn ${this.bare(def, 'v')};`);
      return `${name}(${v})`;
    }
    return this.bare(def, v);
  }

  /** The expression for `def` without its overwrites. */
  private bare(def: Def, v: string): string {
    const write = this.bareWriters[def.type];
    if (write === undefined) throw new UnsupportedSchemaError(`a ${def.type} schema`);
    return write(def, v);
  }

  /** The expression of each kind of schema the survey answer uses; any other kind is refused. */
  private readonly bareWriters: Partial<Record<Def['type'], (def: Def, v: string) => string>> = {
    string: (_def, v) => `${this.helper(writeString)}(${v})`,
    number: (_def, v) => `${this.helper(writeNumber)}(${v})`,
    boolean: (_def, v) => `(${v} === true ? 'true' : 'false')`,
    null: () => `'null'`,
    enum: (def, v) =>
      `${this.helper(constantsWriter(Object.values(def.entries as Record<string, unknown>)))}(${v})`,
    literal: (def, v) => `${this.helper(constantsWriter(def.values as unknown[]))}(${v})`,
    nullable: (def, v) => `(${v} === null ? 'null' : ${this.expression(def.innerType, v)})`,
    optional: (def, v) => `(${v} === undefined ? undefined : ${this.expression(def.innerType, v)})`,
    default: (def, v) => {
      // The getter hands out a fresh copy of the default each time, as a parse would use it.
      const holder = this.helper(def);
      const name = this.functionFor(
        def,
        () =>
          `if (v === undefined) v = ${holder}.defaultValue;\nreturn ${this.expression(def.innerType, 'v')};`,
      );
      return `${name}(${v})`;
    },
    object: (def, v) => `${this.functionFor(def, () => this.objectBody(def))}(${v})`,
    array: (def, v) => `${this.functionFor(def, () => this.arrayBody(def))}(${v})`,
    union: (def, v) => `${this.functionFor(def, () => this.unionBody(def))}(${v})`,
  };

  /**
   * Keys in the schema's order, a key left out where its value writes as undefined (an absent
   * optional), as JSON.stringify leaves it out. Until a field that is always written has been,
   * whether the text is still empty is asked at run time; after it, not.
   */
  private objectBody(def: Def): string {
    const catchall = def.catchall;
    if (catchall !== undefined && defOf(catchall).type !== 'never') {
      throw new UnsupportedSchemaError('an object with a catchall');
    }
    const lines = ["let out = '';", 'let t;', 'let j;'];
    let started: 'no' | 'maybe' | 'yes' = 'no';
    for (const [key, schema] of Object.entries(def.shape as Record<string, unknown>)) {
      const prefix = `${literal(key)}:`;
      const omissible = mayWriteUndefined(schema);
      lines.push(`t = v[${literal(key)}];`, `j = ${this.expression(schema, 't')};`);
      const open =
        started === 'yes'
          ? literal(`,${prefix}`)
          : started === 'no'
            ? literal(`{${prefix}`)
            : `(out === '' ? ${literal(`{${prefix}`)} : ${literal(`,${prefix}`)})`;
      lines.push(omissible ? `if (j !== undefined) out += ${open} + j;` : `out += ${open} + j;`);
      if (!omissible) started = 'yes';
      else if (started === 'no') started = 'maybe';
    }
    lines.push(started === 'yes' ? "return out + '}';" : "return out === '' ? '{}' : out + '}';");
    return lines.join('\n');
  }

  private arrayBody(def: Def): string {
    return [
      "let out = '';",
      'for (let i = 0; i < v.length; i += 1) {',
      "  if (i > 0) out += ',';",
      '  const t = v[i];',
      `  const j = ${this.expression(def.element, 't')};`,
      "  out += j === undefined ? 'null' : j;",
      '}',
      "return '[' + out + ']';",
    ].join('\n');
  }

  /** A discriminated union: the option whose literal the discriminator holds. */
  private unionBody(def: Def): string {
    const discriminator = def.discriminator;
    if (typeof discriminator !== 'string') throw new UnsupportedSchemaError('a plain union');
    const cases: string[] = [];
    for (const option of def.options as unknown[]) {
      const shape = defOf(option).shape as Record<string, unknown> | undefined;
      const literalDef = defOf(shape?.[discriminator]);
      if (literalDef.type !== 'literal') {
        throw new UnsupportedSchemaError('a non-literal discriminator');
      }
      const write = this.expression(option, 'v');
      for (const value of literalDef.values as unknown[]) {
        cases.push(`case ${literal(value)}: return ${write};`);
      }
    }
    return [
      `switch (v[${literal(discriminator)}]) {`,
      ...cases,
      `default: throw new TypeError(${literal(`no option for ${discriminator}`)});`,
      '}',
    ].join('\n');
  }

  /** The compiled writer of the whole schema. */
  compile(schema: unknown): JsonWriter {
    const root = this.expression(schema, 'v');
    const locals = this.helpers.map((_, index) => `const h${String(index)} = h[${String(index)}];`);
    const source = [
      '"use strict";',
      ...locals,
      ...this.functions,
      `return function write(v) { return ${root}; };`,
    ].join('\n');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point: see WriterSource
    const build = new Function('h', source) as (helpers: readonly unknown[]) => JsonWriter;
    return build(this.helpers);
  }
}

/**
 * Whether writing a value of `schema` can yield undefined (the key left out): an optional can, and
 * so can whatever wraps one, an enum or literal given no value, or an overwrite's result. An
 * object, array, string, number or boolean always writes something.
 */
function mayWriteUndefined(schema: unknown): boolean {
  const def = defOf(schema);
  if (overwritesOf(def) !== undefined) return true;
  if (ALWAYS_WRITTEN.has(def.type)) return false;
  if (def.type === 'nullable' || def.type === 'default') return mayWriteUndefined(def.innerType);
  if (def.type === 'union') return (def.options as unknown[]).some(mayWriteUndefined);
  return true;
}

const ALWAYS_WRITTEN: ReadonlySet<Def['type']> = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'object',
  'array',
]);

/** Compiles the writer of one schema; throws UnsupportedSchemaError for a kind it does not know. */
export function compileJsonWriter(schema: unknown): JsonWriter {
  return new WriterSource().compile(schema);
}
