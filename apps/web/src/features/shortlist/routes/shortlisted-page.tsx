import { Link } from 'react-router';
import { HeartOff, Search, Sparkles } from 'lucide-react';
import { ROUTES, SHORTLIST_LIMITS } from '@inai/shared';
import { InterestButton } from '../../../components/interest-button';
import { MemberPage } from '../../../components/member-page';
import { MoreDetailsAction } from '../../../components/more-details-action';
import { Pager } from '../../../components/pager';
import { ProfileCard } from '../../../components/profile-card';
import { PurchasePrompt } from '../../../components/purchase-prompt';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useSendInterest } from '../../../lib/api/sent-interests';
import { useAddressPage } from '../../../lib/hooks/use-address-page';
import { usePageInRange } from '../../../lib/hooks/use-page-in-range';
import { useI18n } from '../../../lib/i18n';
import { useShortlisted } from '../api/shortlisted';

/**
 * Shortlisted (/shortlisted, ours): the profiles the member saved with the heart, the latest
 * first, as result cards with the same privacy as search (the server decides). The heart on a
 * card takes it off the list.
 */
export default function ShortlistedPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const paying = user?.premium_user === 1;
  const interests = useSendInterest();
  const { page, goTo, moveTo } = useAddressPage();
  const query = useShortlisted(page);
  const answer = query.data;
  const pages = answer ? Math.ceil(answer.total / SHORTLIST_LIMITS.pageSize) : 0;
  usePageInRange(page, pages, !query.isPlaceholderData, moveTo);

  return (
    <MemberPage title={t('shortlist.title')} intro={t('shortlist.intro')}>
      <section aria-label={t('shortlist.list')} aria-busy={query.isFetching} className="space-y-4">
        {answer && answer.total > 0 && (
          <p className="text-sm font-medium text-ink-soft" data-testid="shortlist-count">
            {t.plural('shortlist.count', answer.total)}
          </p>
        )}
        {!paying && answer && answer.total > 0 && <PurchasePrompt message={t('search.matchesBlurred')} />}
        {query.isError && !answer ? (
          <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-maroon-100">
            <p className="text-ink">{failureMessage(query.error, 'shortlist.loadFailed', 'shortlist.loadFailed')}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
              {t('shortlist.retry')}
            </button>
          </div>
        ) : !answer ? (
          <p role="status" className="p-6 text-center text-ink-soft">
            {t('search.searching')}
          </p>
        ) : answer.total === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-maroon-100" data-testid="shortlist-empty">
            <HeartOff className="mx-auto size-12 text-maroon-300" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-semibold text-maroon-800">{t('shortlist.emptyTitle')}</h2>
            <p className="mx-auto mt-2 max-w-md text-ink-soft">{t('shortlist.emptyText')}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={ROUTES.allProfiles} className="btn-primary">
                <Search className="size-4" aria-hidden="true" />
                {t('shortlist.goSearch')}
              </Link>
              <Link to={ROUTES.matches} className="btn-outline">
                <Sparkles className="size-4" aria-hidden="true" />
                {t('shortlist.goMatches')}
              </Link>
            </div>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {answer.data.map((card) => (
              <li key={card.user_id}>
                <ProfileCard
                  card={card}
                  layout="grid"
                  linked={paying}
                  actions={
                    <>
                      <MoreDetailsAction userId={card.user_id} paying={paying} />
                      <InterestButton partnerId={card.user_id} interests={interests} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {answer && answer.total > 0 && <Pager page={page} pages={pages} onPage={goTo} busy={query.isFetching} />}
      </section>
    </MemberPage>
  );
}
