import { findPlanByPayment } from '../plans/plans.repository.js';
import { findUserById } from '../users/users.repository.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import { receiptMail } from './payments.mail.js';
import { claimReceipt, releaseReceipt } from './payments.repository.js';
import { findInvoices } from './tax-invoices.repository.js';

/** A receipt that could not be sent is tried again this often, for a day. */
const RECEIPT_RETRY_MS = 5 * 60 * 1000;
const RECEIPT_RETRY_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Sends a completed order's receipt, once: the caller that claims `receipt_sent_at` sends it. A
 * mail that fails gives the claim back, and the reconciler tries again for a day.
 */
export async function sendReceipt(ctx: PaymentContext, orderPk: number, log: PaymentLog, now = new Date()): Promise<void> {
  const order = await claimReceipt(ctx.db, orderPk, now);
  if (!order) return;
  try {
    const [user, plan, [invoice]] = await Promise.all([
      findUserById(ctx.db, order.user_id),
      findPlanByPayment(ctx.db, order.id),
      findInvoices(ctx.db, [order.id]),
    ]);
    if (!user || !plan || !invoice) throw new Error('the member, the plan or the invoice of a completed order is missing');
    await ctx.mailer.send(receiptMail(ctx.config, user, order, plan, invoice, user.locale ?? order.locale));
  } catch (err) {
    const completed = new Date(order.completed_at ?? order.updated_at).getTime();
    const retry = now.getTime() - completed < RECEIPT_RETRY_FOR_MS ? new Date(now.getTime() + RECEIPT_RETRY_MS) : null;
    await releaseReceipt(ctx.db, order.id, retry);
    log.error(
      { err, orderId: order.order_id },
      retry ? 'the receipt could not be sent; it will be tried again' : 'the receipt could not be sent; giving up',
    );
  }
}
