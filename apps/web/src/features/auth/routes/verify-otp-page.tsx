import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { MailCheck } from 'lucide-react';
import { LIMITS, MEMBER_HOME, ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { RequireMember } from '../../../components/require-member';
import { RichText } from '../../../components/rich-text';
import { ResendLine } from '../../../components/resend-line';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe, useSetMe } from '../../../lib/api/me';
import { useArrivalNotice, type SentHere } from '../../../lib/hooks/use-arrival-notice';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { readPendingOtp, savePendingOtp } from '../../../lib/session/pending-otp';
import { authApi } from '../api/auth';
import { AuthLayout } from '../components/auth-layout';
import { OTP_LENGTH, OtpInput } from '../../../components/otp-input';
import { MobileStep } from '../components/mobile-step';

/** Specification section 9: resend cooldown 30 s, redirect after a correct code about 3 s. */
const RESEND_COOLDOWN_S = LIMITS.otpResendSeconds;
const AFTER_VERIFY_MS = 3000;

const secondsLeft = (sentAt: number | null) =>
  sentAt ? Math.max(0, Math.ceil(RESEND_COOLDOWN_S - (Date.now() - sentAt) / 1000)) : 0;

/**
 * Email Verification: members prove their address with the code the server mailed. The code is
 * checked against the member's session, so the page works whenever they come back to it: a
 * reload, a new tab, a later sign-in (docs/decisions/0061).
 */
export default function VerifyOtpPage() {
  return (
    <RequireMember verified={false}>
      <VerifyOtp />
    </RequireMember>
  );
}

function VerifyOtp() {
  const { t } = useI18n();
  const { user } = useMe();
  const setMe = useSetMe();
  const navigate = useNavigate();
  // Where the member was going when they were sent here; else the member's home.
  const onward = (useLocation().state as SentHere | null)?.from ?? MEMBER_HOME;
  useArrivalNotice();
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [pending, setPending] = useState(readPendingOtp);
  const [wait, setWait] = useState(() => secondsLeft(readPendingOtp().sentAt));
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  // The e-mail is verified: the mobile number next, unless it is verified already.
  const [mobileStep, setMobileStep] = useState(false);
  const email = user?.email ?? pending.email ?? '';

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(secondsLeft(pending.sentAt)), 1000);
    return () => window.clearTimeout(timer);
  }, [wait, pending.sentAt]);

  if (user?.is_verified === 1 && !verified) return <Navigate to={onward} replace />;
  if (mobileStep && user) return <MobileStep phone={user.phone} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) return notify.error(translate('otp.invalidFormat'));
    setBusy(true);
    try {
      const answer = await authApi.verifyOtp(otp);
      setVerified(true);
      setMe(answer.user);
      notify.success(translate('otp.valid'));
      // No number to verify (another account proved the typed one theirs): 'What to add next' asks for one.
      if (answer.user.phone_verified || !answer.user.phone)
        window.setTimeout(() => navigate(onward, { replace: true }), AFTER_VERIFY_MS);
      else setMobileStep(true);
    } catch (err) {
      notify.error(failureMessage(err, 'otp.invalid'));
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await authApi.sendOtp(email);
      const sentAt = Date.now();
      savePendingOtp(email, sentAt);
      setPending({ email, sentAt });
      setWait(RESEND_COOLDOWN_S);
      setDigits(Array(OTP_LENGTH).fill(''));
      notify.success(translate('otp.resent'));
    } catch (err) {
      // Specification: 'Error:' followed by the server's message, or the generic resend text.
      notify.error(
        err instanceof ApiError && err.status !== 0
          ? translate('otp.resendError', { message: failureMessage(err, 'otp.resendFailed') })
          : translate('otp.resendFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout headline={t('otp.headline')} title={t('otp.title')}>
      <PageMeta
        title={`${t('otp.title')} | ${SITE.name}`}
        description={t('otp.metaDescription')}
        canonicalPath={ROUTES.verifyOtp}
      />
      <form onSubmit={submit} noValidate aria-label={t('otp.form')} className="space-y-6">
        <p className="flex items-start gap-3 text-sm text-ink-soft">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-maroon-700" aria-hidden="true" />
          <span>
            <RichText
              k="otp.sentTo"
              params={{ email }}
              tags={{ email: (text) => <strong className="text-ink wrap-anywhere">{text}</strong> }}
            />
          </span>
        </p>
        <OtpInput value={digits} onChange={setDigits} disabled={busy || verified} />
        <button type="submit" className="btn-primary w-full" disabled={busy || verified}>
          {(busy || verified) && <Spinner />}
          {t('otp.submit')}
        </button>
        <ResendLine wait={wait} disabled={busy || verified} onResend={resend} className="text-center" />
      </form>
    </AuthLayout>
  );
}
