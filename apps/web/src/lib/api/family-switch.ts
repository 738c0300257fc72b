import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilySessionAnswer } from '@inai/shared';
import { apiPost } from '../api-client';
import { failureMessage } from '../api-errors';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { forgetMemberData } from '../session/tab-session';
import { getToken, KEYS, saveToken } from '../session/token-store';

/**
 * POST /api/family/switch: a co-manager moves to another profile their login manages. The server
 * answers a new session and ends the old one (a session's profile never changes under it,
 * docs/decisions/0073-family-co-managers.md, "Switching"), so everything fetched for the old
 * profile is forgotten and the new token kept where the old one was.
 */
export function useSwitchProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => apiPost<FamilySessionAnswer>('family/switch', { profile_id: profileId }),
    onSuccess: (answer) => {
      const remembered = getToken() !== null && window.localStorage.getItem(KEYS.token) === getToken();
      forgetMemberData(client);
      client.setQueryData(queryKeys.me(), answer.user);
      saveToken(answer.token, remembered);
      // The answer is the profile; who acts on it (the banner, the permissions) comes with getLoggedInUserProfile.
      void client.invalidateQueries({ queryKey: queryKeys.me() });
      notify.success(answer.message);
    },
    onError: (err) => notify.error(failureMessage(err, 'family.acting.switchFailed')),
  });
}
