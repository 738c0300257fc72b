import { KEYS } from './token-store';

/**
 * The pending verification: which address the code went to, and when. The code is checked
 * against the member's session (the server knows their newest code), so a new tab, a reload or
 * a later sign-in can verify without this record; it only keeps the resend countdown running.
 */
export interface PendingOtp {
  email: string | null;
  sentAt: number | null;
}

export function readPendingOtp(): PendingOtp {
  const s = window.sessionStorage;
  const sentAt = Number(s.getItem(KEYS.otpSentAt));
  return { email: s.getItem(KEYS.email), sentAt: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : null };
}

export function savePendingOtp(email: string, sentAt = Date.now()): void {
  const s = window.sessionStorage;
  s.setItem(KEYS.email, email);
  s.setItem(KEYS.otpSentAt, String(sentAt));
}
