import { describe, expect, it } from 'vitest';
import { planById, planEnd, planExpiry, purchaseKind } from './plans.js';

const silver = planById(1)!;
const gold = planById(2)!;
const platinum = planById(3)!;
const at = (iso: string) => new Date(iso);

describe('plan validity', () => {
  it('ends the same day of the month, validityMonths later', () => {
    expect(planExpiry(silver, at('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(planExpiry(gold, at('2026-11-22T10:00:00Z')).toISOString()).toBe('2027-05-22T10:00:00.000Z');
    expect(planExpiry(platinum, at('2026-11-22T10:00:00Z')).toISOString()).toBe('2027-11-22T10:00:00.000Z');
  });

  it('keeps to the last day of a shorter month instead of spilling into the next', () => {
    expect(planExpiry(silver, at('2027-01-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(planExpiry(silver, at('2028-01-31T08:00:00Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(planExpiry(gold, at('2026-08-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
  });

  it('adds an upgrade’s extra days after the plan’s own validity', () => {
    expect(planEnd(gold, at('2026-11-22T10:00:00Z'), 9).toISOString()).toBe('2027-05-31T10:00:00.000Z');
  });
});

describe('purchaseKind', () => {
  const now = at('2026-11-22T00:00:00Z');

  it('is a first purchase without a plan, or when the plan has ended', () => {
    expect(purchaseKind(null, gold, now)).toEqual({ kind: 'new' });
    expect(purchaseKind({ plan_id: 3, expiry_date: '2026-11-21T23:59:59Z' }, silver, now)).toEqual({ kind: 'new' });
  });

  it('refuses the same or a lower plan while one is active', () => {
    const active = { plan_id: 2, expiry_date: '2027-01-01T00:00:00Z' };
    expect(purchaseKind(active, gold, now)).toEqual({ kind: 'refused' });
    expect(purchaseKind(active, silver, now)).toEqual({ kind: 'refused' });
  });

  it('turns the unused value of the current plan into whole days of the higher one', () => {
    // Silver: ₹1499 over 365/12 days = 4928.22 paise a day. 15 days left = 73 923 paise of credit.
    // Gold: ₹4999 over 6 × 365/12 days = 2739.18 paise a day, so the credit buys 26.99 days: 26.
    const active = { plan_id: 1, expiry_date: '2026-12-07T00:00:00Z' };
    const result = purchaseKind(active, gold, now);
    expect(result).toEqual({
      kind: 'upgrade',
      offer: { fromPlanId: 1, toPlanId: 2, creditPaise: 73_923, extraDays: 26 },
    });
  });

  it('gives a full plan’s credit back in days at the new price per day', () => {
    // A whole Gold period (182.5 days) is worth ₹4999: at Platinum's 2739.45 paise a day, 182 days.
    const active = { plan_id: 2, expiry_date: new Date(now.getTime() + 182.5 * 86_400_000).toISOString() };
    const result = purchaseKind(active, platinum, now);
    expect(result.kind).toBe('upgrade');
    if (result.kind === 'upgrade') {
      expect(result.offer.creditPaise).toBe(499_900);
      expect(result.offer.extraDays).toBe(182);
    }
  });

  it('ignores a plan id the catalogue does not know', () => {
    expect(purchaseKind({ plan_id: 9, expiry_date: '2027-01-01T00:00:00Z' }, silver, now)).toEqual({ kind: 'new' });
  });
});
