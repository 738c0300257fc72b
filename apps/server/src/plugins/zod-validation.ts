import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Lets routes declare zod schemas (the ones shared with the web forms) and get typed input. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Validates body, query and params with zod. The parsed value (trimmed, coerced) replaces the raw
 * input, and a failure surfaces as the ZodError itself so the error handler can list field messages.
 */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      // A missing body arrives as null; treat it as an empty object so fields get their messages.
      const result = zodSchema.safeParse(data ?? {});
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
}
