import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { useI18n } from '../../../lib/i18n';
import { timeRemaining, twoDigits } from '../countdown';

const UNITS = [
  ['days', 'comingSoon.days'],
  ['hours', 'comingSoon.hours'],
  ['minutes', 'comingSoon.minutes'],
  ['seconds', 'comingSoon.seconds'],
] as const;

/** The days, hours, minutes and seconds to the launch, counted every second. */
export function CountdownBoard() {
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
    <ul className="mt-10 grid grid-cols-4 gap-2 sm:gap-4" aria-label={t('comingSoon.remaining')} data-testid="countdown">
      {UNITS.map(([key, label]) => (
        <li key={key} className="w-18 rounded-2xl bg-white/10 px-2 py-4 ring-1 ring-white/20 sm:w-28 sm:py-6">
          <span className="block font-display text-3xl font-bold tabular-nums sm:text-5xl" data-unit={key}>
            {counting ? twoDigits(remaining[key]) : '--'}
          </span>
          <span className="mt-1 block text-xs tracking-wide text-gold-200 uppercase sm:text-sm">{t(label)}</span>
        </li>
      ))}
    </ul>
  );
}
