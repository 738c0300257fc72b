import type { ShortlistIds } from '@inai/shared';
import { apiGet, apiPost } from '../api-client';

/**
 * The shortlist calls (ours, issue 14). Here rather than in a feature because results, matches,
 * profile details and the Shortlisted screen all use them.
 */
export const shortlistApi = {
  add: (userId: number) => apiPost<{ success: boolean; message: string }>('shortlist', { user_id: userId }),
  remove: (userId: number) => apiPost<{ success: boolean; message: string }>('unshortlist', { user_id: userId }),
  /** Every member the caller shortlisted: read once and kept, so search answers stay as they are. */
  ids: () => apiGet<ShortlistIds>('shortlist/ids'),
};
