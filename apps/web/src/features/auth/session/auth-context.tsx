import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PublicUser } from '@inai/shared';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { clearSession, readSession, saveSession, saveUser, SESSION_KEYS } from './session-storage';

type Status = 'checking' | 'signedIn' | 'signedOut';

export interface Auth {
  /** 'checking' while a stored session is being confirmed with the server. */
  status: Status;
  user: PublicUser | null;
  token: string | null;
  signIn(token: string, user: PublicUser, remember: boolean): void;
  /** Replaces the member with the one the server returned after a save. */
  setUser(user: PublicUser): void;
  /** Ends the session on the server and forgets it here. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

interface State {
  status: Status;
  user: PublicUser | null;
  token: string | null;
}

const SIGNED_OUT: State = { status: 'signedOut', user: null, token: null };

/** Holds who is signed in; a stored session is confirmed with the server once per page load. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const stored = readSession();
    return stored ? { status: 'checking', ...stored } : SIGNED_OUT;
  });

  useEffect(() => {
    const stored = readSession();
    if (!stored) return;
    authApi.profile(stored.token).then(
      (user) => {
        saveUser(user);
        setState({ status: 'signedIn', token: stored.token, user });
      },
      (err: unknown) => {
        // A refused token means signed out; a network failure keeps the stored session.
        if (err instanceof ApiError && err.status === 401) {
          clearSession();
          setState(SIGNED_OUT);
        } else setState({ status: 'signedIn', ...stored });
      },
    );
  }, []);

  // Signing out in another tab of a remembered session signs this tab out too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEYS.token && !event.newValue && !readSession()) setState(SIGNED_OUT);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((token: string, user: PublicUser, remember: boolean) => {
    saveSession({ token, user }, remember);
    setState({ status: 'signedIn', token, user });
  }, []);

  const setUser = useCallback((user: PublicUser) => {
    saveUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const signOut = useCallback(async () => {
    const token = readSession()?.token;
    clearSession();
    setState(SIGNED_OUT);
    if (token) await authApi.logout(token).catch(() => undefined);
  }, []);

  const value = useMemo<Auth>(() => ({ ...state, signIn, setUser, signOut }), [state, signIn, setUser, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): Auth {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
