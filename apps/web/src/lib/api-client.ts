import { MESSAGES } from '@inai/shared';

/** A failed API call: the status, the server's message, and field messages if it sent any. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const API_BASE = '/api/';

/**
 * POSTs JSON to our API and returns the parsed answer; `token` goes in the Authorization header.
 * Throws ApiError with the server's message for a non-2xx answer, and with status 0 when the
 * network failed.
 */
export function apiPost<T>(path: string, body: unknown, options: { token?: string | null | undefined } = {}): Promise<T> {
  return request<T>('POST', path, body, options.token);
}

/** GETs from our API, as apiPost does. */
export function apiGet<T>(path: string, options: { token?: string | null | undefined } = {}): Promise<T> {
  return request<T>('GET', path, undefined, options.token);
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, token: string | null | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : MESSAGES.generic.somethingWrong);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const p = (payload ?? {}) as { message?: unknown; errors?: unknown };
    throw new ApiError(
      response.status,
      typeof p.message === 'string' ? p.message : MESSAGES.generic.somethingWrong,
      p.errors && typeof p.errors === 'object' ? (p.errors as Record<string, string>) : {},
    );
  }
  return payload as T;
}

/**
 * What to tell the person after a failed call: the server's message (or `fallback` if it gave
 * none), or `network` when the request never got an answer.
 */
export function failureMessage(err: unknown, fallback: string, network: string = MESSAGES.generic.somethingWrong): string {
  if (err instanceof ApiError && err.status !== 0) return err.message || fallback;
  return network;
}

/** Puts the server's field messages (a 400 or 409) under the form's own fields. */
export function applyFieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): void {
  if (!(err instanceof ApiError)) return;
  for (const [field, message] of Object.entries(err.errors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as F, { message });
  }
}
