import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/**
 * The search screens' failure texts (specification section 8, Search): 401 'Authentication
 * token is required', any other refusal 'Please try again!'; a network failure is only logged.
 */
export function searchFailureMessage(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status === 0) return null;
  return err.status === 401 ? t('search.authRequired') : t('search.tryAgain');
}

/** Toasts a query's failure once per failure (`at` is the query's errorUpdatedAt). */
export function useFailureToast(error: unknown, at: number, message: (err: unknown) => string | null = searchFailureMessage) {
  useEffect(() => {
    if (!error) return;
    const text = message(error);
    if (text) notify.error(text, `${text}-${at}`);
    else console.error(error);
  }, [error, at, message]);
}
