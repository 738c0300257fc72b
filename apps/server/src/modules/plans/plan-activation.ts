import { planEnd, purchaseKind, type Plan } from '@inai/shared';

/** The member's plans as an activation sees them, read inside its transaction. */
export interface PlansNow {
  /** The running plan, if any. */
  active: { id: number; plan_id: number; expires_at: string } | undefined;
  /** When the last approved plan ends (a stacked one may end after the running one). */
  latestEnd: Date | undefined;
}

/** What a confirmed payment turns into. */
export interface Activation {
  kind: 'new' | 'upgrade' | 'stacked';
  startsAt: Date;
  expiresAt: Date;
  /** An upgrade's extra days, for the unused part of the plan it replaces. */
  extraDays: number;
  /** The plan record an upgrade replaces (it stops counting). */
  supersedes: number | undefined;
}

/**
 * The plan a confirmed payment gives, decided against the member's plans at activation time
 * (not at initiate: another order may have completed since). A first plan starts now; a higher
 * plan is an upgrade that starts now with the unused value of the running plan as extra days;
 * the same or a lower plan (two orders raced, both paid) is never lost: it starts when the
 * member's last plan ends.
 */
export function activationFor(plan: Plan, current: PlansNow, now: Date): Activation {
  const { active } = current;
  const kind = purchaseKind(active ? { plan_id: active.plan_id, expiry_date: active.expires_at } : null, plan, now);
  if (kind.kind === 'new') {
    return { kind: 'new', startsAt: now, expiresAt: planEnd(plan, now), extraDays: 0, supersedes: undefined };
  }
  if (kind.kind === 'upgrade') {
    const { extraDays } = kind.offer;
    return { kind: 'upgrade', startsAt: now, expiresAt: planEnd(plan, now, extraDays), extraDays, supersedes: active!.id };
  }
  // After the last plan, not just the running one: a third raced order queues behind the second.
  const start = current.latestEnd ?? new Date(active!.expires_at);
  return { kind: 'stacked', startsAt: start, expiresAt: planEnd(plan, start), extraDays: 0, supersedes: undefined };
}
