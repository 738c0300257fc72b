import { Link } from 'react-router';
import { Crown, Eye, Info, Pencil } from 'lucide-react';
import { PLANNED_ROUTES, PRIVACY_RIGHTS, profileDetailsPath, ROUTES } from '@inai/shared';
import { InterestButton } from '../../../components/interest-button';
import { MemberPage } from '../../../components/member-page';
import { Pager } from '../../../components/pager';
import { ProfileCard } from '../../../components/profile-card';
import { failureMessage } from '../../../lib/api-errors';
import { useSendInterest } from '../../../lib/api/sent-interests';
import { useAddressPage } from '../../../lib/hooks/use-address-page';
import { usePageInRange } from '../../../lib/hooks/use-page-in-range';
import { useI18n } from '../../../lib/i18n';
import { useViewers } from '../api/viewers';

/**
 * Who viewed me (/viewers, ours): the members who opened the member's full profile, the latest
 * first, as result cards with search's privacy (the server decides the pictures), each with the
 * day of the view (none when that member hides their activity, docs/decisions/0057). Without a plan
 * the server sends only how many there are: the screen says so and offers the plans.
 */
export default function ViewersPage() {
  const { t, date } = useI18n();
  const interests = useSendInterest();
  const { page, goTo, moveTo } = useAddressPage();
  const query = useViewers(page);
  const answer = query.data;
  const pages = !answer || answer.locked ? 0 : Math.ceil(answer.total / PRIVACY_RIGHTS.viewersPageSize);
  usePageInRange(page, pages, !query.isPlaceholderData, moveTo);

  return (
    <MemberPage title={t('viewers.title')} intro={t('viewers.intro')}>
      <section aria-label={t('viewers.title')} aria-busy={query.isFetching} className="space-y-4">
        {query.isError && !answer ? (
          <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-maroon-100">
            <p className="text-ink">{failureMessage(query.error, 'viewers.failed', 'viewers.failed')}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
              {t('viewers.retry')}
            </button>
          </div>
        ) : !answer ? (
          <p role="status" className="p-6 text-center text-ink-soft">
            {t('search.searching')}
          </p>
        ) : answer.locked ? (
          <div
            role="note"
            className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gold-200 sm:p-8"
            data-testid="viewers-locked"
          >
            <Crown className="mx-auto size-12 text-gold-600" aria-hidden="true" />
            <p className="mx-auto mt-4 max-w-md font-medium break-words text-ink" data-testid="viewers-count">
              {answer.total > 0 ? t.plural('viewers.locked', answer.total) : t('viewers.lockedNone')}
            </p>
            <Link to={ROUTES.pricing} className="btn-primary mt-6">
              {t('viewers.upgrade')}
            </Link>
          </div>
        ) : answer.total === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-maroon-100" data-testid="viewers-empty">
            <Eye className="mx-auto size-12 text-maroon-300" aria-hidden="true" />
            <p className="mx-auto mt-4 max-w-md text-ink-soft">{t('viewers.empty')}</p>
            <Link to={PLANNED_ROUTES.editUserProfile} className="btn-primary mt-6">
              <Pencil className="size-4" aria-hidden="true" />
              {t('viewers.editProfile')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="viewers-list">
            {answer.data.map((card) => (
              <li key={card.user_id}>
                <ProfileCard
                  card={card}
                  layout="grid"
                  linked
                  details={
                    <p className="mt-3 flex items-center gap-1.5 text-sm text-maroon-800">
                      <Eye className="size-4 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 break-words">
                        {card.viewed_on ? t('viewers.viewedOn', { date: date(card.viewed_on) }) : t('viewers.viewed')}
                      </span>
                    </p>
                  }
                  actions={
                    <>
                      <Link to={profileDetailsPath(card.user_id)} className="btn-outline">
                        <Info className="size-4" aria-hidden="true" />
                        {t('search.moreDetails')}
                      </Link>
                      <InterestButton partnerId={card.user_id} interests={interests} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {answer && !answer.locked && answer.total > 0 && (
          <Pager page={page} pages={pages} onPage={goTo} busy={query.isFetching} />
        )}
      </section>
    </MemberPage>
  );
}
