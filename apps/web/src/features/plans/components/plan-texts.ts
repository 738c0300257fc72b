import { INTL_TAGS, planByPrice, type Locale, type PaymentStatus, type Plan, type PlainKey, type Translator } from '@inai/shared';

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

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A moment with its time of day: the date as every screen prints it, then the time ('05 Mar 2026,
 * 4:05 pm'). Tamil takes the 24-hour clock, because the Tamil locale data writes 'AM'/'PM' in
 * Latin letters ('05 மார்., 2026, 16:05').
 */
export function dateTime(date: (value: string) => string, locale: Locale, value: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: locale === 'ta' ? 'h23' : 'h12',
    });
    timeFormats.set(locale, format);
  }
  return `${date(value)}, ${format.format(new Date(value))}`;
}
