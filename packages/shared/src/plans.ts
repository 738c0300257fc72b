import type { Plan } from './schemas/payments.js';

/**
 * The plan catalogue (specification sections 3, 6 and 9). Prices are in paise; the screens divide
 * by 100. Features follow the plan feature matrix of section 6; a plan's fields are described in
 * schemas/payments.ts, which GET /api/plans answers with.
 */
export const PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Silver',
    price: 149_900,
    listPrice: 200_000,
    discountLabel: null,
    validityMonths: 1,
    validityLabel: '1 Month',
    monthlyProfileViews: 15,
    contactDetails: true,
    sendInterest: true,
    premiumBenefits: false,
    horoscopeView: false,
    prioritySupport: false,
    chat: false,
  },
  {
    id: 2,
    name: 'Gold',
    price: 499_900,
    listPrice: null,
    discountLabel: '40% Off',
    validityMonths: 6,
    validityLabel: '6 Months',
    monthlyProfileViews: 100,
    contactDetails: true,
    sendInterest: true,
    premiumBenefits: true,
    horoscopeView: true,
    prioritySupport: true,
    chat: false,
  },
  {
    id: 3,
    name: 'Platinum',
    price: 999_900,
    listPrice: null,
    discountLabel: '50% Off',
    validityMonths: 12,
    validityLabel: '12 Months',
    monthlyProfileViews: null,
    contactDetails: true,
    sendInterest: true,
    premiumBenefits: true,
    horoscopeView: true,
    prioritySupport: true,
    chat: true,
  },
];

export function planById(id: number): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The plan whose price (paise) this is; the specification names plans by price. */
export function planByPrice(price: number): Plan | undefined {
  return PLANS.find((p) => p.price === price);
}

/** Statuses of a plan record that count as active (specification section 3). */
export const ACTIVE_PLAN_STATUSES = ['Approved', 'COMPLETED'] as const;

const DAY_MS = 86_400_000;

/**
 * When a plan bought at `start` ends: the same day of the month `validityMonths` later (31 March
 * plus one month is 30 April, not 1 May), at the same time of day.
 */
export function planExpiry(plan: Pick<Plan, 'validityMonths'>, start: Date): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + plan.validityMonths);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * A plan's price per day, for the upgrade credit. The period is its months at the average month
 * (365 / 12 days), so a plan's value per day does not depend on which months it happens to span.
 */
function pricePerDay(plan: Pick<Plan, 'price' | 'validityMonths'>): number {
  return plan.price / ((plan.validityMonths * 365) / 12);
}

/** What an upgrade gives: the unused value of the current plan, turned into days of the new one. */
export interface UpgradeOffer {
  fromPlanId: Plan['id'];
  toPlanId: Plan['id'];
  /** Paise: what is left of the current plan, at its price per day. */
  creditPaise: number;
  /** Whole days added to the new plan's validity (the credit at the new plan's price per day, rounded down). */
  extraDays: number;
}

/** The member's current plan as the user object carries it (`active_plan`). */
export interface CurrentPlan {
  plan_id: number;
  expiry_date: string;
}

/**
 * How buying `target` relates to the member's current plan: a first purchase, an upgrade (a
 * higher price: the new plan starts now and the unused value becomes extra days), or refused (the
 * same or a lower plan while one is active). The server decides with this at payment time; the
 * screen shows the same numbers before it.
 */
export function purchaseKind(
  current: CurrentPlan | null | undefined,
  target: Plan,
  now: Date,
): { kind: 'new' } | { kind: 'upgrade'; offer: UpgradeOffer } | { kind: 'refused' } {
  const currentPlan = current ? planById(current.plan_id) : undefined;
  const remainingMs = current ? Date.parse(current.expiry_date) - now.getTime() : 0;
  if (!currentPlan || !(remainingMs > 0)) return { kind: 'new' };
  if (target.price <= currentPlan.price) return { kind: 'refused' };
  const creditPaise = Math.floor((remainingMs / DAY_MS) * pricePerDay(currentPlan));
  return {
    kind: 'upgrade',
    offer: {
      fromPlanId: currentPlan.id,
      toPlanId: target.id,
      creditPaise,
      extraDays: Math.floor(creditPaise / pricePerDay(target)),
    },
  };
}

/** The end of a plan bought now, with an upgrade's extra days. */
export function planEnd(plan: Plan, start: Date, extraDays = 0): Date {
  return new Date(planExpiry(plan, start).getTime() + extraDays * DAY_MS);
}

/** Each plan's name in the text catalogue (the Tamil names follow the glossary). */
export const PLAN_NAME_KEYS = {
  1: 'plans.silver',
  2: 'plans.gold',
  3: 'plans.platinum',
} as const satisfies Record<Plan['id'], string>;
