import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InterestListAnswer, PlainKey } from '@inai/shared';
import { MemberPage } from '../../../components/member-page';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { useViewerPlan } from '../../../lib/session/use-viewer-plan';
import { planRefused, useIncomingInterests, useSentInterestList } from '../api/interests';
import { BlurredInterests } from '../components/blurred-interests';
import { InterestCard, type InterestDirection } from '../components/interest-card';
import { InterestTabs } from '../components/interest-tabs';

const EMPTY: Readonly<Record<InterestDirection, PlainKey>> = { sent: 'interests.noneSent', incoming: 'interests.noneIncoming' };

/**
 * Interests (/userinterests): the tabs 'Sent Interests' and 'Incoming Interests', the second with
 * a notification dot while an incoming interest waits for an answer. The screen needs an active
 * plan (docs/design.md, "Entitlements"): without one, the specification's blurred view. The chosen tab is in the
 * address (?tab=incoming, where the e-mails link), else Incoming while something waits there.
 */
export default function UserInterestsPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const paying = useViewerPlan() !== undefined;
  const [params, setParams] = useSearchParams();
  // Chosen once: answering the last waiting interest must not move the member to the other tab.
  const [firstTab] = useState<InterestDirection>(() => ((user?.pending_interests ?? 0) > 0 ? 'incoming' : 'sent'));

  const sent = useSentInterestList(user, paying);
  const { incoming, waitingHere } = useIncomingInterests(user, paying);
  const waiting = waitingHere ?? user?.pending_interests ?? 0;

  const asked = params.get('tab');
  const tab: InterestDirection = asked === 'incoming' || asked === 'sent' ? asked : firstTab;
  // The tab goes into the address, so a reload (or the way back) opens the same one.
  useEffect(() => {
    if (asked !== tab) setParams({ tab }, { replace: true });
  }, [asked, tab, setParams]);

  if (!user) return null;
  const blurred = !paying || planRefused(incoming.error) || planRefused(sent.error);

  return (
    <MemberPage title={t('memberMenu.interests')} intro={t('interests.intro')}>
      {blurred ? (
        <BlurredInterests waiting={user.pending_interests} />
      ) : (
        <InterestTabs
          label={t('memberMenu.interests')}
          tabs={[
            { key: 'sent', label: t('interests.sentTab') },
            { key: 'incoming', label: t('interests.incomingTab'), dot: waiting > 0 ? t('interests.newDot') : undefined },
          ]}
          selected={tab}
          onSelect={(key) => setParams({ tab: key }, { replace: true })}
        >
          <InterestList direction={tab} query={tab === 'sent' ? sent : incoming} blurredPictures={!paying} />
        </InterestTabs>
      )}
    </MemberPage>
  );
}

function InterestList({
  direction,
  query,
  blurredPictures,
}: {
  direction: InterestDirection;
  query: UseQueryResult<InterestListAnswer>;
  blurredPictures: boolean;
}) {
  const { t } = useI18n();
  const list = query.data?.data;
  if (query.isError && !list) {
    return (
      <div role="alert" className="rounded-2xl bg-cream p-6 text-center text-ink-soft">
        <p>{t('generic.tryAgain')}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void query.refetch()}>
          {t('generic.retry')}
        </button>
      </div>
    );
  }
  if (!list) {
    return (
      <p role="status" className="p-6 text-center text-ink-soft">
        {t('generic.loading')}
      </p>
    );
  }
  if (list.length === 0) return <p className="rounded-2xl bg-cream p-6 text-center text-ink-soft">{t(EMPTY[direction])}</p>;
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-busy={query.isFetching}>
      {list.map((item) => (
        <li key={item.id}>
          <InterestCard item={item} direction={direction} blurred={blurredPictures} />
        </li>
      ))}
    </ul>
  );
}
