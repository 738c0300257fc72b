import { ApiError, apiHeaders, toApiError } from '../../../lib/api-client';

/** A console list's query string: empty filters are left out, so the server's defaults apply. */
export const adminQuery = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/**
 * A private file for operators (a report's screenshot, an ID): fetched with the session, since an
 * <img> could not send it, and never put in the browser's cache.
 */
export async function operatorFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { headers: apiHeaders(), cache: 'no-store' });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : 'network error');
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}
