import { useMutation } from '@tanstack/react-query';
import type { PaymentInitiateAnswer, PaymentMethod, Plan } from '@inai/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useMe } from '../../../lib/api/me';
import { plansApi } from '../api/plans-api';
import { leaveFor } from './leave-for';

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
    mutationFn: ({ plan, method }: { plan: Plan; method: PaymentMethod }) => plansApi.initiate(plan.price, user!.id, method),
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
