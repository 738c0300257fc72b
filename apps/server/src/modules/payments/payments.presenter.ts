import {
  formatDate,
  gstStateName,
  PLANS,
  type PaymentOrder,
  type PaymentStatusAnswer,
  type PlansAnswer,
  type PublicUser,
  type TaxInvoice,
  type Translator,
} from '@inai/shared';
import type { AppConfig } from '../../config.js';
import type { MemberPlanRow } from '../plans/plans.repository.js';
import type { PaymentOrderRow } from './payments.repository.js';
import type { TaxInvoiceRow } from './tax-invoices.repository.js';

/** A tax invoice as issued; the states by name (each code is one we list). */
export function presentInvoice(invoice: TaxInvoiceRow): TaxInvoice {
  return {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    supplierGstin: invoice.supplier_gstin,
    supplierState: gstStateName(invoice.supplier_state_code) ?? '',
    supplierStateCode: invoice.supplier_state_code,
    buyerName: invoice.buyer_name,
    placeOfSupply: gstStateName(invoice.place_of_supply_code) ?? '',
    placeOfSupplyCode: invoice.place_of_supply_code,
    sac: invoice.sac,
    ratePercent: invoice.rate_percent,
    taxable: invoice.taxable,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    total: invoice.total,
  };
}

/** One order as its owner sees it: never the operator's notes (received amount, review reason) or the gateway's ids. */
export function presentOrder(
  order: PaymentOrderRow,
  plan: MemberPlanRow | undefined,
  invoice: TaxInvoiceRow | undefined,
): PaymentOrder {
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
    invoice: invoice ? presentInvoice(invoice) : null,
  };
}

/**
 * The status message: the specification's approval text, and for every other state what it means
 * for the member's money and what to do next (docs/decisions/0065). A gateway order that failed
 * without any payment attempt took no money; a failed attempt may have been debited, and the
 * bank reverses that by itself. A UPI transfer to our payee is never reversed by a bank, so a
 * closed UPI order asks the member to write to support.
 */
export function statusMessage(
  t: Translator,
  order: PaymentOrderRow,
  plan: MemberPlanRow | undefined,
  supportEmail: string,
): string {
  if (order.review_reason === 'amount_mismatch') return t('server.payment.mismatch');
  if (order.review_reason === 'paid_after_final') return t('server.payment.paidAfterClose');
  switch (order.status) {
    case 'COMPLETED':
      // A plan queued behind the running one (two orders raced) does not start now.
      return plan && new Date(plan.starts_at) > new Date(order.completed_at ?? order.updated_at)
        ? t('server.payment.approvedLater', { date: formatDate(plan.starts_at, t.locale) })
        : t('payment.approved');
    case 'PENDING':
      return order.method === 'upi' ? t('server.payment.upiPending') : t('server.payment.pending');
    case 'EXPIRED':
    case 'FAILED':
      if (order.method === 'upi') return t('server.payment.upiClosed', { email: supportEmail });
      if (order.status === 'EXPIRED') return t('server.payment.expired');
      return order.transaction_id === null && order.payment_mode === null
        ? t('server.payment.failedNoMoney')
        : t('server.payment.failedMaybeMoney');
  }
}

/** POST /api/payment-status: the specification's fields, then the order and the member as they are now. */
export function presentStatus(
  t: Translator,
  order: PaymentOrderRow,
  plan: MemberPlanRow | undefined,
  invoice: TaxInvoiceRow | undefined,
  user: PublicUser,
  supportEmail: string,
): PaymentStatusAnswer {
  return {
    success: true,
    status: order.status,
    amount: order.amount,
    paymentMode: order.payment_mode,
    transactionId: order.transaction_id,
    timestamp: order.completed_at ?? order.updated_at,
    message: statusMessage(t, order, plan, supportEmail),
    user,
    order: presentOrder(order, plan, invoice),
  };
}

/** GET /api/plans: the catalogue and what this server can take payment with; no setting beyond that. */
export function presentPlans(config: Pick<AppConfig, 'paymentProvider' | 'upi'>): PlansAnswer {
  return { success: true, data: PLANS, provider: config.paymentProvider, upiEnabled: config.upi !== undefined };
}
