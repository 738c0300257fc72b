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

/**
 * Validates body, query and params with zod. The parsed value (trimmed, coerced) replaces the raw
 * input, and a failure surfaces as the ZodError itself so the error handler can list field messages.
 *
 * Responses declared in zod (for the OpenAPI document) are written with JSON.stringify. Under
 * NODE_ENV=test each answer is first checked against its schema and a mismatch is a 500, so every
 * API test also proves the published document true; production pays nothing for it.
 */
export function useZodValidation(app: FastifyInstance, options: { checkResponses: boolean }): void {
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
