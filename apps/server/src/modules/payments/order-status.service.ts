import { planById } from '@inai/shared';
import { SUPPLIER_STATE_CODE } from '../../config.js';
import { GatewayUnavailable, type GatewayStatus } from '../../lib/payments/payment-provider.js';
import { activationFor } from '../plans/plan-activation.js';
import type { PaymentContext, PaymentLog } from './payment-context.js';
import { decide, isFinal, type Observation } from './payment-state.js';
import {
  completeAndActivate,
  findOrder,
  finishOrder,
  flagForReview,
  type GatewayDetails,
  type PaymentOrderRow,
} from './payments.repository.js';
import { sendReceipt } from './receipts.service.js';

/** The status call made while a person waits (payment-status, decryptResponse, a webhook's answer). */
export const INTERACTIVE_STATUS_TIMEOUT_MS = 4000;

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
 * Moves an order as the party who confirms its money says (docs/decisions/0013-payment-state-machine.md): the one state
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
