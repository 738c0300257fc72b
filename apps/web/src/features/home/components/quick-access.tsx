import { Link } from 'react-router';
import type { SVGProps } from 'react';
import { ChevronRight, Crown, HeartHandshake, Search, UserPlus, type LucideIcon } from 'lucide-react';
import { ROUTES, type PlainKey } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

interface Card {
  to: string;
  title: PlainKey;
  description: PlainKey;
  icon: LucideIcon | typeof StarIcon | typeof ChartIcon;
}

/**
 * A star (natchathiram) drawn inline in lucide's stroke style: the home page is in the first
 * bundle, whose JavaScript budget has no room for another icon module.
 */
function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
    </svg>
  );
}

/** A South Indian chart's square of boxes, drawn inline for the same reason as the star. */
function ChartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="3" y="3" width="18" height="18" rx="1" />
      <path d="M3 7.5h18M3 16.5h18M7.5 3v18M16.5 3v18" />
    </svg>
  );
}

export const QUICK_ACCESS_CARDS: readonly Card[] = [
  { to: ROUTES.allProfiles, title: 'home.browseProfiles', description: 'home.browseProfilesText', icon: Search },
  { to: ROUTES.matches, title: 'home.matches', description: 'home.matchesText', icon: HeartHandshake },
  { to: ROUTES.pricing, title: 'home.premiumPlans', description: 'home.premiumPlansText', icon: Crown },
  { to: ROUTES.register, title: 'home.joinNow', description: 'home.joinNowText', icon: UserPlus },
  { to: ROUTES.porutham, title: 'home.porutham', description: 'home.poruthamText', icon: StarIcon },
  { to: ROUTES.jathagam, title: 'home.jathagam', description: 'home.jathagamText', icon: ChartIcon },
];

/** Quick Access (Our Services): six cards rising in turn, 0.1 s apart, when scrolled into view. */
/**
 * Each card rises 0.1 s after the one before (specification: 0.1 s times the card's index). As
 * classes, not style attributes: the page is rendered ahead, and the strict CSP refuses styles
 * written into HTML. No script: where the browser can, each rises as it is scrolled into view
 * (`rise-in-view`), in turn as they come; elsewhere they rise in turn as the page opens.
 */
const RISE_DELAYS = [
  '[animation-delay:0s]',
  '[animation-delay:0.1s]',
  '[animation-delay:0.2s]',
  '[animation-delay:0.3s]',
  '[animation-delay:0.4s]',
  '[animation-delay:0.5s]',
];

export function QuickAccess() {
  const { t } = useI18n();
  return (
    <section className="bg-cream py-16 below-the-fold" aria-labelledby="quick-access-title">
      <div className="container-page">
        <p className="section-eyebrow text-center">{t('home.quickAccess')}</p>
        <h2 id="quick-access-title" className="section-title mt-2 text-center">
          {t('home.ourServices')}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {QUICK_ACCESS_CARDS.map((card, index) => (
            <li
              key={card.title}
              data-testid="quick-access-card"
              className={`group flex flex-col rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg animate-rise rise-in-view ${RISE_DELAYS[index] ?? ''}`}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-maroon-50 text-maroon-700 group-hover:bg-maroon-700 group-hover:text-white">
                <card.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-maroon-800">{t(card.title)}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-soft">{t(card.description)}</p>
              <Link
                to={card.to}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-maroon-700 hover:text-maroon-900"
                aria-label={t('home.viewMoreLabel', { title: t(card.title) })}
              >
                {t('home.viewMore')} <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
