import { useState, type FormEvent, type ReactNode } from 'react';
import { MessageSquareText } from 'lucide-react';
import type { MemberAnswer, MobileCodeSentAnswer } from '@inai/shared';
import { ApiError } from '../lib/api-client';
import { failureMessage } from '../lib/api-errors';
import { useVerifyMobile } from '../lib/api/mobile';
import { useCountdown } from '../lib/hooks/use-countdown';
import { t as translate, useI18n } from '../lib/i18n';
import { OTP_LENGTH, OtpInput } from './otp-input';
import { ResendLine } from './resend-line';
import { Spinner } from './spinner';

/** A code asked for, as the screen shows it: the server's answer and when another may be asked for. */
export interface SentCode {
  answer: MobileCodeSentAnswer | null;
  resendAt: number;
}

/** The shown state of a send: the server's answer, and when the next send is allowed. */
export const sentCode = (answer: MobileCodeSentAnswer): SentCode => ({
  answer,
  resendAt: Date.now() + answer.resend_after_seconds * 1000,
});

/**
 * Asking for a code and entering it: the own number's (after registration, in Settings) or a new
 * number's (Settings' Change number). `request` asks the server for a code; `sent` is a code asked
 * for before this showed (the change form's first send). The server's message says whether the
 * text went or follows shortly, and stays on screen while the code is typed.
 */
export function MobileCodeEntry({
  request,
  sent: initial = null,
  onVerified,
  actions,
}: {
  request: () => Promise<MobileCodeSentAnswer>;
  sent?: SentCode | null;
  onVerified: (answer: MemberAnswer) => void;
  /** Buttons beside Send code and Verify (Verify later, Cancel). */
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const verify = useVerifyMobile();
  const [sent, setSent] = useState<SentCode | null>(initial);
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wait = useCountdown(sent?.resendAt ?? null);
  const busy = sending || verify.isPending;

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      setSent(sentCode(await request()));
      setDigits(Array(OTP_LENGTH).fill(''));
    } catch (err) {
      // A code sent moments ago (another tab, a reload) is still good: let it be entered, and count down.
      if (err instanceof ApiError && err.code === 'otp_cooldown') {
        const seconds = Number(err.params?.seconds) || 30;
        setSent((before) => ({ answer: before?.answer ?? null, resendAt: Date.now() + seconds * 1000 }));
      }
      setError(failureMessage(err, 'otp.resendFailed'));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!/^\d{6}$/.test(code)) return setError(translate('mobile.codeRequired'));
    setError(null);
    verify.mutate(code, {
      onSuccess: onVerified,
      onError: (err) => setError(failureMessage(err, 'otp.invalid')),
    });
  };

  const errorLine = error && (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {error}
    </p>
  );

  if (!sent) {
    return (
      <div className="space-y-4">
        {errorLine}
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" disabled={busy} onClick={send}>
            {sending && <Spinner />}
            {t('mobile.sendCode')}
          </button>
          {actions}
        </div>
      </div>
    );
  }

  const failed = sent.answer?.delivery === 'failed';
  return (
    <form onSubmit={submit} noValidate aria-label={t('mobile.form')} className="space-y-4">
      {sent.answer && (
        <p
          role="status"
          className={`flex items-start gap-3 rounded-xl p-3 text-sm ring-1 ${
            failed ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-cream text-ink ring-maroon-100'
          }`}
          data-delivery={sent.answer.delivery}
        >
          <MessageSquareText className="mt-0.5 size-5 shrink-0 text-maroon-700" aria-hidden="true" />
          <span>{sent.answer.message}</span>
        </p>
      )}
      <OtpInput value={digits} onChange={setDigits} disabled={busy} />
      {errorLine}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {verify.isPending && <Spinner />}
          {t('mobile.verify')}
        </button>
        {actions}
      </div>
      <ResendLine wait={wait} disabled={busy} sending={sending} onResend={send} />
    </form>
  );
}
