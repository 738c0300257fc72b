import { useMutation } from '@tanstack/react-query';
import type { MemberAnswer, PublicUser } from '@inai/shared';
import { apiPost } from '../api-client';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { useSetMe } from './me';

// Apart from me.ts because its toasts need api-errors.ts (the table of error codes), which the
// home page, where useMe() is, should not download.

/** What the member may change of their own account through updateUser (1 hides or turns on). */
export type AccountSettings = Partial<
  Pick<
    PublicUser,
    | 'mobile_number_visibility'
    | 'photos_visibility'
    | 'horoscope_visibility'
    | 'address_visibility'
    | 'notify_interest_received'
    | 'notify_interest_accepted'
    | 'notify_chat_message'
    | 'show_last_active'
    | 'notify_daily_picks'
    | 'daily_picks_compatible'
  >
>;

/** updateUser with privacy switches or notification choices (the server checks the plan). */
export const saveSettings = (settings: AccountSettings) => apiPost<MemberAnswer>('updateUser', settings);

/**
 * Saves one of the member's switches at once (privacy on Premium User Benefits, notifications on
 * Settings) with the specification's toasts (section 8, Privacy settings): 'Settings updated
 * successfully!'; a refusal's own text (a free member: 'You must upgrade…'), else 'Something went
 * wrong!'; no answer at all: 'An error occurred while updating settings.'. The member becomes the
 * server's answer. Each switch uses its own instance, so only the one being saved turns.
 */
export function useSaveSettings() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => {
      setMe(answer.user);
      notify.success(t('privacySettings.updated'));
    },
    onError: (err) => notify.error(failureMessage(err, 'privacySettings.failed', 'privacySettings.networkError')),
  });
}
