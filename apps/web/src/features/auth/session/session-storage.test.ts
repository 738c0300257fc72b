import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { clearSession, readPendingOtp, readSession, saveSession, saveUser, savePendingOtp } from './session-storage';

const user = { id: 7, name: 'Anbu', email: 'anbu@example.in' } as PublicUser;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage', () => {
  it('keeps a remembered session in local storage and any other in session storage', () => {
    saveSession({ token: 't1', user }, true);
    expect(localStorage.getItem('authToken')).toBe('t1');
    expect(sessionStorage.getItem('authToken')).toBeNull();
    saveSession({ token: 't2', user }, false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBe('t2');
    expect(readSession()).toEqual({ token: 't2', user });
  });

  it('keeps a pending verification when a session starts, and forgets everything on clear', () => {
    savePendingOtp('anbu@example.in', 'otp-token', 1000);
    saveSession({ token: 't', user }, false);
    expect(readPendingOtp()).toEqual({ email: 'anbu@example.in', otpToken: 'otp-token', sentAt: 1000 });
    clearSession();
    expect(readSession()).toBeNull();
    expect(readPendingOtp()).toEqual({ email: null, otpToken: null, sentAt: null });
  });

  it('replaces the stored user where the session lives', () => {
    saveSession({ token: 't', user }, true);
    saveUser({ ...user, name: 'Anbu Selvan' });
    expect(readSession()?.user.name).toBe('Anbu Selvan');
    expect(sessionStorage.getItem('user')).toBeNull();
  });
});
