import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { LIMITS, oppositeGender, ROUTES, SITE, type SearchPage } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { ProfileCard, type CardLayout } from '../../../components/profile-card';
import { PurchasePrompt } from '../../../components/purchase-prompt';
import { useMe } from '../../../lib/api/me';
import { usePageInRange } from '../../../lib/hooks/use-page-in-range';
import { useI18n } from '../../../lib/i18n';
import { isComplete } from '../../../lib/search/criteria';
import { useAllProfiles } from '../api/all-profiles';
import { FilterPanel } from '../components/filter-panel';
import { LayoutToggle } from '../components/layout-toggle';
import { SavedSearchesBox } from '../components/saved-searches-box';
import { useFailureToast } from '../hooks/use-failure-toast';
import { filtersFromParams, filtersToParams, toFiltersInput, type Filters } from '../utils/filters';

/** What the home form hands over with the navigation (specification: searchResults). */
interface ArrivalState {
  searchResults?: SearchPage['data'];
  searchAnswer?: SearchPage;
}

/**
 * All profiles (/allprofiles): the filter panel and one page of results. The criteria and page
 * live in the address; the home form's answer is shown at once without asking again.
 */
export default function AllProfilesPage() {
  const [params, setParams] = useSearchParams();
  const { filters: criteria, page } = filtersFromParams(params);
  const arrival = useLocation().state as ArrivalState | null;
  const { t } = useI18n();
  const { user, status } = useMe();
  const [layout, setLayout] = useState<CardLayout>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const complete = isComplete(criteria);
  // A member arriving without a search starts with the other gender chosen, as their matches do.
  const partnerGender = oppositeGender(user?.user_details?.gender);
  const startingCriteria = !criteria.gender && partnerGender ? { ...criteria, gender: partnerGender } : criteria;
  const paying = user?.premium_user === 1;

  // Only compatible stars compares with a member's own star: a visitor's address that asks for it searches without.
  const sent = user ? criteria : { ...criteria, compatible: false };
  const query = useAllProfiles(filtersToParams(sent, 1).toString(), toFiltersInput(sent), page, {
    enabled: complete && status !== 'checking',
    initialData: arrival?.searchAnswer?.page === page ? arrival.searchAnswer : undefined,
  });
  useFailureToast(query.error, query.errorUpdatedAt);

  const search = (next: Filters) => {
    setParams(filtersToParams(next, 1));
    setFiltersOpen(false);
  };
  const goTo = (next: number) => {
    setParams(filtersToParams(criteria, next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const answer = complete ? query.data : undefined;
  const pages = answer ? Math.ceil(answer.total / LIMITS.cardsPerPage) : 0;
  usePageInRange(page, pages, !query.isPlaceholderData, (last) => setParams(filtersToParams(criteria, last), { replace: true }));

  return (
    <div className="container-page py-8 sm:py-12">
      <PageMeta
        title={`${t('search.heading')} | ${SITE.name}`}
        description={t('search.metaDescription')}
        canonicalPath={ROUTES.allProfiles}
      />
      <header className="mb-6">
        <h1 className="section-title">{t('search.heading')}</h1>
        {user ? (
          <p className="mt-2 text-ink-soft">{t('search.greeting', { name: user.name })}</p>
        ) : (
          <Link to={ROUTES.register} className="mt-2 inline-block font-semibold text-maroon-700 hover:underline">
            {t('search.joinFree')}
          </Link>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside>
          <button
            type="button"
            className="btn-outline mb-4 w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="profile-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('search.profileFilters')}
          </button>
          <div
            id="profile-filters"
            className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100 lg:block ${filtersOpen ? 'block' : 'hidden'}`}
          >
            {/* A new address (Back, a new search) starts the panel from the address again. */}
            <FilterPanel key={filtersToParams(criteria, 1).toString()} initial={startingCriteria} onSearch={search} />
          </div>
          <SavedSearchesBox filters={criteria} complete={complete} />
        </aside>

        <section aria-label={t('search.results')} aria-busy={query.isFetching} className="space-y-4">
          <div className="flex items-center justify-between gap-4">
            <h2 className="min-w-0 text-lg font-semibold text-ink">{t('search.showing', { count: answer?.total ?? 0 })}</h2>
            <LayoutToggle layout={layout} onChange={setLayout} />
          </div>
          {!paying && answer && answer.total > 0 && <PurchasePrompt message={t('search.purchasePrompt')} />}
          <Results
            complete={complete}
            answer={answer}
            failed={query.isError}
            loading={query.isPending}
            layout={layout}
            paying={paying}
          />
          {answer && answer.total > 0 && <Pager page={page} pages={pages} onPage={goTo} busy={query.isFetching} />}
        </section>
      </div>
    </div>
  );
}

function Results({
  complete,
  answer,
  failed,
  loading,
  layout,
  paying,
}: {
  complete: boolean;
  answer: SearchPage | undefined;
  failed: boolean;
  loading: boolean;
  layout: CardLayout;
  paying: boolean;
}) {
  const { t } = useI18n();
  if (!complete) return <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">{t('search.choose')}</p>;
  if (failed && !answer) return <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">{t('search.tryAgain')}</p>;
  if (loading || !answer) {
    return (
      <p role="status" className="p-6 text-center text-ink-soft">
        {t('search.searching')}
      </p>
    );
  }
  if (answer.data.length === 0) {
    return <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">{t('search.empty')}</p>;
  }
  return (
    <ul className={layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4' : 'space-y-4'}>
      {answer.data.map((card) => (
        <li key={card.user_id}>
          <ProfileCard card={card} layout={layout} linked={paying} />
        </li>
      ))}
    </ul>
  );
}
