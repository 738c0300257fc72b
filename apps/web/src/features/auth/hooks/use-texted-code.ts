import { useCallback, useEffect, useState } from 'react';
import { mobileSignInRequestSchema, type MobileSignInCodeAnswer } from '@inai/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';

/**
 * The ten digits of an Indian mobile number as people write it: with spaces or dashes, after +91,
 * 91 or a trunk 0. Anything else is left as typed, for the schema to refuse.
 */
export function tenDigits(typed: string): string {
  const digits = typed.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

/** What a code field keeps of what was typed or pasted: its first six digits ('123 456' gives the code). */
export const onlyCode = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** Seconds left until `until` (a time in ms), counting down once a second; `start` sets it anew. */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!until) return;
    // An interval, not a chain of timeouts: a tick that finds the same second must not stop the count.
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);
  const stop = useCallback(() => {
    setUntil(0);
    setLeft(0);
  }, []);
  return { left, start, stop };
}

/** What the server said after a code was asked for the number. */
export interface CodeSent {
  phone: string;
  message: string;
}

/**
 * A mobile number, and a code texted to it: the number's check, the server's answer (the same for
 * every number), and the wait before another code may be asked for.
 */
export function useTextedCode(send: (phone: string) => Promise<MobileSignInCodeAnswer>) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [sending, setSending] = useState(false);
  const wait = useCountdown();

  const request = async () => {
    const parsed = mobileSignInRequestSchema.safeParse({ phone: tenDigits(phone) });
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message);
    setPhoneError(undefined);
    setSending(true);
    try {
      const answer = await send(parsed.data.phone);
      setSent({ phone: parsed.data.phone, message: answer.message });
      wait.start(answer.resend_after_seconds);
    } catch (err) {
      const message = failureMessage(err, 'generic.somethingWrongDot');
      if (err instanceof ApiError && err.code === 'otp_cooldown') {
        // A code went to this number moments ago (another tab, a reload): let it be entered.
        setSent({ phone: parsed.data.phone, message });
        wait.start(Number(err.params?.seconds) || 30);
      } else if (err instanceof ApiError && err.errors.phone) {
        setPhoneError(err.errors.phone);
      } else {
        notify.error(message);
      }
    } finally {
      setSending(false);
    }
  };

  /** Back to the number, to ask for a code for another one. */
  const changeNumber = () => {
    setSent(null);
    wait.stop();
  };

  return { phone, setPhone, phoneError, sent, sending, secondsToResend: wait.left, request, changeNumber };
}
