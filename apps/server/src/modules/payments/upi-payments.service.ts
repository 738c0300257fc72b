import { applyObservation } from './order-status.service.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import type { Observation } from './payment-state.js';
import { findOrder, type PaymentOrderRow } from './payments.repository.js';

/** What an operator saw arrive for a UPI order. */
export interface UpiConfirmation {
  /** Paise received; the order's amount unless the operator says otherwise. */
  amount?: number;
  /** The bank's reference of the credit (UTR), for the receipt. */
  transactionId?: string;
}

/**
 * The operator's confirmation of a UPI QR payment (`npm run payments -- confirm <orderId>`):
 * the same state machine as a gateway's COMPLETED, with the operator as the one who saw the
 * money. Only UPI orders: a gateway's orders are settled by the gateway's own answer.
 */
export async function confirmUpiPayment(
  ctx: PaymentContext,
  orderId: string,
  confirmation: UpiConfirmation,
  log: PaymentLog,
): Promise<PaymentOrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  if (order.method !== 'upi')
    throw new Error(`order ${orderId} is paid through ${order.provider}; only UPI orders are confirmed by hand`);
  const amount = confirmation.amount ?? order.amount;
  const observation: Observation = {
    state: 'COMPLETED',
    amount,
    orderAmount: amount,
    paymentMode: 'UPI',
    transactionId: confirmation.transactionId ?? null,
  };
  // A success completes a PENDING order whenever it comes; one that already expired stays so (forward
  // only) and is flagged for review instead.
  await applyObservation(ctx, order, observation, new Date(), log);
  return (await findOrder(ctx.db, orderId)) ?? order;
}

/** The operator's refusal of a UPI order whose money never arrived. */
export async function rejectUpiPayment(ctx: PaymentContext, orderId: string, log: PaymentLog): Promise<PaymentOrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  if (order.method !== 'upi')
    throw new Error(`order ${orderId} is paid through ${order.provider}; only UPI orders are rejected by hand`);
  const observation: Observation = {
    state: 'FAILED',
    amount: null,
    paymentMode: null,
    transactionId: null,
    errorCode: 'operator_rejected',
  };
  await applyObservation(ctx, order, observation, new Date(), log);
  return (await findOrder(ctx.db, orderId)) ?? order;
}
