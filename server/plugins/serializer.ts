import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Types whose parse and encode are the same: they only check, never change, a value. */
const checkOnly = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'never',
  'nan',
  'template_literal',
  'symbol',
  'file',
  'custom',
]);

/**
 * Whether a parse of `schema` writes what an encode would, for every value the encode accepts: no
 * codec or transform (which turn a value around in the other direction), and no default that could
 * fill in a value the encode leaves out (one over a type that takes `undefined`). A default over a
 * type that refuses `undefined` and a catch give what their type gives whenever the encode
 * succeeds. Anything it does not know is taken as directional.
 */
export function sameBothWays(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const all = (schemas: unknown[]) =>
    schemas.every((inner) => sameBothWays(inner as z.core.$ZodType, seen));
  switch (def.type) {
    case 'object':
      return (
        all(Object.values(def.shape as Record<string, unknown>)) &&
        (def.catchall === undefined || all([def.catchall]))
      );
    case 'array':
      return all([def.element]);
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return all([def.innerType]);
    case 'union':
      return all(def.options as unknown[]);
    case 'intersection':
      return all([def.left, def.right]);
    case 'record':
    case 'map':
      return all([def.keyType, def.valueType]);
    case 'set':
      return all([def.valueType]);
    case 'tuple':
      return all([...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])]);
    case 'lazy':
      return all([(def.getter as () => unknown)()]);
    case 'default':
    case 'prefault':
      return (
        all([def.innerType]) && !z.safeParse(def.innerType as z.core.$ZodType, undefined).success
      );
    case 'catch':
      return all([def.innerType]);
    default:
      return checkOnly.has(def.type);
  }
}

/**
 * Checks a reply against its schema, strips what the schema does not name, and writes it as JSON.
 * fastify-type-provider-zod encodes every reply (`safeEncode`), which for a schema with checks parses
 * each value twice (a first pass without the checks): on a list of 1,000 stock rows, 1.1 ms against
 * 0.3 ms for a parse (issue 24). A schema that reads the same both ways, every reply schema of the
 * contract today, is parsed; one with a codec, a transform or a default over `undefined` is still
 * encoded.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({
  schema,
  method,
  url,
}) => {
  // Decided at the route's first reply, not at every start for 400 routes (issue 24).
  let check: ((data: unknown) => z.ZodSafeParseResult<unknown>) | null = null;
  return (data) => {
    check ??= sameBothWays(schema)
      ? (value) => z.safeParse(schema, value)
      : (value) => z.safeEncode(schema, value);
    const result = check(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
