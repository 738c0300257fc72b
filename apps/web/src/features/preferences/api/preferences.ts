import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberAnswer, PartnerPreferencesInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useSetMe } from '../../../lib/api/me';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

/** updatePartnerPreferences: the member's own preferences; the answer is the member as stored. */
export function updatePartnerPreferences(userId: number, preferences: PartnerPreferencesInput): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('updatePartnerPreferences', { user_id: userId, ...preferences });
}

/**
 * Saves the partner preferences: the member becomes the server's answer and Matches, which these
 * preferences choose, are fetched again. `onError` puts the server's field messages under the
 * form's fields before the failure's toast.
 */
export function useSavePreferences(userId: number, { onError }: { onError: (err: Error) => void }) {
  const setMe = useSetMe();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PartnerPreferencesInput) => updatePartnerPreferences(userId, values),
    onSuccess: (answer) => {
      setMe(answer.user);
      // Matches are chosen by these preferences: show the new ones at once.
      void client.invalidateQueries({ queryKey: queryKeys.matchesAll() });
      notify.success(t('profile.preferencesUpdated'));
    },
    onError: (err) => {
      onError(err);
      notify.error(failureMessage(err, 'profile.updateFailed', 'generic.somethingWrongDot'));
    },
  });
}
