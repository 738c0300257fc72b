import { Link } from 'react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { nextSteps } from '@inai/shared';
import { useMe } from '../lib/api/me';
import { useI18n } from '../lib/i18n';

/** How many missing things the card names at once: enough to act on, few enough to read. */
const SHOWN = 3;

/**
 * 'What to add next' on the member's pages: the three missing things that most raise their
 * chances, each linking to where it is added. Worked out from the member's own object, so it
 * follows every save; gone once nothing is missing.
 */
export function WhatToAddNext({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const { user } = useMe();
  if (!user) return null;
  const steps = nextSteps(user);
  if (steps.length === 0) return null;
  const rest = steps.length - SHOWN;
  return (
    <section
      aria-labelledby="what-to-add-next-title"
      className={`rounded-2xl bg-gold-100 p-5 ring-1 ring-gold-200 sm:p-6 ${className}`}
      data-testid="what-to-add-next"
    >
      <h2 id="what-to-add-next-title" className="flex items-center gap-2 text-lg font-semibold text-maroon-800">
        <Sparkles className="size-5 shrink-0" aria-hidden="true" />
        {t('nextSteps.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('nextSteps.intro')}</p>
      <ol className="mt-3 space-y-2">
        {steps.slice(0, SHOWN).map((step) => (
          <li key={step.key}>
            <Link
              to={step.href}
              className="group flex items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-maroon-100 hover:ring-maroon-300 focus-visible:outline-2 focus-visible:outline-maroon-700"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-maroon-800 underline-offset-2 group-hover:underline">
                  {t(`nextSteps.${step.key}`)}
                </span>
                <span className="block text-sm break-words text-ink-soft">{t(`nextSteps.${step.key}Why`)}</span>
              </span>
              <ArrowRight className="mt-1 size-4 shrink-0 text-maroon-700" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>
      {rest > 0 && <p className="mt-3 text-sm text-ink-soft">{t.plural('nextSteps.more', rest)}</p>}
    </section>
  );
}
