import { PAYMENT_STATUSES } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { canMove, decide, isFinal, type Observation } from './payment-state.js';

const now = new Date('2026-11-22T10:00:00Z');
const open = { status: 'PENDING' as const, amount: 149_900, expiresAt: new Date('2026-11-22T10:20:00Z') };
const paid = (amount: number, orderAmount: number | null = amount): Observation => ({
  state: 'COMPLETED',
  amount,
  orderAmount,
  paymentMode: 'UPI',
  transactionId: 'T1',
});
const pending: Observation = { state: 'PENDING', amount: null, paymentMode: null, transactionId: null };

describe('the payment state machine', () => {
  it('moves only forward: out of PENDING, into a final state, never out of one', () => {
    for (const from of PAYMENT_STATUSES)
      for (const to of PAYMENT_STATUSES)
        expect(canMove(from, to), `${from} → ${to}`).toBe(from === 'PENDING' && to !== 'PENDING');
    expect(PAYMENT_STATUSES.filter(isFinal)).toEqual(['COMPLETED', 'FAILED', 'EXPIRED']);
  });

  it('completes on a success for exactly the order amount', () => {
    expect(decide(open, paid(149_900), now)).toEqual({ to: 'COMPLETED', amount: 149_900 });
  });

  it('fails and flags a success for any other amount, more or less, or a gateway order of another amount', () => {
    for (const observation of [paid(100), paid(149_901), paid(149_900, 100)]) {
      expect(decide(open, observation, now)).toEqual({
        to: 'FAILED',
        failureCode: 'amount_mismatch',
        mismatch: { receivedAmount: observation.amount },
      });
    }
  });

  it("fails on the gateway's failure, keeping its error code", () => {
    expect(decide(open, { ...pending, state: 'FAILED', errorCode: 'PAYMENT_DECLINED' }, now)).toEqual({
      to: 'FAILED',
      failureCode: 'PAYMENT_DECLINED',
    });
  });

  it('waits while pending, and expires a pending, unknown or unasked order only once its window has passed', () => {
    expect(decide(open, pending, now)).toEqual({ to: 'none' });
    expect(decide(open, undefined, now)).toEqual({ to: 'none' });
    const later = new Date('2026-11-22T10:20:00Z');
    expect(decide(open, pending, later)).toEqual({ to: 'EXPIRED' });
    expect(decide(open, { ...pending, state: 'UNKNOWN_ORDER' }, later)).toEqual({ to: 'EXPIRED' });
    expect(decide(open, undefined, later)).toEqual({ to: 'EXPIRED' });
  });

  it('still completes a success that arrives after the window, while the order is pending', () => {
    expect(decide(open, paid(149_900), new Date('2026-11-22T11:00:00Z'))).toEqual({ to: 'COMPLETED', amount: 149_900 });
  });

  it('changes nothing about a final order, whatever arrives', () => {
    for (const status of ['COMPLETED', 'FAILED', 'EXPIRED'] as const) {
      for (const observation of [paid(149_900), pending, undefined]) {
        expect(decide({ ...open, status }, observation, now)).toEqual({ to: 'none' });
      }
    }
  });
});
