import { planByPrice, type PaymentStatus, type Plan, type PlainKey, type Translator } from '@inai/shared';

interface PlanTexts {
  name: PlainKey;
  validity: PlainKey;
  /** The badge over the card ('40% Off'), where the catalogue has one. */
  discount?: PlainKey;
}

/** The catalogue's words for each plan (the English ones are the catalogue's own labels). */
const PLAN_TEXTS: Readonly<Record<Plan['id'], PlanTexts>> = {
  1: { name: 'plans.silver', validity: 'plans.oneMonth' },
  2: { name: 'plans.gold', validity: 'plans.sixMonths', discount: 'plans.off40' },
  3: { name: 'plans.platinum', validity: 'plans.twelveMonths', discount: 'plans.off50' },
};

export function planTexts(plan: Pick<Plan, 'id'>): PlanTexts {
  return PLAN_TEXTS[plan.id];
}

/**
 * A plan's name from its price (specification section 4: 149900 Silver, 499900 Gold, 999900
 * Platinum, anything else 'No Plan Selected').
 */
export function planNameByPrice(t: Translator, price: number | null | undefined): string {
  const plan = price === null || price === undefined ? undefined : planByPrice(price);
  return plan ? t(planTexts(plan).name) : t('plans.none');
}

/** The section 6 feature matrix as lines of a card: the text and whether the plan has it. */
export function planFeatures(t: Translator, plan: Plan): { text: string; included: boolean }[] {
  return [
    {
      text:
        plan.monthlyProfileViews === null
          ? t('plans.featureViewsUnlimited')
          : t('plans.featureViews', { count: plan.monthlyProfileViews }),
      included: true,
    },
    { text: t('plans.featureContact'), included: plan.contactDetails },
    { text: t('plans.featureInterest'), included: plan.sendInterest },
    { text: t('plans.featureBenefits'), included: plan.premiumBenefits },
    { text: t('plans.featureHoroscope'), included: plan.horoscopeView },
    { text: t('plans.featureSupport'), included: plan.prioritySupport },
    { text: t('plans.featureChat'), included: plan.chat },
  ];
}

/** An order's status as the screens print it. */
export const STATUS_TEXT: Readonly<Record<PaymentStatus, PlainKey>> = {
  PENDING: 'paymentStatus.PENDING',
  COMPLETED: 'paymentStatus.COMPLETED',
  FAILED: 'paymentStatus.FAILED',
  EXPIRED: 'paymentStatus.EXPIRED',
};
