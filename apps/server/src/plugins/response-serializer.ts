import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { compileJsonWriter, UnsupportedSchemaError, type JsonWriter } from './json-writer.js';

/**
 * Response serialisation, as fastify-type-provider-zod does it, at a third of the CPU where that is
 * safe. The package encodes every answer with zod's `safeEncode`, which exists for codecs (a value
 * that must be turned back into its wire form). Encoding walks each schema that has checks twice (a
 * canary pass without checks, then the real one) and tries a discriminated union's options one by
 * one; for the survey answer that was 150 us a request against 50 us for parsing it (decision 074).
 * A schema with no codec or transform anywhere in it gives the same JSON either way, so such a
 * schema is parsed forward; one that has any keeps the package's encoder. Both strip unknown keys and
 * refuse a value that breaks the schema, so nothing the schema does not declare reaches a client.
 * The one difference: forward, a missing value under `.default()` takes its default, where encoding
 * refuses it; the answer then still matches the schema the OpenAPI document publishes.
 */

type Def = $ZodType['_zod']['def'] & Record<string, unknown>;

function isSchema(value: unknown): value is $ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * True when parsing `schema` forward yields exactly what encoding it would: no codec, pipe,
 * transform or catch anywhere, and nothing this walk does not know (a new kind of schema counts as
 * unsafe until it is added here). Recursive schemas are walked once.
 */
export function parsesLikeItEncodes(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as Def;
  const inner = (value: unknown): boolean => isSchema(value) && parsesLikeItEncodes(value, seen);
  const all = (values: unknown): boolean => Array.isArray(values) && values.every(inner);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'symbol':
    case 'null':
    case 'undefined':
    case 'void':
    case 'never':
    case 'any':
    case 'unknown':
    case 'date':
    case 'nan':
    case 'enum':
    case 'literal':
    case 'template_literal':
    case 'file':
      return true;
    // One inner schema, treated alike in both directions (a default is discussed above).
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'success':
    case 'promise':
      return inner(def.innerType);
    case 'object':
      return (
        Object.values(def.shape as Record<string, unknown>).every(inner) &&
        (def.catchall === undefined || inner(def.catchall))
      );
    case 'array':
      return inner(def.element);
    case 'set':
      return inner(def.valueType);
    case 'record':
    case 'map':
      return inner(def.keyType) && inner(def.valueType);
    case 'tuple':
      return all(def.items) && (def.rest === null || def.rest === undefined || inner(def.rest));
    case 'union':
      return all(def.options);
    case 'intersection':
      return inner(def.left) && inner(def.right);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    // Codecs and preprocessing are pipes; these are where the two directions part.
    case 'pipe':
    case 'transform':
    case 'catch':
    case 'custom':
    case 'function':
      return false;
  }
  // A kind of schema zod added after this was written: unsafe until it is listed above.
  return false;
}

export const responseSerializerCompiler: typeof serializerCompiler = (route) => {
  const { schema, method, url } = route;
  if (!isSchema(schema) || !parsesLikeItEncodes(schema)) return serializerCompiler(route);
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};

/**
 * For a route that answers with a value the server built itself from typed code (the survey
 * answer): the schema compiled once into a JSON writer (json-writer.ts) that writes the same bytes
 * as the forward parse above, without checking the value again (issue 29: the check cost more than
 * the recommendation). The tests hold the answers to the full zod schema. A schema the writer cannot
 * compile keeps the checked serializer.
 */
export function ownAnswerSerializerCompiler(route: {
  readonly schema: unknown;
  readonly method: string;
  readonly url: string;
  readonly httpStatus?: string;
}): (data: unknown) => string {
  let write: JsonWriter;
  try {
    write = compileJsonWriter(route.schema);
  } catch (error) {
    if (!(error instanceof UnsupportedSchemaError)) throw error;
    return responseSerializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  }
  return (data) => write(data) ?? 'null';
}
