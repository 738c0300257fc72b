import { beforeEach, describe, expect, it } from 'vitest';
import { readPendingOtp, savePendingOtp } from './pending-otp';
import { clearSession, getToken, saveToken, subscribeToken } from './token-store';

beforeEach(() => clearSession());

describe('the session token store', () => {
  it('keeps a remembered session in local storage and any other in session storage, and nothing else', () => {
    saveToken('t1', true);
    expect(localStorage.getItem('authToken')).toBe('t1');
    expect(sessionStorage.getItem('authToken')).toBeNull();
    saveToken('t2', false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBe('t2');
    expect(getToken()).toBe('t2');
    // The member's details are server state (useMe), never a hand-kept copy in storage.
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('keeps a pending verification when a session starts, and forgets everything on clear', () => {
    savePendingOtp('anbu@example.in', 1000);
    saveToken('t', false);
    expect(readPendingOtp()).toEqual({ email: 'anbu@example.in', sentAt: 1000 });
    clearSession();
    expect(getToken()).toBeNull();
    expect(readPendingOtp()).toEqual({ email: null, sentAt: null });
  });

  it('tells subscribers when the session starts and ends', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeToken(() => seen.push(getToken()));
    saveToken('t', true);
    clearSession();
    stop();
    saveToken('u', true);
    expect(seen).toEqual(['t', null]);
  });
});
