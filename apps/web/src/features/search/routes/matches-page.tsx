import { ActingBanner } from '../../../components/acting-banner';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { LIMITS, PLANNED_ROUTES, SITE, type WidenSuggestion } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { MatchCard } from '../../../components/match-card';
import type { CardLayout } from '../../../components/profile-card';
import { PurchasePrompt } from '../../../components/purchase-prompt';
import { TodaysMatches } from '../../../components/todays-matches';
import { WhatToAddNext } from '../../../components/what-to-add-next';
import { WidenedNote, WidenOffer } from '../../../components/widen-offer';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useSendInterest } from '../../../lib/api/sent-interests';
import { usePageInRange } from '../../../lib/hooks/use-page-in-range';
import { useI18n } from '../../../lib/i18n';
import {
  matchesOptionsFromParams,
  matchesOptionsToParams,
  withWidening,
  type MatchesOptions,
} from '../../../lib/search/matches-options';
import { useMatches } from '../api/matches';
import { ChartsAgreeSwitches } from '../components/charts-agree-switches';
import { CompatibleStarsSwitch } from '../components/compatible-stars-switch';
import { LayoutToggle } from '../components/layout-toggle';
import { searchFailureMessage, useFailureToast } from '../hooks/use-failure-toast';

/** A member without a saved gender has no matches yet: the server says so (400), in words. */
const matchesFailure = (err: unknown) => (err instanceof ApiError && err.status === 400 ? null : searchFailureMessage(err));

/**
 * Matches (/matches): the profiles the member's partner preferences select, ten to a page, best match first.
 * Members without a plan see blurred pictures, no profile links and 'Unlock chat'. Saving the
 * preferences invalidates these pages, so they are fresh the moment the member comes back.
 * "Only compatible stars", "charts agree" and widening change this search only, never the saved preferences;
 * they live in the address with the page. Today's matches come first, above the list.
 */
export default function MatchesPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const { user } = useMe();
  const hasStar = Boolean(user?.user_details?.star);
  // "Charts agree" needs the member's own birth time (docs/decisions/0079): an old link without one asks as if off.
  const hasBirthTime = Boolean(user?.birth_details?.time);
  const fromAddress = matchesOptionsFromParams(params);
  const page = fromAddress.page;
  const options: MatchesOptions = hasBirthTime
    ? fromAddress.options
    : { ...fromAddress.options, chartsAgree: false, chartsFirst: false };
  const paying = user?.premium_user === 1;
  const [layout, setLayout] = useState<CardLayout>('grid');
  const interests = useSendInterest();

  const query = useMatches(page, options);
  useFailureToast(query.error, query.errorUpdatedAt, matchesFailure);
  const answer = query.data;
  const pages = answer ? Math.ceil(answer.total / LIMITS.cardsPerPage) : 0;
  usePageInRange(page, pages, !query.isPlaceholderData, (last) =>
    setParams(matchesOptionsToParams(options, last), { replace: true }),
  );
  const goTo = (next: number) => {
    setParams(matchesOptionsToParams(options, next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const searchWith = (next: MatchesOptions) => setParams(matchesOptionsToParams(next, 1));
  const widen = (suggestion: WidenSuggestion) => searchWith(withWidening(options, suggestion));

  return (
    <>
      <ActingBanner />
      <div className="container-page py-8 sm:py-12">
        <PageMeta title={t('search.matchesMetaTitle', { brand: SITE.name })} description={t('search.matchesMetaDescription')} />
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="section-title">{t('search.matchesHeading')}</h1>
            {answer && <p className="mt-2 text-ink-soft">{t.plural('search.matchesCount', answer.total)}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={PLANNED_ROUTES.partnerPreferences} className="btn-outline">
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {t('search.editPreferences')}
            </Link>
            <LayoutToggle layout={layout} onChange={setLayout} />
          </div>
        </header>
        <div className="mb-8">
          <TodaysMatches />
        </div>
        <WhatToAddNext className="mb-8" />

        <section aria-label={t('search.matchesList')} aria-busy={query.isFetching} className="space-y-4">
          {user && (
            <CompatibleStarsSwitch
              checked={options.compatible}
              hasStar={hasStar}
              busy={query.isFetching && query.isPlaceholderData}
              onChange={(compatible) => searchWith({ ...options, compatible })}
            />
          )}
          {user && (
            <ChartsAgreeSwitches
              only={options.chartsAgree === true}
              first={options.chartsFirst === true}
              hasBirthTime={hasBirthTime}
              busy={query.isFetching && query.isPlaceholderData}
              onChange={({ only, first }) => searchWith({ ...options, chartsAgree: only, chartsFirst: first })}
            />
          )}
          <WidenedNote fields={options.widen} onReset={() => searchWith({ ...options, widen: [] })} />
          {!paying && answer && answer.total > 0 && <PurchasePrompt message={t('search.matchesBlurred')} />}
          {query.isError && !answer ? (
            <MatchesFailure error={query.error} />
          ) : !answer ? (
            <p role="status" className="p-6 text-center text-ink-soft">
              {t('search.searching')}
            </p>
          ) : answer.data.length === 0 ? (
            answer.widen ? (
              <WidenOffer
                widen={answer.widen}
                intro={t('search.widenIntro')}
                tail={t(answer.widen.also?.length ? 'search.widenSeveral' : 'search.widenOne')}
                busy={query.isFetching}
                onWiden={widen}
              />
            ) : (
              <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">{t('search.matchesEmpty')}</p>
            )
          ) : (
            <ul className={layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4' : 'space-y-4'}>
              {answer.data.map((card) => (
                <li key={card.user_id}>
                  <MatchCard card={card} layout={layout} paying={paying} interests={interests} />
                </li>
              ))}
            </ul>
          )}
          {answer && answer.total > 0 && <Pager page={page} pages={pages} onPage={goTo} busy={query.isFetching} />}
        </section>
      </div>
    </>
  );
}

function MatchesFailure({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (error instanceof ApiError && error.status === 400) {
    return (
      <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">
        {failureMessage(error, 'profile.genderFirst')}{' '}
        <Link to={PLANNED_ROUTES.editUserProfile} className="font-semibold text-maroon-700 hover:underline">
          {t('search.editMyProfile')}
        </Link>
      </p>
    );
  }
  return <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">{t('search.tryAgain')}</p>;
}
