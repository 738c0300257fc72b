import type { PaymentStatus } from '@inai/shared';

/**
 * The payment state machine (docs/decisions/0013-payment-state-machine.md): forward only,
 * PENDING → COMPLETED | FAILED | EXPIRED, and a final state never changes again. Pure: the
 * repository makes each move a conditional update on `status = 'PENDING'`, so the first of
 * several concurrent movers wins and the others change nothing.
 */

export type FinalStatus = Exclude<PaymentStatus, 'PENDING'>;

export function isFinal(status: PaymentStatus): status is FinalStatus {
  return status !== 'PENDING';
}

/** Whether an order may move from `from` to `to`: only out of PENDING, only into a final state. */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === 'PENDING' && to !== 'PENDING';
}

/** What the one who confirms the money (a gateway's status call, or an operator for UPI) says about an order. */
export interface Observation {
  state: 'PENDING' | 'COMPLETED' | 'FAILED' | 'UNKNOWN_ORDER';
  /** Paise actually paid (the successful attempt's amount), when known. */
  amount: number | null;
  /** Paise of the order as the gateway holds it, when it says. */
  orderAmount?: number | null;
  paymentMode: string | null;
  transactionId: string | null;
  errorCode?: string | null;
}

export type Decision =
  /** Nothing to do yet (or any more). */
  | { to: 'none' }
  | { to: 'COMPLETED'; amount: number }
  | { to: 'FAILED'; failureCode: string | null; mismatch?: { receivedAmount: number | null } }
  | { to: 'EXPIRED' };

interface OrderFacts {
  status: PaymentStatus;
  /** Paise. */
  amount: number;
  expiresAt: Date;
}

/**
 * The move an observation calls for. Only a success for exactly the order's amount completes
 * it; a success for any other amount fails it and flags it for an operator (never activated).
 * An order the gateway still calls pending, or does not know, expires only once its window
 * has passed. `observation` is undefined when there is nobody to ask (a UPI order); a gateway
 * that could not be reached is no observation at all, and callers do not decide on it.
 */
export function decide(order: OrderFacts, observation: Observation | undefined, now: Date): Decision {
  if (isFinal(order.status)) return { to: 'none' };
  if (observation?.state === 'COMPLETED') {
    const paid = observation.amount ?? observation.orderAmount ?? null;
    const orderAmount = observation.orderAmount ?? paid;
    if (paid === order.amount && orderAmount === order.amount) return { to: 'COMPLETED', amount: paid };
    return { to: 'FAILED', failureCode: 'amount_mismatch', mismatch: { receivedAmount: paid } };
  }
  if (observation?.state === 'FAILED') return { to: 'FAILED', failureCode: observation.errorCode ?? null };
  // Still pending, unknown to the gateway, or nobody to ask (UPI until an operator confirms).
  return now >= order.expiresAt ? { to: 'EXPIRED' } : { to: 'none' };
}
