import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys, SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { useMe, useSetMe } from '../../../lib/api/me';
import { plansApi } from '../api/plans-api';

/** How often a PENDING order is asked about again (the server asks the gateway each time). */
export const POLL_MS = 3000;

const clientError = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

/**
 * An order's status, asked again every few seconds while it is PENDING and no more once it is
 * final. The specification's toasts come once per state: 'Payment approved! Your plan is now
 * active.' on COMPLETED, 'Payment failed or is still pending.' otherwise, 'Error checking payment
 * status.' when the call fails. On COMPLETED the member becomes the server's answer (premium, with
 * the new plan) and every member query is refetched, so paid screens open without a reload.
 */
export function usePaymentStatus(orderId: string | null) {
  const { status: session } = useMe();
  const setMe = useSetMe();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.paymentStatus(orderId ?? ''),
    queryFn: () => plansApi.status(orderId!),
    enabled: orderId !== null && session === 'signedIn',
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? POLL_MS : false),
    retry: (failures, err) => !clientError(err) && failures < 1,
    staleTime: 0,
  });

  const answer = query.data;
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (!answer || !orderId) return;
    const once = `${orderId}|${answer.status}`;
    if (told.current.has(once)) return;
    told.current.add(once);
    if (answer.status === 'COMPLETED') {
      setMe(answer.user);
      void client.invalidateQueries({
        predicate: ({ queryKey: [root, kind] }) =>
          root !== 'me' && !SHARED_QUERY_ROOTS.has(String(root)) && !(root === 'payments' && kind === 'status'),
      });
      notify.success(t('payment.approved'), `approved-${orderId}`);
    } else {
      notify.error(t('payment.failedOrPending'), once);
    }
  }, [answer, orderId, setMe, client]);

  const error = query.error;
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (!error) return;
    console.warn('payment status failed', error);
    const text = clientError(error) ? failureMessage(error, 'payment.statusError') : t('payment.statusError');
    notify.error(text, `status-error-${failedAt}`);
  }, [error, failedAt]);

  return { answer, error, loading: query.isLoading || (orderId !== null && session === 'checking') };
}
