import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { clearSession, getToken } from './token-store';

/**
 * Any call the server refuses with 401 auth_required while a session is kept here means the
 * session ended on the server (a co-manager removed by the holder, a password changed elsewhere,
 * an operator's suspension): the next screen is the sign-in, not an error on every part of the
 * page (docs/decisions/0073-family-co-managers.md, "Threats, and how each is closed").
 */
export function endSessionOnRefusal(client: () => QueryClient): (err: unknown) => void {
  return (err) => {
    if (!(err instanceof ApiError) || err.status !== 401 || err.code !== 'auth_required' || getToken() === null) return;
    clearSession();
    // Loaded only then: the tabs' session code stays out of a visitor's first page.
    void import('./tab-session').then(({ forgetMemberData }) => forgetMemberData(client()));
  };
}
