import type { Params } from '@inai/shared';
import { getLocale } from './i18n';
import { getToken } from './session/token-store';

/** A failed API call: the status, the stable code, the server's message and field messages. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly params?: Params,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const API_BASE = '/api/';

interface RequestOptions {
  /** A token other than the session's (logout sends the one it is ending). */
  token?: string | null;
}

/**
 * POSTs JSON to our API and returns the parsed answer. The session token goes in the
 * Authorization header and the screen's language in Accept-Language, so the server answers in
 * it. Throws ApiError for a non-2xx answer, with status 0 when the network failed.
 */
export function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, options);
}

/** GETs from our API, as apiPost does. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

/** The headers every call carries: who is asking, and in which language to answer. */
export function apiHeaders(token: string | null | undefined = getToken()): Record<string, string> {
  return { accept: 'application/json', 'accept-language': getLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...apiHeaders(options.token === undefined ? getToken() : options.token),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : 'network error');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

/** The error a non-2xx answer describes (its shape: docs/api.md, "Answers and errors"). */
export function toApiError(status: number, payload: unknown): ApiError {
  const p = (payload ?? {}) as { message?: unknown; code?: unknown; params?: unknown; errors?: unknown };
  return new ApiError(
    status,
    typeof p.message === 'string' ? p.message : '',
    typeof p.code === 'string' ? p.code : undefined,
    p.params && typeof p.params === 'object' ? (p.params as Params) : undefined,
    p.errors && typeof p.errors === 'object' ? (p.errors as Record<string, string>) : {},
  );
}
