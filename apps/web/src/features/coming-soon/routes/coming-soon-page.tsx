import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { useI18n } from '../../../lib/i18n';
import { timeRemaining } from '../countdown';

const UNITS = [
  ['days', 'comingSoon.days'],
  ['hours', 'comingSoon.hours'],
  ['minutes', 'comingSoon.minutes'],
  ['seconds', 'comingSoon.seconds'],
] as const;

/** Coming soon: a countdown updated every second, and a way home. */
export default function ComingSoonPage() {
  const { t } = useI18n();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const remaining = timeRemaining(now);
  // The page is rendered ahead at build time: the numbers of that moment would be wrong, so the
  // HTML (and the render that hydrates it) shows dashes until the browser counts.
  const counting = useHydrated();

  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-maroon-600 text-white">
      <PageMeta
        title={t('comingSoon.metaTitle', { brand: SITE.name })}
        description={t('comingSoon.metaDescription')}
        canonicalPath={ROUTES.comingSoon}
      />
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-16 text-center">
        <Sparkles className="size-10 text-gold-400" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-bold sm:text-5xl">{t('comingSoon.title')}</h1>
        <p className="mt-3 max-w-xl text-gold-100">{t('comingSoon.underConstruction')}</p>
        <ul className="mt-10 grid grid-cols-4 gap-2 sm:gap-4" aria-label={t('comingSoon.remaining')} data-testid="countdown">
          {UNITS.map(([key, label]) => (
            <li key={key} className="w-18 rounded-2xl bg-white/10 px-2 py-4 ring-1 ring-white/20 sm:w-28 sm:py-6">
              <span className="block font-display text-3xl font-bold tabular-nums sm:text-5xl" data-unit={key}>
                {counting ? String(remaining[key]).padStart(2, '0') : '--'}
              </span>
              <span className="mt-1 block text-xs tracking-wide text-gold-200 uppercase sm:text-sm">{t(label)}</span>
            </li>
          ))}
        </ul>
        <Link to={ROUTES.home} className="btn-gold mt-10">
          {t('notFoundPage.goHome')}
        </Link>
      </div>
    </section>
  );
}
