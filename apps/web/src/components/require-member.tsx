import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@inai/shared';
import { useMe } from '../lib/api/me';
import type { ArrivalNotice, SentHere } from '../lib/hooks/use-arrival-notice';
import { useI18n } from '../lib/i18n';
import { PageLoading } from './page-loading';

interface RequireMemberProps {
  children: ReactNode;
  /** Also require a verified e-mail (default); the OTP screen itself does not. */
  verified?: boolean;
  /** Send a visitor to /login without the 'Login required' toast (the Matches screen). */
  silent?: boolean;
}

/**
 * The route guards of specification sections 4 and 6: a visitor goes to /login ('Login
 * required'), an unverified member to /verifyotp ('Verification required'). The server refuses
 * the same people on its own; this only spares them a screen they cannot use.
 */
export function RequireMember({ children, verified = true, silent = false }: RequireMemberProps) {
  const { status, user, retry } = useMe();
  const location = useLocation();
  // The whole address, so that signing in returns to the very page (its tab, its page number).
  const from = location.pathname + location.search + location.hash;
  if (status === 'checking') return <PageLoading />;
  if (status === 'unavailable') return <Unavailable retry={retry} />;
  if (!user) {
    return <RedirectWithMessage to={ROUTES.login} message={silent ? undefined : 'redirect.loginRequired'} from={from} />;
  }
  if (verified && user.is_verified !== 1) {
    return <RedirectWithMessage to={ROUTES.verifyOtp} message="redirect.verificationRequired" from={from} />;
  }
  return children;
}

/** The screen sent to says why (useArrivalNotice), and goes on to `from` once done. */
function RedirectWithMessage({ to, message, from }: { to: string; message: ArrivalNotice | undefined; from: string }) {
  const sentHere: SentHere = { from, notice: message };
  return <Navigate to={to} replace state={sentHere} />;
}

/** The server could not be reached to confirm the session: say so, and offer to try again. */
function Unavailable({ retry }: { retry(): void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <p className="max-w-md text-ink-soft">{t('generic.offline')}</p>
      <button type="button" className="btn-primary" onClick={retry}>
        {t('generic.retry')}
      </button>
    </div>
  );
}
