import { recordActivity } from '../family-acts/family-activity.service.js';
import { mailEach, profileMailRecipients } from '../family-acts/family-recipients.js';
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
 * Sends a completed order's receipt, once: the caller that claims `receipt_sent_at` sends it, to
 * the holder and the co-managers who keep the profile's mails on. A holder's mail that fails gives
 * the claim back, and the reconciler tries again for a day.
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
    const recipients = await profileMailRecipients(ctx, { ...user, locale: user.locale ?? order.locale });
    await mailEach(ctx, recipients, (to) => receiptMail(ctx.config, to, order, plan, invoice, to.locale), log);
  } catch (err) {
    const completed = new Date(order.completed_at ?? order.updated_at).getTime();
    const retry = now.getTime() - completed < RECEIPT_RETRY_FOR_MS ? new Date(now.getTime() + RECEIPT_RETRY_MS) : null;
    await releaseReceipt(ctx.db, order.id, retry);
    log.error(
      { err, orderId: order.order_id },
      retry ? 'the receipt could not be sent; it will be tried again' : 'the receipt could not be sent; giving up',
    );
    return;
  }
  // Once per completed order, as the receipt: the family's activity says who bought the plan.
  const by = { managerId: order.bought_by_manager_id, relation: order.bought_by_relation, name: order.bought_by_name };
  await recordActivity(ctx, order.user_id, by, 'plan_bought', { detail: String(order.plan_id) }, now).catch((err: unknown) =>
    log.error({ err, orderId: order.order_id }, 'the plan could not be added to the family’s activity'),
  );
}
