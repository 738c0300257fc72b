import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  planById,
  planByPrice,
  purchaseKind,
  SITE,
  type Locale,
  type PaymentInitiateAnswer,
  type PaymentInitiateInput,
} from '@inai/shared';
import { SUPPLIER_STATE_CODE } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { GatewayUnavailable, type GatewayStatus } from '../../lib/payments/payment-provider.js';
import { webhookAuthorizationMatches, webhookOrderId } from '../../lib/payments/phonepe.js';
import { isSandboxProvider, type SandboxOutcome } from '../../lib/payments/sandbox.js';
import { qrSvg, upiUri } from '../../lib/payments/upi-qr.js';
import type { AppContext } from '../../types.js';
import { activationFor } from '../plans/plan-activation.js';
import { findActivePlan, findPlanByPayment, findPlansByPayments, type MemberPlanRow } from '../plans/plans.repository.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { decide, isFinal, type Observation } from './payment-state.js';
import { receiptMail } from './payments.mail.js';
import { findInvoices, type TaxInvoiceRow } from './tax-invoices.repository.js';
import {
  claimReceipt,
  completeAndActivate,
  DuplicateReference,
  findOrder,
  findOwnOrder,
  finishOrder,
  flagForReview,
  insertOrder,
  listOwnOrders,
  releaseReceipt,
  setProviderOrderId,
  type GatewayDetails,
  type PaymentOrderRow,
} from './payments.repository.js';

/**
 * What the payment services need: the app's context without the web's parts, so the command line
 * (`npm run payments`) can build it. Its activations reach every server's search through the
 * change log, which the database writes by itself (docs/decisions/0008).
 */
export type PaymentContext = Pick<AppContext, 'config' | 'db' | 'engine' | 'mailer' | 'payments'>;
export type PaymentLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A gateway order still pending after this becomes EXPIRED (PhonePe's own checkout closes before). */
export const GATEWAY_WINDOW_MS = 20 * 60 * 1000;
/** PhonePe's checkout stays open this long: a minute less than our window, so it says FAILED before we give up. */
export const CHECKOUT_EXPIRE_AFTER_S = 19 * 60;
/**
 * A UPI QR order waits this long for an operator to see the credit and confirm it: a transfer
 * made on a Friday evening is still confirmable on Sunday (docs/decisions/0013).
 */
export const UPI_WINDOW_MS = 48 * 60 * 60 * 1000;
/** The status call made while a person waits (payment-status, decryptResponse, a webhook's answer). */
export const INTERACTIVE_STATUS_TIMEOUT_MS = 4000;
/** A receipt that could not be sent is tried again this often, for a day. */
const RECEIPT_RETRY_MS = 5 * 60 * 1000;
const RECEIPT_RETRY_FOR_MS = 24 * 60 * 60 * 1000;

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

export interface RefreshOptions {
  /** Limit for the gateway's status call. */
  timeoutMs?: number;
  now?: Date;
  /** Ask even about an order that already failed or expired, to catch a payment that arrived late (a webhook). */
  evenIfFinal?: boolean;
}

/**
 * Brings an order up to date: while it is PENDING, asks its gateway and moves it accordingly
 * (a UPI order, with nobody to ask, only expires). A gateway that cannot be reached changes
 * nothing: the order stays PENDING and the reconciler asks again. Returns the order as now stored.
 */
export async function refreshOrder(
  ctx: PaymentContext,
  order: PaymentOrderRow,
  log: PaymentLog,
  options: RefreshOptions = {},
): Promise<PaymentOrderRow> {
  const now = options.now ?? new Date();
  const lateCheck = options.evenIfFinal && (order.status === 'FAILED' || order.status === 'EXPIRED');
  if (order.status !== 'PENDING' && !lateCheck) return order;
  // An order made under another provider (the configuration changed) has nobody to ask here.
  const askable = order.provider === ctx.payments.name;
  if (!askable && lateCheck) return order;
  let observation: Observation | undefined;
  if (askable) {
    try {
      observation = observationOf(await ctx.payments.orderStatus(order.order_id, { timeoutMs: options.timeoutMs }));
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      log.warn(
        { err: error, orderId: order.order_id },
        'the payment gateway did not answer a status call; the order stays pending',
      );
      return order;
    }
  }
  await applyObservation(ctx, order, observation, now, log);
  return (await findOrder(ctx.db, order.order_id)) ?? order;
}

function observationOf(status: GatewayStatus): Observation {
  return {
    state: status.state,
    amount: status.amount,
    orderAmount: status.orderAmount,
    paymentMode: status.paymentMode,
    transactionId: status.transactionId,
    errorCode: status.errorCode,
  };
}

/**
 * Moves an order as the party who confirms its money says (docs/decisions/0013): the one state
 * machine every path goes through (payment-status, decryptResponse, the webhook, the reconciler,
 * the operator's UPI confirmation). A COMPLETED for the right amount activates the plan in the
 * same transaction; a success for another amount fails the order and flags it for an operator.
 * True when this call made the move.
 */
export async function applyObservation(
  ctx: PaymentContext,
  order: PaymentOrderRow,
  observation: Observation | undefined,
  now: Date,
  log: PaymentLog,
): Promise<boolean> {
  const decision = decide(
    { status: order.status, amount: order.amount, expiresAt: new Date(order.expires_at) },
    observation,
    now,
  );
  const details: GatewayDetails = {
    paymentMode: observation?.paymentMode ?? order.payment_mode,
    transactionId: observation?.transactionId ?? order.transaction_id,
    receivedAmount: observation?.amount ?? null,
  };
  const context = { orderId: order.order_id, reference: order.reference, userId: order.user_id };
  switch (decision.to) {
    case 'none': {
      if (isFinal(order.status) && order.status !== 'COMPLETED' && observation?.state === 'COMPLETED') {
        if (await flagForReview(ctx.db, order.id, 'paid_after_final', details, now)) {
          log.error(
            { ...context, status: order.status, received: observation.amount, transactionId: observation.transactionId },
            'a payment arrived for an order that had already ended: not activated; an operator must refund or activate it',
          );
        }
      }
      return false;
    }
    case 'COMPLETED': {
      const plan = planById(order.plan_id);
      if (!plan) throw new Error(`order ${order.order_id} names an unknown plan ${order.plan_id}`);
      const activated = await completeAndActivate(
        ctx.db,
        ctx.engine,
        order,
        details,
        (plans) => activationFor(plan, plans, now),
        { gstin: ctx.config.gstin ?? null, stateCode: SUPPLIER_STATE_CODE },
        now,
      );
      if (!activated) return false;
      log.info(
        { ...context, planId: plan.id, startsAt: activated.starts_at, expiresAt: activated.expires_at },
        'payment completed; plan activated',
      );
      // After the commit, never inside it: a mail that fails cannot undo a payment.
      await sendReceipt(ctx, order.id, log, now);
      return true;
    }
    case 'FAILED': {
      const mismatch = decision.mismatch !== undefined;
      const moved = await finishOrder(
        ctx.db,
        order.id,
        'FAILED',
        { ...details, failureCode: decision.failureCode, reviewReason: mismatch ? 'amount_mismatch' : null },
        now,
      );
      if (moved && mismatch) {
        log.error(
          {
            ...context,
            expected: order.amount,
            received: decision.mismatch?.receivedAmount,
            transactionId: details.transactionId,
          },
          'payment amount mismatch: the order failed without activating a plan; an operator must contact the member',
        );
      } else if (moved) {
        log.info({ ...context, failureCode: decision.failureCode }, 'payment failed');
      }
      return moved;
    }
    case 'EXPIRED': {
      const moved = await finishOrder(ctx.db, order.id, 'EXPIRED', { ...details, failureCode: null, reviewReason: null }, now);
      if (moved) log.info(context, 'payment order expired');
      return moved;
    }
  }
}

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

/**
 * PhonePe's webhook: accepted only with the right Authorization, and even then only a reason
 * to ask PhonePe's status call about the order it names (DESIGN.md §4.8). What the body says
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
