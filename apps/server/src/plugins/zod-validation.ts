import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/** Lets routes declare zod schemas (the ones shared with the web forms) and get typed input. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Fastify's own serializer compiler (fast-json-stringify), for the few responses declared as plain
 * JSON Schema because their speed counts (search): setting our compiler replaces Fastify's for
 * every route, so those routes get it back from here. The same package and version Fastify uses.
 */
function fastifyDefaultSerializer(): FastifySerializerCompiler<unknown> {
  return SerializerSelector()({}, {}) as FastifySerializerCompiler<unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The keys the answer carries that its schema does not name (zod drops them when parsing). The
 * document says `additionalProperties: false` for a z.object, so an unnamed field is a lie too.
 */
function undeclaredKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => undeclaredKeys(item, parsed[index], `${at}[${index}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed) || sent instanceof Date) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in parsed)) return [`undeclared field ${at}.${key}`];
    return undeclaredKeys(value, parsed[key], `${at}.${key}`);
  });
}

/** A step of a field path, linked to its parent so that deep input costs no copying. */
type PathStep = { key: PropertyKey; parent: PathStep | undefined } | undefined;

/**
 * Where the first string holding NUL is, as a field path; undefined when none does. A loop, not
 * recursion: a JSON body may nest arrays 100,000 deep, and the stack must not be what refuses it.
 */
function nulAt(input: unknown): PropertyKey[] | undefined {
  const pending: Array<[unknown, PathStep]> = [[input, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, step] = next;
    if (typeof value === 'string' && value.includes('\u0000')) {
      const path: PropertyKey[] = [];
      for (let at = step; at; at = at.parent) path.unshift(at.key);
      return path;
    }
    if (Array.isArray(value)) value.forEach((item, index) => pending.push([item, { key: index, parent: step }]));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) pending.push([item, { key, parent: step }]);
  }
  return undefined;
}

/**
 * Throws a ZodError (a 400 naming the field) when a string in `input` holds NUL, which no field
 * takes and PostgreSQL text cannot hold. Every route's params, query and JSON body are checked by
 * useZodValidation; a handler that reads multipart fields itself calls this on them.
 */
export function refuseNul(input: unknown): void {
  const path = nulAt(input);
  if (path) throw new z.ZodError([{ code: 'custom', path, message: 'NUL is not a character any field takes', input }]);
}

/**
 * Validates body, query and params with zod. The parsed value (trimmed, coerced) replaces the raw
 * input, and a failure surfaces as the ZodError itself so the error handler can list field messages.
 *
 * Responses declared in zod (for the OpenAPI document) are written with JSON.stringify. Under
 * NODE_ENV=test each answer is first checked against its schema and a mismatch is a 500, so every
 * API test also proves the published document true; production pays nothing for it.
 */
export function useZodValidation(app: FastifyInstance, options: { checkResponses: boolean }): void {
  // No field takes NUL, and PostgreSQL text cannot hold it (an error, not a refusal): refused here
  // for every route at once, JSON bodies a handler parses itself included.
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) refuseNul(input);
  });

  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      // A missing body arrives as null; treat it as an empty object so fields get their messages.
      const result = zodSchema.safeParse(data ?? {});
      return result.success ? { value: result.data } : { error: result.error };
    };
  });

  let jsonSchemaSerializer: FastifySerializerCompiler<unknown> | undefined;
  app.setSerializerCompiler((route) => {
    if (!(route.schema instanceof z.ZodType)) {
      jsonSchemaSerializer ??= fastifyDefaultSerializer();
      return jsonSchemaSerializer(route);
    }
    const schema = route.schema;
    if (!options.checkResponses) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      const problem = result.success ? undeclaredKeys(data, result.data).join(', ') : z.prettifyError(result.error);
      if (problem) {
        throw new Error(
          `${route.method} ${route.url} answered ${route.httpStatus} with a body its response schema does not describe: ${problem}`,
        );
      }
      return JSON.stringify(data);
    };
  });
}
