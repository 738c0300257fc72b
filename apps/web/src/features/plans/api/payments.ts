import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentInitiateAnswer,
  PaymentListAnswer,
  PaymentMethod,
  PaymentStatus,
  PaymentStatusAnswer,
  Plan,
} from '@inai/shared';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe, useSetMe } from '../../../lib/api/me';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys, SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { leaveFor } from '../utils/leave-for';

/** The payment calls (specification section 7; docs/api.md, "Payments"). */
export const paymentsApi = {
  /**
   * payment/initiate. The server derives the plan from the amount and makes its own order id and
   * return address; the specification's client also sends orderId, customerId and callbackUrl,
   * which are left out here because the server ignores them.
   */
  initiate: (amount: number, userId: number, method: PaymentMethod) =>
    apiPost<PaymentInitiateAnswer>('payment/initiate', { amount, user_id: userId, method }),
  /** payment-status: the order as it is now (the server asks the gateway while it is PENDING). */
  status: (orderId: string) => apiPost<PaymentStatusAnswer>('payment-status', { orderId }),
  /** decryptResponse: which order a gateway's return address was about. */
  decrypt: (encResponse: string) =>
    apiPost<{ success: boolean; orderId: string; status: PaymentStatus }>('decryptResponse', { encResponse }),
  /** GET payments: the member's own orders, newest first. */
  payments: () => apiGet<PaymentListAnswer>('payments'),
};

/** How often a PENDING order is asked about again (the server asks the gateway each time). */
export const POLL_MS = 3000;

const clientError = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

/**
 * Why an order could not be made. A refusal the server explains with a code of its own (409 'You
 * already have an active plan', 403 verification required, 424 gateway unavailable, 429) keeps
 * its text; anything else is the specification's 'Error initiating payment. Please try again.'.
 */
function initiateFailure(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return failureMessage(err, 'payment.initiateFailed');
  return t('payment.initiateFailed');
}

/**
 * Pay Now: makes the order and, for the gateway, sends the browser to its page (the sandbox's or
 * PhonePe's). A UPI order stays here: the panel shows its QR code.
 */
export function useStartPayment() {
  const { user } = useMe();
  const mutation = useMutation({
    mutationFn: ({ plan, method }: { plan: Plan; method: PaymentMethod }) => paymentsApi.initiate(plan.price, user!.id, method),
    onSuccess: (answer, { method }) => {
      if (method === 'upi') return;
      if (!answer.redirectUrl) return notify.error(t('payment.noRedirect'));
      leaveFor(answer.redirectUrl);
    },
    onError: (err) => {
      console.warn('payment initiate failed', err);
      notify.error(initiateFailure(err));
    },
  });

  const order: PaymentInitiateAnswer | undefined = mutation.data;
  return {
    order,
    /** The request runs, or its answer is sending the browser away. */
    busy: mutation.isPending || (mutation.isSuccess && mutation.variables.method === 'gateway' && Boolean(order?.redirectUrl)),
    /** The specification's check: no plan or no member is 'Please fill in all required fields'. */
    start(plan: Plan | undefined, method: PaymentMethod) {
      if (!plan || !user) return notify.error(t('payment.fillAll'));
      mutation.mutate({ plan, method });
    },
  };
}

/** An order's status, asked again every few seconds while it is PENDING and no more once it is final. */
export const paymentStatusQuery = (orderId: string | null) =>
  queryOptions({
    queryKey: queryKeys.paymentStatus(orderId ?? ''),
    queryFn: () => paymentsApi.status(orderId!),
    enabled: orderId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? POLL_MS : false),
    retry: (failures, err) => !clientError(err) && failures < 1,
    staleTime: 0,
  });

/**
 * An order's status for the status page. The specification's toasts come once per state: 'Payment
 * approved! Your plan is now active.' on COMPLETED, 'Payment failed or is still pending.'
 * otherwise, 'Error checking payment status.' when the call fails. On COMPLETED the member becomes
 * the server's answer (premium, with the new plan) and every member query is refetched, so paid
 * screens open without a reload.
 */
export function usePaymentStatus(orderId: string | null) {
  const { status: session } = useMe();
  const setMe = useSetMe();
  const client = useQueryClient();
  const query = useQuery({ ...paymentStatusQuery(orderId), enabled: orderId !== null && session === 'signedIn' });

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

/**
 * The gateway's return address: decryptResponse names the order, which `onDecrypted` receives;
 * a failure is logged and toasted.
 */
export function useDecryptResponse(onDecrypted: (orderId: string) => void) {
  return useMutation({
    mutationFn: paymentsApi.decrypt,
    onSuccess: (answer) => onDecrypted(answer.orderId),
    onError: (err) => {
      console.warn('decryptResponse failed', err);
      notify.error(failureMessage(err, 'payment.statusError', 'payment.statusError'));
    },
  });
}

/** The member's orders, newest first, on their plan page. */
export const paymentListQuery = () =>
  queryOptions({ queryKey: queryKeys.paymentList(), queryFn: paymentsApi.payments, staleTime: 30_000 });

export function usePaymentList() {
  return useQuery(paymentListQuery());
}
