import { useId } from 'react';
import { Check, X } from 'lucide-react';
import type { Plan } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { planFeatures, planTexts } from './plan-texts';

interface PlanCardProps {
  plan: Plan;
  /** The member's current plan is this one (by price, as the specification compares): 'Selected Plan'. */
  selectedUntil?: string;
  onGetStarted(plan: Plan): void;
}

/**
 * A plan card of the pricing screen: name, price in rupees, validity, Silver's struck-through
 * list price, the '40% Off' / '50% Off' badges, and the section 6 features, those the plan lacks
 * crossed out (and said so to screen readers). The member's own plan shows a disabled green
 * 'Selected Plan' with the reason under it; every other card 'Get Started'.
 */
export function PlanCard({ plan, selectedUntil, onGetStarted }: PlanCardProps) {
  const { t, rupees, date } = useI18n();
  const id = useId();
  const texts = planTexts(plan);
  const name = t(texts.name);
  const featured = plan.id === 2;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`relative flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm ${
        featured ? 'ring-2 ring-gold-400 lg:-translate-y-2 lg:shadow-lg' : 'ring-1 ring-maroon-100'
      }`}
      data-testid="plan-card"
    >
      {texts.discount && (
        <span className="absolute -top-3 right-5 rounded-full bg-marigold px-3 py-1 text-xs font-bold text-ink shadow">
          {t(texts.discount)}
        </span>
      )}
      <h2 id={`${id}-name`} className="text-2xl font-semibold text-maroon-800">
        {name}
      </h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-4xl font-bold text-ink">{rupees(plan.price)}</span>
        {plan.listPrice !== null && (
          <del className="text-lg text-ink-soft">
            <span className="sr-only">{t('pricing.listPrice', { price: rupees(plan.listPrice) })}</span>
            <span aria-hidden="true">{rupees(plan.listPrice)}</span>
          </del>
        )}
      </p>
      <p className="mt-1 text-sm font-medium text-ink-soft">{t(texts.validity)}</p>
      <ul className="mt-6 space-y-2 text-sm" aria-label={t('pricing.features', { plan: name })}>
        {planFeatures(t, plan).map((feature) => (
          <li
            key={feature.text}
            className={`flex items-start gap-2 ${feature.included ? 'text-ink' : 'text-ink-soft'}`}
            data-included={feature.included}
          >
            {feature.included ? (
              <Check className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-ink-soft/60" aria-hidden="true" />
            )}
            <span className="min-w-0">
              <span className="sr-only">{feature.included ? t('plans.included') : t('plans.notIncluded')}: </span>
              <span className={feature.included ? '' : 'line-through'}>{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        {selectedUntil ? (
          <>
            <button
              type="button"
              disabled
              className="btn w-full bg-leaf text-white disabled:cursor-default disabled:opacity-100"
              title={t('pricing.selectedReason', { date: date(selectedUntil) })}
              aria-describedby={`${id}-reason`}
            >
              <Check className="size-4" aria-hidden="true" />
              {t('pricing.selectedPlan')}
            </button>
            <p id={`${id}-reason`} className="mt-2 text-center text-xs text-leaf">
              {t('pricing.selectedReason', { date: date(selectedUntil) })}
            </p>
          </>
        ) : (
          <button type="button" className="btn-primary w-full" onClick={() => onGetStarted(plan)}>
            {t('pricing.getStarted')}
          </button>
        )}
      </div>
    </article>
  );
}
