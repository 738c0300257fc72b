import { ERROR_CODES, isErrorCode, type WebKey } from '@inai/shared';
import { ApiError } from './api-client';
import { t } from './i18n';

// Apart from api-client.ts because the home page, which never shows a server's refusal, should
// not download the table of error codes.

/**
 * What to tell the person after a failed call, in the screen's language: our own text for the
 * error's code; for a code we do not know, the server's message (written in the language we
 * asked for); `fallback` if there is neither; `network` when the request never got an answer.
 */
export function failureMessage(err: unknown, fallback: WebKey, network: WebKey = 'generic.somethingWrong'): string {
  if (!(err instanceof ApiError) || err.status === 0) return t.lookup(network);
  // A co-manager's refusal names who may act, which only the server knows (docs/decisions/0073-family-co-managers.md).
  if (err.code === 'family_permission' && err.message) return err.message;
  // A validation failure's message names the field at fault, which is more than the code says.
  if (isErrorCode(err.code) && err.code !== 'invalid_input') return t.lookup(ERROR_CODES[err.code], err.params);
  return err.message || t.lookup(fallback);
}

/**
 * Puts the server's field messages (a 400 or 409) under the form's own fields, and takes the
 * person to the first of them in the form's order (focused, so the page scrolls to it): a message
 * below the fold would otherwise go unseen.
 */
export function applyFieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }, options?: { shouldFocus: boolean }) => void,
): void {
  if (!(err instanceof ApiError)) return;
  const refused = fields.filter((field) => Object.hasOwn(err.errors, field));
  refused.forEach((field, i) => setError(field, { message: err.errors[field]! }, { shouldFocus: i === 0 }));
}
