import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MESSAGES, ROUTES } from '@inai/shared';
import { PageLoading } from '../../../components/page-loading';
import { notify } from '../../../lib/notify';
import { useAuth } from '../session/auth-context';

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
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <PageLoading />;
  if (!user) {
    return (
      <RedirectWithMessage
        to={ROUTES.login}
        message={silent ? undefined : MESSAGES.redirect.loginRequired}
        from={location.pathname}
      />
    );
  }
  if (verified && user.is_verified !== 1) {
    return (
      <RedirectWithMessage to={ROUTES.verifyOtp} message={MESSAGES.redirect.verificationRequired} from={location.pathname} />
    );
  }
  return children;
}

function RedirectWithMessage({ to, message, from }: { to: string; message: string | undefined; from: string }) {
  useEffect(() => {
    if (message) notify.error(message, message);
  }, [message]);
  return <Navigate to={to} replace state={{ from }} />;
}
