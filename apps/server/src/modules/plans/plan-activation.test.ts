import { planById, planEnd, purchaseKind } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { activationFor } from './plan-activation.js';

const silver = planById(1)!;
const gold = planById(2)!;
const now = new Date('2026-11-22T10:00:00Z');
const running = (planId: number, expires: string) => ({ id: 7, plan_id: planId, expires_at: expires });

describe('what a confirmed payment activates', () => {
  it('a first plan starts now and runs its validity', () => {
    expect(activationFor(gold, { active: undefined, latestEnd: undefined }, now)).toEqual({
      kind: 'new',
      startsAt: now,
      expiresAt: planEnd(gold, now),
      extraDays: 0,
      supersedes: undefined,
    });
  });

  it('a higher plan replaces the running one now, with its unused value as extra days', () => {
    const active = running(1, '2026-12-07T10:00:00Z');
    const offer = purchaseKind({ plan_id: 1, expiry_date: active.expires_at }, gold, now);
    expect(offer.kind).toBe('upgrade');
    const extraDays = offer.kind === 'upgrade' ? offer.offer.extraDays : -1;
    expect(extraDays).toBeGreaterThan(0);
    expect(activationFor(gold, { active, latestEnd: new Date(active.expires_at) }, now)).toEqual({
      kind: 'upgrade',
      startsAt: now,
      expiresAt: planEnd(gold, now, extraDays),
      extraDays,
      supersedes: 7,
    });
  });

  it('the same or a lower plan (two orders raced) is not lost: it starts when the last plan ends', () => {
    const active = running(2, '2027-01-01T00:00:00Z');
    for (const plan of [gold, silver]) {
      const activation = activationFor(plan, { active, latestEnd: new Date('2027-02-01T00:00:00Z') }, now);
      expect(activation).toEqual({
        kind: 'stacked',
        startsAt: new Date('2027-02-01T00:00:00Z'),
        expiresAt: planEnd(plan, new Date('2027-02-01T00:00:00Z')),
        extraDays: 0,
        supersedes: undefined,
      });
    }
  });
});
