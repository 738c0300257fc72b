import { Link } from 'react-router';
import { BadgeCheck, Heart, HeartHandshake, MailOpen } from 'lucide-react';
import { ROUTES, type InterestState, type PlainKey } from '@inai/shared';
import type { useSendInterest } from '../lib/api/sent-interests';
import { useActing } from '../lib/hooks/use-acting';
import { useI18n } from '../lib/i18n';
import { RefusedButton } from './family-refusal';

/** Where the Interests screen answers an interest the other member sent. */
const INCOMING = `${ROUTES.userInterests}?tab=incoming`;

const SAYS: Readonly<Record<InterestState, PlainKey>> = {
  sent: 'search.interestSent',
  accepted: 'search.interestAccepted',
  received: 'search.interestReceived',
  declined: 'search.interestDeclined',
};

/**
 * 'Send interest', or where the member already stands with this one, from the server's answer
 * (one interest between two members, docs/decisions/0062): 'Interest sent' and 'Interest
 * accepted' cannot be sent again; the other member's interest, waiting or declined, leads to the
 * Interests screen where it is answered.
 */
export function InterestButton({ partnerId, interests }: { partnerId: number; interests: ReturnType<typeof useSendInterest> }) {
  const { t } = useI18n();
  const state = interests.stateOf(partnerId);
  const refusal = useActing().refusal('interests');
  if (state === 'received' || state === 'declined')
    return (
      <Link to={INCOMING} className={state === 'received' ? 'btn-primary' : 'btn-outline'} data-testid="interest-state">
        <MailOpen className="size-4" aria-hidden="true" />
        {t(SAYS[state])}
      </Link>
    );
  if (state === 'sent' || state === 'accepted')
    return (
      <button type="button" className="btn-outline" disabled data-testid="interest-state">
        {state === 'accepted' ? (
          <BadgeCheck className="size-4" aria-hidden="true" />
        ) : (
          <HeartHandshake className="size-4" aria-hidden="true" />
        )}
        {t(SAYS[state])}
      </button>
    );
  if (refusal)
    return (
      <RefusedButton reason={refusal} className="btn-primary" testId="interest-state">
        <Heart className="size-4" aria-hidden="true" />
        {t('search.sendInterest')}
      </RefusedButton>
    );
  return (
    <button
      type="button"
      className="btn-primary"
      disabled={interests.isSending(partnerId)}
      onClick={() => interests.send(partnerId)}
      data-testid="interest-state"
    >
      <Heart className="size-4" aria-hidden="true" />
      {t('search.sendInterest')}
    </button>
  );
}
