import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { queryKeys, SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { clearSession, getToken, saveToken } from '../../../lib/session/token-store';
import { useToken } from '../../../lib/session/use-token';

/** Revokes a session; the token is passed because it is already forgotten here. */
export const logout = (token: string) => apiPost<{ success: boolean }>('logout', {}, { token });

/** Member data must not outlive the session it was fetched with. */
function forgetMemberData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(String(query.queryKey[0])) });
}

/** Signing in and out. */
export function useSession() {
  const client = useQueryClient();
  const token = useToken();

  const signIn = useCallback(
    (newToken: string, user: PublicUser, remember: boolean) => {
      forgetMemberData(client);
      client.setQueryData(queryKeys.me(), user);
      saveToken(newToken, remember);
    },
    [client],
  );

  /** Ends the session on the server and forgets it here. */
  const signOut = useCallback(async () => {
    const old = getToken();
    clearSession();
    forgetMemberData(client);
    if (old) await logout(old).catch(() => undefined);
  }, [client]);

  return { token, signIn, signOut };
}
