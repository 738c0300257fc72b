import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { sessionApi, type AccountSettings } from './session-api';
import { useSetMe } from './use-session';

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
    mutationFn: (settings: AccountSettings) => sessionApi.saveSettings(settings),
    onSuccess: (answer) => {
      setMe(answer.user);
      notify.success(t('privacySettings.updated'));
    },
    onError: (err) => notify.error(failureMessage(err, 'privacySettings.failed', 'privacySettings.networkError')),
  });
}
