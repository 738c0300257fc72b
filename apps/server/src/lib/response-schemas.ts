import { z } from 'zod';

/**
 * What the server adds to the routes' answers. The answers themselves are the zod schemas of
 * @inai/shared (schemas/<feature>.ts), which the web reads as types; here are only a file's
 * declaration and the plain JSON Schema that Fastify's fast serializer writes.
 */

/** A file an operator may open (a screenshot, an ID): its type is the file's own. */
export const privateFileAnswer = { content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };

type JsonNode = Record<string, unknown>;
const isNullType = (node: unknown) => (node as JsonNode | undefined)?.type === 'null';

/** One JSON Schema node as fast-json-stringify reads it best (see serializerSchema). */
function forSerializer(node: JsonNode): JsonNode {
  const { anyOf, properties, items } = node;
  // `x | null` as a type list (['integer', 'null']): fast-json-stringify writes it directly,
  // where an anyOf would make it validate each value to choose a branch.
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullType)) {
    const other = forSerializer(anyOf.find((branch) => !isNullType(branch)) as JsonNode);
    return { ...other, type: [other.type, 'null'] };
  }
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    // What it would check, not write: a missing required field would throw (a 500) instead of
    // being left out, and bounds and closed objects only cost time.
    if (['$schema', 'required', 'additionalProperties', 'minimum', 'maximum'].includes(key)) continue;
    out[key] = value;
  }
  if (properties) {
    out.properties = Object.fromEntries(
      Object.entries(properties as Record<string, JsonNode>).map(([name, property]) => [name, forSerializer(property)]),
    );
  }
  if (items) out.items = forSerializer(items as JsonNode);
  return out;
}

/**
 * A zod answer as the plain JSON Schema of Fastify's fast serializer, for the routes whose speed
 * counts (search): one description serves the document and the serializer, which also acts as an
 * allow-list (a field the schema does not name never leaves the server).
 */
export function serializerSchema(schema: z.ZodType): JsonNode {
  return forSerializer(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonNode);
}
