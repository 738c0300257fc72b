/**
 * Where the browser keeps the session token (specification section 3, storage key authToken).
 * "Remember me" chooses local storage (survives closing the browser) or session storage (the
 * tab's own; the browser's other open tabs get it by asking, tab-session.ts). The member's details
 * are not stored here: they are server state, held by the useMe() query. The one-time code is
 * never stored: only the address it went to and when, for the resend countdown.
 */
// otpToken: kept by earlier versions for the code's check; cleared with the session like the rest.
export const KEYS = { token: 'authToken', email: 'email', otpSentAt: 'otpSentAt', legacyOtpToken: 'otpToken' } as const;
/** Written by earlier versions beside the token; removed on sight so no stale copy lingers. */
const LEGACY_USER_KEY = 'user';

const listeners = new Set<() => void>();
let current: string | null = readStoredToken();

function storages(): Storage[] {
  // The build's renderer (src/prerender) draws pages in Node for a visitor: no storage, no token.
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

function readStoredToken(): string | null {
  for (const storage of storages()) {
    storage.removeItem(LEGACY_USER_KEY);
    const token = storage.getItem(KEYS.token);
    if (token) return token;
  }
  return null;
}

function publish(): void {
  for (const listener of listeners) listener();
}

/** The session token, or null when signed out. */
export function getToken(): string | null {
  return current;
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a new session's token where "Remember me" says. */
export function saveToken(token: string, remember: boolean): void {
  // Only the token moves; a pending verification (e-mail, time of sending) stays where it is.
  for (const storage of storages()) storage.removeItem(KEYS.token);
  (remember ? window.localStorage : window.sessionStorage).setItem(KEYS.token, token);
  current = token;
  publish();
}

/** Forgets the session and any pending verification (logout, or a token the server refused). */
export function clearSession(): void {
  for (const storage of storages()) for (const key of Object.values(KEYS)) storage.removeItem(key);
  current = null;
  publish();
}

// Signing out in another tab of a remembered session signs this tab out too.
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key === KEYS.token && !event.newValue && current !== null && readStoredToken() === null) {
    current = null;
    publish();
  }
});
