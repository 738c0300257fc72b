import type { PublicUser } from '@inai/shared';

/**
 * Where the browser keeps the session (specification section 3, storage keys). "Remember me"
 * chooses local storage (survives closing the browser) or session storage (this tab only).
 * The one-time code is never stored: only the opaque otpToken the server gave.
 */
const KEYS = { token: 'authToken', user: 'user', email: 'email', otpToken: 'otpToken', otpSentAt: 'otpSentAt' } as const;

export interface StoredSession {
  token: string;
  user: PublicUser;
}

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

export function readSession(): StoredSession | null {
  for (const storage of storages()) {
    const token = storage.getItem(KEYS.token);
    const user = storage.getItem(KEYS.user);
    if (token && user) {
      try {
        return { token, user: JSON.parse(user) as PublicUser };
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function saveSession(session: StoredSession, remember: boolean): void {
  // Only the session moves; a pending verification (e-mail, otpToken) stays where it is.
  for (const storage of storages()) {
    storage.removeItem(KEYS.token);
    storage.removeItem(KEYS.user);
  }
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(KEYS.token, session.token);
  storage.setItem(KEYS.user, JSON.stringify(session.user));
}

/** Replaces the stored user wherever the session lives (after a save the server answered). */
export function saveUser(user: PublicUser): void {
  for (const storage of storages()) if (storage.getItem(KEYS.token)) storage.setItem(KEYS.user, JSON.stringify(user));
}

/** Forgets everything: the session and any pending verification (logout). */
export function clearSession(): void {
  for (const storage of storages()) for (const key of Object.values(KEYS)) storage.removeItem(key);
}

/** The pending verification: which address, which code token, and when it was sent. */
export interface PendingOtp {
  email: string | null;
  otpToken: string | null;
  sentAt: number | null;
}

export function readPendingOtp(): PendingOtp {
  const s = window.sessionStorage;
  const sentAt = Number(s.getItem(KEYS.otpSentAt));
  return {
    email: s.getItem(KEYS.email),
    otpToken: s.getItem(KEYS.otpToken),
    sentAt: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : null,
  };
}

export function savePendingOtp(email: string, otpToken: string, sentAt = Date.now()): void {
  const s = window.sessionStorage;
  s.setItem(KEYS.email, email);
  s.setItem(KEYS.otpToken, otpToken);
  s.setItem(KEYS.otpSentAt, String(sentAt));
}

export const SESSION_KEYS = KEYS;
