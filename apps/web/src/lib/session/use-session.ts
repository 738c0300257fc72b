import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@inai/shared';
import { ApiError } from '../api-client';
import { queryKeys, SHARED_QUERY_ROOTS } from '../query-keys';
import { sessionApi } from './session-api';
import { clearSession, getToken, saveToken, subscribeToken } from './token-store';

/** 'checking' while a stored token is confirmed; 'unavailable' when the server could not be reached. */
export type SessionStatus = 'signedOut' | 'checking' | 'signedIn' | 'unavailable';

/** The session token (null when signed out); re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken);
}

/** Member data must not outlive the session it was fetched with. */
function forgetMemberData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(String(query.queryKey[0])) });
}

/**
 * The signed-in member: one query, confirmed with the server once per page load and replaced by
 * the server's answer after every save (useSetMe). A token the server refuses signs out.
 */
export function useMe(): { user: PublicUser | undefined; status: SessionStatus; retry(): void } {
  const token = useToken();
  const query = useQuery({
    queryKey: queryKeys.me(),
    queryFn: sessionApi.me,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: (failures, err) => !(err instanceof ApiError && err.status === 401) && failures < 1,
  });
  const refused = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (refused) clearSession();
  }, [refused]);
  const user = token !== null ? query.data : undefined;
  const status: SessionStatus =
    token === null || refused ? 'signedOut' : user ? 'signedIn' : query.isError ? 'unavailable' : 'checking';
  return { user, status, retry: () => void query.refetch() };
}

/** Puts the server's answer after a save in place of the member (nothing is patched by hand). */
export function useSetMe(): (user: PublicUser) => void {
  const client = useQueryClient();
  return useCallback((user: PublicUser) => client.setQueryData(queryKeys.me(), user), [client]);
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
    if (old) await sessionApi.logout(old).catch(() => undefined);
  }, [client]);

  return { token, signIn, signOut };
}
