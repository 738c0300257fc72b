import { ApiError, apiHeaders, toApiError } from '../../../lib/api-client';

/**
 * GET /api/my-data (DPDP Act 2023): the ZIP of everything the member gave us, as a file to save.
 * Fetched with the session in the header, so not a plain link.
 */
export async function downloadMyData(): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch('/api/my-data', { headers: apiHeaders() });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : 'network error');
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'inai-my-data.zip';
  return { blob: await response.blob(), fileName };
}
