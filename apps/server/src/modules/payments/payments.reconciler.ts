import { claimDueOrders, releaseLease, scheduleNextLook, type PaymentOrderRow } from './payments.repository.js';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import { refreshOrder } from './order-status.service.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import { sendReceipt } from './receipts.service.js';
import { nextLookAt } from './poll-schedule.js';

/** How long one instance holds an order it is looking at; longer than a status call can take. */
export const LEASE_MS = 30_000;
/** How often the background job looks for due orders: finer than the schedule's 3-second steps. */
export const RECONCILE_EVERY_MS = 2000;
const BATCH = 5;
const ROUNDS = 5;

/**
 * One pass of the reconciler (docs/decisions/0013-payment-state-machine.md): every order whose next look is due and that
 * no other instance holds is claimed with a lease, then a PENDING one is asked about (and moved,
 * or given its next look on PhonePe's schedule), and a COMPLETED one whose receipt has not gone
 * gets it. The times live in the database, so a restarted or another instance carries on where
 * this one was. Returns how many orders it looked at.
 */
export async function reconcileDue(ctx: PaymentContext, log: PaymentLog, now = new Date()): Promise<number> {
  let looked = 0;
  // A few at a time, each batch claimed just before it is worked on: a lease never runs out
  // while its order waits behind others for a slow gateway.
  for (let round = 0; round < ROUNDS; round++) {
    const orders = await claimDueOrders(ctx.db, now, LEASE_MS, BATCH);
    await Promise.all(orders.map((order) => lookAt(ctx, order, log, now)));
    looked += orders.length;
    if (orders.length < BATCH) break;
  }
  return looked;
}

async function lookAt(ctx: PaymentContext, order: PaymentOrderRow, log: PaymentLog, now: Date): Promise<void> {
  try {
    if (order.status === 'COMPLETED') {
      await sendReceipt(ctx, order.id, log, now);
      await releaseLease(ctx.db, order.id);
      return;
    }
    if (order.status !== 'PENDING') {
      await releaseLease(ctx.db, order.id);
      return;
    }
    const after = await refreshOrder(ctx, order, log, { now });
    if (after.status !== 'PENDING') return;
    const expiresAt = new Date(order.expires_at);
    // A UPI order has no gateway to ask: its only look is at the end of its window.
    const next =
      order.provider === 'upi' && now < expiresAt
        ? expiresAt
        : nextLookAt({ createdAt: new Date(order.created_at), expiresAt }, now);
    await scheduleNextLook(ctx.db, order.id, next);
  } catch (err) {
    log.error({ err, orderId: order.order_id }, 'reconciling a payment failed; it is tried again when its lease ends');
  }
}

export type Reconciler = BackgroundJob;

/** Runs reconcileDue every RECONCILE_EVERY_MS in the background (unref'd, so it never keeps the process alive). */
export function startReconciler(ctx: PaymentContext, log: PaymentLog, everyMs = RECONCILE_EVERY_MS): Reconciler {
  return startBackgroundJob(
    () => reconcileDue(ctx, log),
    everyMs,
    (err) => log.error({ err }, 'the payment reconciler could not look for due orders'),
  );
}
