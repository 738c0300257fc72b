import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MailCheck } from 'lucide-react';
import { MEMBER_HOME, MESSAGES, ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';
import { AuthLayout } from '../components/auth-layout';
import { OTP_LENGTH, OtpInput } from '../components/otp-input';
import { RequireMember } from '../components/require-member';
import { Spinner } from '../components/spinner';
import { useAuth } from '../session/auth-context';
import { readPendingOtp, savePendingOtp } from '../session/session-storage';

/** Specification section 9: resend cooldown 30 s, redirect after a correct code about 3 s. */
const RESEND_COOLDOWN_S = 30;
const AFTER_VERIFY_MS = 3000;

const secondsLeft = (sentAt: number | null) =>
  sentAt ? Math.max(0, Math.ceil(RESEND_COOLDOWN_S - (Date.now() - sentAt) / 1000)) : 0;

/** Email Verification: members prove their address with the code the server mailed. */
export default function VerifyOtpPage() {
  return (
    <RequireMember verified={false}>
      <VerifyOtp />
    </RequireMember>
  );
}

function VerifyOtp() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [pending, setPending] = useState(readPendingOtp);
  const [wait, setWait] = useState(() => secondsLeft(readPendingOtp().sentAt));
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const email = pending.email ?? auth.user?.email ?? '';

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(secondsLeft(pending.sentAt)), 1000);
    return () => window.clearTimeout(timer);
  }, [wait, pending.sentAt]);

  if (auth.user?.is_verified === 1 && !verified) return <Navigate to={MEMBER_HOME} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) return notify.error(MESSAGES.otp.invalidFormat);
    if (!pending.otpToken) return notify.error(MESSAGES.otp.noToken);
    setBusy(true);
    try {
      const answer = await authApi.verifyOtp(pending.otpToken, otp);
      setVerified(true);
      auth.setUser(answer.user);
      notify.success(answer.message || MESSAGES.otp.valid);
      window.setTimeout(() => navigate(MEMBER_HOME, { replace: true }), AFTER_VERIFY_MS);
    } catch (err) {
      notify.error(failureMessage(err, MESSAGES.otp.invalid));
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      const answer = await authApi.sendOtp(email);
      const sentAt = Date.now();
      savePendingOtp(email, answer.otpToken, sentAt);
      setPending({ email, otpToken: answer.otpToken, sentAt });
      setWait(RESEND_COOLDOWN_S);
      setDigits(Array(OTP_LENGTH).fill(''));
      notify.success(answer.message || MESSAGES.otp.resent);
    } catch (err) {
      // Specification: 'Error:' followed by the server's message, or the generic resend text.
      const message = failureMessage(err, '', '');
      notify.error(message ? `${MESSAGES.otp.resendErrorPrefix} ${message}` : MESSAGES.otp.resendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout headline="One small step to keep every profile genuine" title="Email Verification">
      <PageMeta
        title={`Email Verification | ${SITE.name}`}
        description="Verify your e-mail address."
        canonicalPath={ROUTES.verifyOtp}
      />
      <form onSubmit={submit} noValidate aria-label="Email verification form" className="space-y-6">
        <p className="flex items-start gap-3 text-sm text-ink-soft">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-maroon-700" aria-hidden="true" />
          <span>
            Enter the 6-digit code we sent to <strong className="break-all text-ink">{email}</strong>. It is valid for 10 minutes.
          </span>
        </p>
        <OtpInput value={digits} onChange={setDigits} disabled={busy || verified} />
        <button type="submit" className="btn-primary w-full" disabled={busy || verified}>
          {(busy || verified) && <Spinner />}
          Submit
        </button>
        <p className="text-center text-sm text-ink-soft">
          Did not get the code?{' '}
          {wait > 0 ? (
            <span aria-live="polite">{MESSAGES.otp.resendIn(wait)}</span>
          ) : (
            <button
              type="button"
              className="font-semibold text-maroon-700 hover:underline disabled:opacity-60"
              disabled={busy || verified}
              onClick={resend}
            >
              Resend OTP
            </button>
          )}
        </p>
      </form>
    </AuthLayout>
  );
}
