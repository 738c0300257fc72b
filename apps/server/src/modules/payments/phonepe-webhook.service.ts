import { webhookAuthorizationMatches, webhookOrderId } from '../../lib/payments/phonepe.js';
import { INTERACTIVE_STATUS_TIMEOUT_MS, refreshOrder } from './order-status.service.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import { findOrder } from './payments.repository.js';

/**
 * PhonePe's webhook: accepted only with the right Authorization, and even then only a reason
 * to ask PhonePe's status call about the order it names (docs/api.md, "Payments"). What the body says
 * about the payment is never used.
 */
export async function handlePhonePeWebhook(ctx: PaymentContext, body: unknown, log: PaymentLog): Promise<void> {
  const orderId = webhookOrderId(body);
  const order = orderId ? await findOrder(ctx.db, orderId) : undefined;
  if (!order) {
    log.warn({ orderId }, 'a PhonePe webhook named no order of ours; acknowledged and ignored');
    return;
  }
  await refreshOrder(ctx, order, log, { timeoutMs: INTERACTIVE_STATUS_TIMEOUT_MS, evenIfFinal: true });
}

/** Whether a webhook's Authorization is the one PhonePe's dashboard was given. */
export function webhookAuthorized(ctx: PaymentContext, authorization: string | undefined): boolean {
  const phonepe = ctx.config.phonepe;
  return webhookAuthorizationMatches(authorization, phonepe?.webhookUsername, phonepe?.webhookPassword);
}
