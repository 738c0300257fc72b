import { Link } from 'react-router';
import { ChevronRight, Crown, HeartHandshake, Search, UserPlus, type LucideIcon } from 'lucide-react';
import { PLANNED_ROUTES, ROUTES } from '@inai/shared';
import { useInView } from '../../../lib/hooks/use-in-view';

interface Card {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const QUICK_ACCESS_CARDS: readonly Card[] = [
  { to: ROUTES.allProfiles, title: 'Browse Profiles', description: 'Find Your Match', icon: Search },
  { to: ROUTES.matches, title: 'Matches', description: 'Find Your Wedding Partners', icon: HeartHandshake },
  { to: PLANNED_ROUTES.pricing, title: 'Premium Plans', description: 'Unlock Exclusive Features', icon: Crown },
  { to: ROUTES.register, title: 'Join Now', description: 'Start for free', icon: UserPlus },
];

/** Quick Access (Our Services): four cards rising in turn, 0.1 s apart, when scrolled into view. */
export function QuickAccess() {
  const { ref, inView } = useInView<HTMLUListElement>();
  return (
    <section className="bg-cream py-16" aria-labelledby="quick-access-title">
      <div className="container-page">
        <p className="section-eyebrow text-center">Quick Access</p>
        <h2 id="quick-access-title" className="section-title mt-2 text-center">
          Our Services
        </h2>
        <ul ref={ref} className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACCESS_CARDS.map((card, index) => (
            <li
              key={card.title}
              data-testid="quick-access-card"
              className={`group flex flex-col rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg ${inView ? 'animate-rise' : 'opacity-0'}`}
              style={{ animationDelay: `${index / 10}s` }}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-maroon-50 text-maroon-700 group-hover:bg-maroon-700 group-hover:text-white">
                <card.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-maroon-800">{card.title}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-soft">{card.description}</p>
              <Link
                to={card.to}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-maroon-700 hover:text-maroon-900"
                aria-label={`View more: ${card.title}`}
              >
                View more <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
