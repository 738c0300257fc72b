import type { AccountDeletionAnswer, DeleteAccountInput } from '@inai/shared';
import { ApiError, apiGet, apiHeaders, apiPost, toApiError } from '../../../lib/api-client';

/** The member's rights over their data (issue 14): the download, and deleting the account. */
export const privacyRightsApi = {
  /** GET /api/my-data: the ZIP, as a file to save (the session goes in the header, so not a plain link). */
  async download(): Promise<{ blob: Blob; fileName: string }> {
    let response: Response;
    try {
      response = await fetch('/api/my-data', { headers: apiHeaders() });
    } catch (err) {
      throw new ApiError(0, err instanceof Error ? err.message : 'network error');
    }
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'inai-my-data.zip';
    return { blob: await response.blob(), fileName };
  },
  deletion: () => apiGet<AccountDeletionAnswer>('account/deletion'),
  deleteAccount: (input: DeleteAccountInput) => apiPost<AccountDeletionAnswer>('account/delete', input),
  keep: () => apiPost<AccountDeletionAnswer>('account/keep', {}),
};
