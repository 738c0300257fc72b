import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetMemberData, signOutEveryTab } from '../../../lib/session/tab-session';
import { getToken, saveToken } from '../../../lib/session/token-store';
import { useToken } from '../../../lib/session/use-token';

/** Revokes a session; the token is passed because it is already forgotten here. */
export const logout = (token: string) => apiPost<{ success: boolean }>('logout', {}, { token });

/** Signing in and out. */
export function useSession() {
  const client = useQueryClient();
  const token = useToken();

  const signIn = useCallback(
    (newToken: string, user: PublicUser, remember: boolean) => {
      forgetMemberData(client);
      client.setQueryData(queryKeys.me(), user);
      saveToken(newToken, remember);
      // A sign-in answers the profile; who acts on it (a co-manager's banner and permissions) comes
      // with getLoggedInUserProfile, asked at once behind the page the answer already shows.
      void client.invalidateQueries({ queryKey: queryKeys.me() });
    },
    [client],
  );

  /** Ends the session on the server and forgets it here, in every tab. */
  const signOut = useCallback(async () => {
    const old = getToken();
    signOutEveryTab();
    forgetMemberData(client);
    if (old) await logout(old).catch(() => undefined);
  }, [client]);

  return { token, signIn, signOut };
}
