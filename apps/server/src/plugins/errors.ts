import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  localeFromAcceptLanguage,
  parseMessageRef,
  type ErrorBody,
  type ErrorCode,
  type Params,
  type Translator,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ZodError } from 'zod';
import { isDatabaseUnreachable } from '../db/connection-errors.js';
import { AppError } from '../lib/app-error.js';

/** An error answer before it is written in a language: field messages are message references. */
interface Refusal {
  status: number;
  code: ErrorCode;
  params?: Params | undefined;
  /** The text of `message` when it is not the code's own (a validation error's first field). */
  messageRef?: string | undefined;
  errors?: Readonly<Record<string, string>> | undefined;
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
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformed_json'],
};

// Other client errors (from plugins such as multipart) by status; any other 4xx is invalid input.
const STATUS_CODES: Record<number, ErrorCode> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

// Busboy (under @fastify/multipart) refuses a malformed multipart body (no boundary, one over 256
// characters, a body cut short) with plain Errors: no status, no code, only these texts.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.|Unsupported Content-Type\.)$/;

function refusalOf(error: FastifyError | Error): Refusal {
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return { status: 400, code: 'invalid_input', messageRef: error.issues[0]?.message, errors };
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      params: error.params,
      errors: error.errors,
      messageRef: error.messageRef,
    };
  }
  // The database being away is not a fault of ours to hide behind a 500: the client may retry.
  if (isDatabaseUnreachable(error)) return { status: 503, code: 'service_unavailable' };
  if ((error as FastifyError).statusCode === undefined && MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, code: 'invalid_input' };
  }
  const known = FRAMEWORK_ERRORS[(error as FastifyError).code];
  if (known) return { status: known[0], code: known[1] };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, code: STATUS_CODES[status] ?? 'invalid_input' };
  return { status: 500, code: 'internal_error' };
}

/**
 * A field message in the reader's language. The shared schemas word every field with a message
 * reference; a message that is not one (zod's own English, for a path parameter or a query
 * value no schema words) becomes our generic text rather than reaching a Tamil reader in English.
 */
function fieldText(t: Translator, message: string): string {
  return t.has(parseMessageRef(message).key) ? t.ref(message) : t('server.invalidValue');
}

/** The answer (docs/api.md, "Answers and errors"): `code` never changes with the language, `message` and `errors` are in the caller's. */
function errorBody(refusal: Refusal, t: Translator): ErrorBody {
  const errors = refusal.errors
    ? Object.fromEntries(Object.entries(refusal.errors).map(([field, message]) => [field, fieldText(t, message)]))
    : undefined;
  return {
    success: false,
    code: refusal.code,
    // The params were checked against the code's text where the error was made (AppError's type).
    message: refusal.messageRef ? fieldText(t, refusal.messageRef) : t.lookup(ERROR_CODES[refusal.code], refusal.params),
    ...(refusal.params ? { params: refusal.params } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** The status and answer of `error` in `t`'s language: for errors that do not leave through a reply (the chat socket). */
export function errorAnswer(error: Error, t: Translator): { status: number; body: ErrorBody } {
  const refusal = refusalOf(error);
  return { status: refusal.status, body: errorBody(refusal, t) };
}

export interface ErrorHandlerOptions {
  /** Told when a request failed because the database is unreachable (it logs the outage once, not per request). */
  onDatabaseUnreachable?: (error: Error) => void;
}

/** One error handler for the whole API: every failure leaves as `{ success: false, code, message }`. */
export function useErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusalOf(error);
    if (options.onDatabaseUnreachable && isDatabaseUnreachable(error)) options.onDatabaseUnreachable(error);
    else if (refusal.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: refusal.status, code: refusal.code }, 'request refused');
    return reply.status(refusal.status).send(errorBody(refusal, translatorFor(request.locale())));
  });
}

/**
 * Fastify's option `frameworkErrors`: the router refuses some URLs before any route or hook runs
 * (bad percent-encoding, a path parameter over 100 characters); they answer in our shape too. The
 * request is bare there (no decorations), so the language comes from Accept-Language alone.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = refusalOf(error);
  return reply
    .status(refusal.status)
    .send(errorBody(refusal, translatorFor(localeFromAcceptLanguage(request.headers['accept-language']))));
}

/** The JSON 404 for paths under /api and the dev tools. */
export function sendNotFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody({ status: 404, code: 'not_found' }, translatorFor(reply.request.locale())));
}
