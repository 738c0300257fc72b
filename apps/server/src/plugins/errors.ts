import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@inai/shared';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error.js';

interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

/** The first message for each field, keyed by the field's path ('address.city'). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

// Fastify's own client errors, with texts a person can act on.
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.generic.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.generic.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.generic.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.generic.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.generic.malformedJson],
};

function toResponse(error: FastifyError | Error): [number, ErrorBody] {
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return [400, { success: false, message: error.issues[0]?.message ?? MESSAGES.generic.invalidInput, errors }];
  }
  if (error instanceof AppError) {
    return [error.statusCode, { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }];
  }
  const code = (error as FastifyError).code;
  const known = code ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return [known[0], { success: false, message: known[1] }];
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) return [429, { success: false, message: MESSAGES.generic.tooManyRequests }];
  if (status >= 400 && status < 500) return [status, { success: false, message: MESSAGES.generic.invalidInput }];
  return [500, { success: false, message: MESSAGES.generic.somethingWrong }];
}

/** One error handler for the whole API: every failure leaves as `{ success: false, message }`. */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const [status, body] = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code, message: body.message }, 'request refused');
    return reply.status(status).send(body);
  });
}

/** The JSON 404 for paths under /api and the dev tools. */
export function sendNotFound(reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: MESSAGES.generic.notFound } satisfies ErrorBody);
}
