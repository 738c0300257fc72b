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
 * POSTs JSON to our API and returns the parsed answer. Throws ApiError with the server's
 * message for a non-2xx answer, and with status 0 when the network failed.
 */
export async function apiPost<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
      body: JSON.stringify(body),
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
