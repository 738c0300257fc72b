import { AppError } from '../../lib/app-error.js';
import { isSandboxProvider, type SandboxOutcome } from '../../lib/payments/sandbox.js';
import { refreshOrder } from './order-status.service.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import { findOrder, type PaymentOrderRow } from './payments.repository.js';

/** The sandbox page's view of an order: the order and the simulated gateway's record of it. */
export interface SandboxView {
  order: PaymentOrderRow;
  gatewayState: SandboxOutcome | undefined;
  /** Whether a button was already pressed (a 'pending' attempt). */
  attempted: boolean;
}

/** An order of the sandbox gateway, for its page; 404 for any other. */
export async function sandboxView(ctx: PaymentContext, orderId: string): Promise<SandboxView> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.provider !== 'sandbox' || !isSandboxProvider(ctx.payments)) throw new AppError(404, 'payment_not_found');
  const gateway = await ctx.payments.orderStatus(order.order_id);
  return {
    order,
    gatewayState: gateway.state === 'UNKNOWN_ORDER' ? undefined : gateway.state,
    attempted: gateway.transactionId !== null,
  };
}

/**
 * A button of the sandbox page: the simulated gateway records the outcome, then the order is
 * brought up to date through its status call, as a real gateway's webhook would have us do.
 * An order that has ended is left as it is.
 */
export async function simulateSandboxPayment(
  ctx: PaymentContext,
  orderId: string,
  outcome: SandboxOutcome,
  log: PaymentLog,
): Promise<void> {
  const { order } = await sandboxView(ctx, orderId);
  if (order.status !== 'PENDING' || !isSandboxProvider(ctx.payments)) return;
  await ctx.payments.simulate(order.order_id, outcome, new Date());
  await refreshOrder(ctx, order, log);
}
