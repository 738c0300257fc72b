import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token-store';

/** The session token (null when signed out); re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken);
}
