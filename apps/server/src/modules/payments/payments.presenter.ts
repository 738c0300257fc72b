import {
  formatDate,
  PLANS,
  type PaymentOrder,
  type PaymentStatusAnswer,
  type PlansAnswer,
  type PublicUser,
  type Translator,
} from '@inai/shared';
import type { AppConfig } from '../../config.js';
import type { MemberPlanRow } from '../plans/plans.repository.js';
import type { PaymentOrderRow } from './payments.repository.js';

/** One order as its owner sees it: never the operator's notes (received amount, review reason) or the gateway's ids. */
export function presentOrder(order: PaymentOrderRow, plan: MemberPlanRow | undefined): PaymentOrder {
  return {
    orderId: order.order_id,
    reference: order.reference,
    planId: order.plan_id as PaymentOrder['planId'],
    amount: order.amount,
    status: order.status,
    method: order.method,
    paymentMode: order.payment_mode,
    transactionId: order.transaction_id,
    createdAt: order.created_at,
    completedAt: order.completed_at,
    validFrom: plan?.starts_at ?? null,
    validUntil: plan?.expires_at ?? null,
    extraDays: order.extra_days,
  };
}

/** The status message: the specification's two texts, and clearer ones of ours where they would mislead. */
export function statusMessage(t: Translator, order: PaymentOrderRow, plan: MemberPlanRow | undefined): string {
  switch (order.status) {
    case 'COMPLETED':
      // A plan queued behind the running one (two orders raced) does not start now.
      return plan && new Date(plan.starts_at) > new Date(order.completed_at ?? order.updated_at)
        ? t('server.payment.approvedLater', { date: formatDate(plan.starts_at, t.locale) })
        : t('payment.approved');
    case 'EXPIRED':
      return t('server.payment.expired');
    case 'FAILED':
      return order.review_reason === 'amount_mismatch' ? t('server.payment.mismatch') : t('payment.failedOrPending');
    case 'PENDING':
      return order.method === 'upi' ? t('server.payment.upiPending') : t('payment.failedOrPending');
  }
}

/** POST /api/payment-status: the specification's fields, then the order and the member as they are now. */
export function presentStatus(
  t: Translator,
  order: PaymentOrderRow,
  plan: MemberPlanRow | undefined,
  user: PublicUser,
): PaymentStatusAnswer {
  return {
    success: true,
    status: order.status,
    amount: order.amount,
    paymentMode: order.payment_mode,
    transactionId: order.transaction_id,
    timestamp: order.completed_at ?? order.updated_at,
    message: statusMessage(t, order, plan),
    user,
    order: presentOrder(order, plan),
  };
}

/** GET /api/plans: the catalogue and what this server can take payment with; no setting beyond that. */
export function presentPlans(config: Pick<AppConfig, 'paymentProvider' | 'upi'>): PlansAnswer {
  return { success: true, data: PLANS, provider: config.paymentProvider, upiEnabled: config.upi !== undefined };
}
