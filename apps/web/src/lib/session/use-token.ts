import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token-store';

/** A page rendered ahead is a visitor's page: hydrating it starts signed out, then reads the token. */
const signedOutAhead = () => null;

/** The session token (null when signed out); re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, signedOutAhead);
}
