import { randomBytes, randomInt } from 'node:crypto';
import {
  planByPrice,
  purchaseKind,
  SITE,
  type Locale,
  type PaymentInitiateAnswer,
  type PaymentInitiateInput,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { GatewayUnavailable } from '../../lib/payments/payment-provider.js';
import { qrSvg, upiUri } from '../../lib/payments/upi-qr.js';
import { findActivePlan, findPlanByPayment, findPlansByPayments, type MemberPlanRow } from '../plans/plans.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { INTERACTIVE_STATUS_TIMEOUT_MS, refreshOrder } from './order-status.service.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import {
  DuplicateReference,
  findOwnOrder,
  insertOrder,
  listOwnOrders,
  setProviderOrderId,
  type PaymentOrderRow,
} from './payments.repository.js';
import { findInvoices, type TaxInvoiceRow } from './tax-invoices.repository.js';
import { BY_HOLDER, type ActedBy } from '../entitlements/family.policy.js';

/** A gateway order still pending after this becomes EXPIRED (PhonePe's own checkout closes before). */
export const GATEWAY_WINDOW_MS = 20 * 60 * 1000;
/** PhonePe's checkout stays open this long: a minute less than our window, so it says FAILED before we give up. */
export const CHECKOUT_EXPIRE_AFTER_S = 19 * 60;
/**
 * A UPI QR order waits this long for an operator to see the credit and confirm it: a transfer
 * made on a Friday evening is still confirmable on Sunday (docs/decisions/0013-payment-state-machine.md).
 */
export const UPI_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Our merchant order id: 'INAI' and 24 URL-safe random characters (144 bits), within PhonePe's 63. */
export function newOrderId(): string {
  return `INAI${randomBytes(18).toString('base64url')}`;
}

/** 'Order_' and six digits (specification section 9). */
export function newReference(): string {
  return `Order_${randomInt(100_000, 1_000_000)}`;
}

/** The page the browser comes back to after paying. */
const statusPath = (orderId: string) => `/payment-status?orderId=${encodeURIComponent(orderId)}`;

/**
 * payment/initiate: the plan is the one whose price is `amount`; the same or a lower plan while
 * one is active is refused; a higher one is an upgrade with its extra days. Creates our own
 * order (client ids and callback URLs are ignored) and opens the gateway's checkout, or for UPI
 * draws the QR code. A gateway that cannot be reached is a 424 and the order stays PENDING, for
 * the reconciler to settle.
 */
export async function initiatePayment(
  ctx: PaymentContext,
  user: UserRow,
  input: PaymentInitiateInput,
  locale: Locale,
  log: PaymentLog,
  boughtBy: ActedBy = BY_HOLDER,
): Promise<PaymentInitiateAnswer> {
  const plan = planByPrice(input.amount);
  if (!plan) throw new AppError(400, 'payment_unknown_amount');
  const upi = input.method === 'upi';
  if (upi && !ctx.config.upi) throw new AppError(400, 'upi_not_available');
  const now = new Date();
  const active = await findActivePlan(ctx.db, user.id, now);
  const kind = purchaseKind(active ? { plan_id: active.plan_id, expiry_date: active.expires_at } : null, plan, now);
  if (kind.kind === 'refused') throw new AppError(409, 'plan_already_active');
  const extraDays = kind.kind === 'upgrade' ? kind.offer.extraDays : 0;

  const order = await createOrder(ctx, {
    userId: user.id,
    planId: plan.id,
    amount: plan.price,
    method: input.method,
    provider: upi ? 'upi' : ctx.payments.name,
    extraDays,
    locale,
    boughtBy,
    expiresAt: new Date(now.getTime() + (upi ? UPI_WINDOW_MS : GATEWAY_WINDOW_MS)),
    // UPI has no gateway to ask: its only look is at the end of its window.
    nextPollAt: upi ? new Date(now.getTime() + UPI_WINDOW_MS) : new Date(now.getTime() + 20_000),
    now,
  });
  const answer = {
    success: true as const,
    orderId: order.order_id,
    reference: order.reference,
    planId: plan.id,
    amount: plan.price,
    extraDays,
  };
  if (upi) {
    const uri = upiUri(ctx.config.upi!, plan.price, order.reference);
    return { ...answer, redirectUrl: statusPath(order.order_id), upi: { uri, qrSvg: await qrSvg(uri) } };
  }
  try {
    const checkout = await ctx.payments.createCheckout({
      orderId: order.order_id,
      amount: plan.price,
      message: `${SITE.name} ${plan.name} plan (${order.reference})`,
      returnUrl: `${ctx.config.publicUrl}${statusPath(order.order_id)}`,
      expireAfterSeconds: CHECKOUT_EXPIRE_AFTER_S,
    });
    if (checkout.providerOrderId) await setProviderOrderId(ctx.db, order.id, checkout.providerOrderId, new Date());
    log.info({ orderId: order.order_id, reference: order.reference, planId: plan.id }, 'payment order created');
    return { ...answer, redirectUrl: checkout.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    log.warn({ err: error, orderId: order.order_id }, 'the payment gateway could not open a checkout; the order stays pending');
    throw new AppError(424, 'payment_gateway_unavailable');
  }
}

async function createOrder(
  ctx: PaymentContext,
  order: Omit<Parameters<typeof insertOrder>[1], 'orderId' | 'reference'> & { now: Date },
): Promise<PaymentOrderRow> {
  const { now, ...fields } = order;
  // Six digits collide now and then; a fresh draw almost always succeeds.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertOrder(ctx.db, { ...fields, orderId: newOrderId(), reference: newReference() }, now);
    } catch (error) {
      if (!(error instanceof DuplicateReference) || attempt >= 20) throw error;
    }
  }
}

/** An order, the plan it activated and its tax invoice, as its owner sees them. */
export interface OwnOrder {
  order: PaymentOrderRow;
  plan: MemberPlanRow | undefined;
  invoice: TaxInvoiceRow | undefined;
}

/** payment-status and decryptResponse: the caller's own order (404 otherwise), brought up to date first. */
export async function ownOrderStatus(ctx: PaymentContext, userId: number, orderId: string, log: PaymentLog): Promise<OwnOrder> {
  const found = await findOwnOrder(ctx.db, userId, orderId);
  if (!found) throw new AppError(404, 'payment_not_found');
  const order = await refreshOrder(ctx, found, log, { timeoutMs: INTERACTIVE_STATUS_TIMEOUT_MS });
  if (order.status !== 'COMPLETED') return { order, plan: undefined, invoice: undefined };
  const [plan, [invoice]] = await Promise.all([findPlanByPayment(ctx.db, order.id), findInvoices(ctx.db, [order.id])]);
  return { order, plan, invoice };
}

/** GET /api/payments: the member's orders, newest first, each with the plan it activated. */
export async function ownOrders(ctx: PaymentContext, userId: number): Promise<OwnOrder[]> {
  const orders = await listOwnOrders(ctx.db, userId, 100);
  const completed = orders.filter((o) => o.status === 'COMPLETED').map((o) => o.id);
  const [plans, invoices] = await Promise.all([findPlansByPayments(ctx.db, completed), findInvoices(ctx.db, completed)]);
  const byPayment = new Map(plans.map((p) => [p.payment_id, p]));
  const invoiceOf = new Map(invoices.map((i) => [i.payment_id, i]));
  return orders.map((order) => ({ order, plan: byPayment.get(order.id), invoice: invoiceOf.get(order.id) }));
}
