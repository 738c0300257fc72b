import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, MemberAnswer, PublicUser } from '@inai/shared';
import { ApiError, apiPost } from '../api-client';
import { queryKeys } from '../query-keys';
import { clearSession } from '../session/token-store';
import { useToken } from '../session/use-token';

/** 'checking' while a stored token is confirmed; 'unavailable' when the server could not be reached. */
export type SessionStatus = 'signedOut' | 'checking' | 'signedIn' | 'unavailable';

/** getLoggedInUserProfile: the member behind the session token. */
export const getMe = () => apiPost<PublicUser>('getLoggedInUserProfile', {});

/** updateUser with the member's language (docs/design.md, "Languages"). */
export const saveLocale = (locale: Locale) => apiPost<MemberAnswer>('updateUser', { locale });

/**
 * The signed-in member, confirmed with the server once per page load (then kept five minutes).
 * A 401 is not retried: the token is refused, and asking again would not change that.
 */
export const meQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: getMe,
    enabled,
    staleTime: 5 * 60_000,
    retry: (failures, err) => !(err instanceof ApiError && err.status === 401) && failures < 1,
  });

/**
 * Asks the server for the member again whenever they come back to this tab: a page that shows
 * what another tab may change (a number verified there, a switch set there) is then current.
 */
export function useMeFreshOnReturn(): void {
  const token = useToken();
  useQuery({ ...meQuery(token !== null), refetchOnWindowFocus: 'always' });
}

/**
 * The signed-in member: one query, confirmed with the server once per page load and replaced by
 * the server's answer after every save (useSetMe). A token the server refuses signs out.
 */
export function useMe(): { user: PublicUser | undefined; status: SessionStatus; retry(): void } {
  const token = useToken();
  const query = useQuery(meQuery(token !== null));
  const refused = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (refused) clearSession();
  }, [refused]);
  const user = token !== null ? query.data : undefined;
  const status: SessionStatus =
    token === null || refused ? 'signedOut' : user ? 'signedIn' : query.isError ? 'unavailable' : 'checking';
  return { user, status, retry: () => void query.refetch() };
}

/**
 * Puts the server's answer after a save in place of the member (nothing is patched by hand). Only
 * getLoggedInUserProfile says who acts through the session (`acting`); a save's answer keeps it,
 * since a save never changes who is acting (docs/decisions/0073-family-co-managers.md).
 */
export function useSetMe(): (user: PublicUser) => void {
  const client = useQueryClient();
  return useCallback(
    (user: PublicUser) =>
      client.setQueryData<PublicUser>(queryKeys.me(), (old) => ({ ...user, acting: user.acting ?? old?.acting })),
    [client],
  );
}
