import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@inai/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { t as translate } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { isPlanRequired } from '../components/details-refusal';

/** How long the refusals stay before returning to All profiles (specification section 9). */
export const RETURN_AFTER_MS = { 401: 2000, 402: 3000 } as const;

/**
 * The refusals of a page that opens another member's profile (profile details and the printable
 * biodata answer alike): 401 without a session and 402 without a plan or beyond its monthly
 * views toast the specification's texts and return to All profiles after a moment.
 */
export function useRefusalToasts(error: Error | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (!(error instanceof ApiError) || error.status === 0) {
      console.error(error);
      notify.error(translate('search.tryAgain'));
      return;
    }
    if (error.status === 404) return;
    if (error.status !== 401 && error.status !== 402) {
      notify.error(translate('search.tryAgain'));
      return;
    }
    const text =
      error.status === 401
        ? translate('search.authRequired')
        : isPlanRequired(error)
          ? translate('profileDetails.purchasePlan')
          : failureMessage(error, 'profileDetails.purchasePlan');
    notify.error(text, `${error.status}-${error.code ?? ''}`);
    const timer = window.setTimeout(() => void navigate(ROUTES.allProfiles), RETURN_AFTER_MS[error.status]);
    return () => window.clearTimeout(timer);
  }, [error, navigate]);
}
