import {
  ADMIN_LIMITS,
  type AdminEnquiriesAnswer,
  type AdminEnquiriesQuery,
  type AdminPaymentConfirmInput,
  type AdminPaymentsAnswer,
  type AdminPaymentsQuery,
  type AdminPayment,
  type Translator,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { recordAudit } from '../operators/audit.service.js';
import { recordSearch } from '../operators/search-audit.service.js';
import { refuseOwnPayment } from '../operators/operator.policy.js';
import { findEnquiry, listEnquiriesForConsole, markEnquiryHandled } from '../enquiry/enquiry.repository.js';
import { findOrder, findOrderForConsole, listOrdersForConsole, type PaymentOrderRow } from '../payments/payments.repository.js';
import type { PaymentLog } from '../payments/payment-context.js';
import { confirmUpiPayment, rejectUpiPayment } from '../payments/upi-payments.service.js';
import type { UserRow } from '../users/users.repository.js';
import { presentEnquiry, presentPayment } from './admin-ops.presenter.js';

const pageOf = (page: number | undefined) => {
  const current = page ?? 1;
  return { page: current, offset: (current - 1) * ADMIN_LIMITS.pageSize, limit: ADMIN_LIMITS.pageSize };
};

/** Orders newest first, by status, method, 'needs review' and a search. */
export async function listPayments(ctx: AppContext, operator: UserRow, query: AdminPaymentsQuery): Promise<AdminPaymentsAnswer> {
  const { page, offset, limit } = pageOf(query.page);
  const { rows, total } = await listOrdersForConsole(ctx.db, {
    status: query.status || undefined,
    method: query.method || undefined,
    review: query.review === '1',
    q: query.q || undefined,
    offset,
    limit,
  });
  await recordSearch(ctx, operator, 'payments', query.q, total);
  return { success: true, data: rows.map((row) => presentPayment(row, operator)), total, page, pageSize: limit };
}

/** A PENDING UPI order not the operator's own, or the reason it cannot be settled by them (404 / 403 / 409). */
async function settleableOrder(ctx: AppContext, operator: UserRow, orderId: string): Promise<PaymentOrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError(404, 'payment_not_found');
  refuseOwnPayment(operator, order);
  if (order.method !== 'upi') throw new AppError(409, 'payment_not_upi');
  if (order.status !== 'PENDING') throw new AppError(409, 'payment_not_pending');
  return order;
}

async function consoleView(ctx: AppContext, operator: UserRow, orderId: string): Promise<AdminPayment> {
  const row = await findOrderForConsole(ctx.db, orderId);
  if (!row) throw new AppError(404, 'payment_not_found');
  return presentPayment(row, operator);
}

/**
 * The operator saw a UPI credit arrive: the very function `npm run payments -- confirm` calls
 * (the one state machine, docs/decisions/0013). A different amount is not activated: the order
 * fails and is marked for review. Audited with the operator, the reason and what arrived.
 */
export async function confirmPayment(
  ctx: AppContext,
  operator: UserRow,
  orderId: string,
  input: AdminPaymentConfirmInput,
  t: Translator,
  log: PaymentLog,
): Promise<{ message: string; payment: AdminPayment }> {
  const order = await settleableOrder(ctx, operator, orderId);
  const utr = input.utr || undefined;
  const after = await confirmUpiPayment(ctx, order.order_id, { amount: input.amount, transactionId: utr }, log);
  if (after.status === 'PENDING') throw new AppError(409, 'payment_not_pending');
  await recordAudit(ctx, {
    actorId: operator.id,
    action: 'payment_confirmed',
    targetUserId: order.user_id,
    targetRef: order.reference,
    reason: input.reason,
    details: {
      order_id: order.order_id,
      amount: order.amount,
      received: input.amount ?? order.amount,
      utr: utr ?? null,
      outcome: after.status,
      review_reason: after.review_reason,
    },
  });
  const message =
    after.status === 'COMPLETED'
      ? t('adminOps.payments.done.confirmed', { reference: order.reference })
      : t('adminOps.payments.done.mismatch', { reference: order.reference });
  return { message, payment: await consoleView(ctx, operator, order.order_id) };
}

/** The operator found no UPI credit: `npm run payments -- reject`'s function. Audited with the reason. */
export async function rejectPayment(
  ctx: AppContext,
  operator: UserRow,
  orderId: string,
  reason: string,
  t: Translator,
  log: PaymentLog,
): Promise<{ message: string; payment: AdminPayment }> {
  const order = await settleableOrder(ctx, operator, orderId);
  const after = await rejectUpiPayment(ctx, order.order_id, log);
  if (after.status === 'PENDING') throw new AppError(409, 'payment_not_pending');
  await recordAudit(ctx, {
    actorId: operator.id,
    action: 'payment_rejected',
    targetUserId: order.user_id,
    targetRef: order.reference,
    reason,
    details: { order_id: order.order_id, outcome: after.status },
  });
  return {
    message: t('adminOps.payments.done.rejected', { reference: order.reference }),
    payment: await consoleView(ctx, operator, order.order_id),
  };
}

/** Contact-form enquiries: the unhandled oldest first, or the handled; a search is audited. */
export async function listEnquiries(
  ctx: AppContext,
  operator: UserRow,
  query: AdminEnquiriesQuery,
): Promise<AdminEnquiriesAnswer> {
  const { page, offset, limit } = pageOf(query.page);
  const { rows, total } = await listEnquiriesForConsole(ctx.db, {
    handled: query.handled === '1',
    q: query.q || undefined,
    offset,
    limit,
  });
  await recordSearch(ctx, operator, 'enquiries', query.q, total);
  return { success: true, data: rows.map(presentEnquiry), total, page, pageSize: limit };
}

/** Marks an enquiry handled (when, by whom), audited with the reason; 409 when it already was. */
export async function handleEnquiry(
  ctx: AppContext,
  operator: UserRow,
  id: number,
  reason: string,
  t: Translator,
): Promise<string> {
  const enquiry = await findEnquiry(ctx.db, id);
  if (!enquiry) throw new AppError(404, 'enquiry_not_found');
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markEnquiryHandled(trx, id, operator.id, now))) throw new AppError(409, 'enquiry_already_handled');
    await recordAudit(
      { db: trx },
      { actorId: operator.id, action: 'enquiry_handled', targetRef: `Enquiry #${id}`, reason, details: { email: enquiry.email } },
      now,
    );
  });
  return t('adminOps.enquiries.done', { id: String(id) });
}
