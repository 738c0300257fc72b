import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Check, Crown, Undo2, UserRound, X } from 'lucide-react';
import { cityLabel, profileDetailsPath, type InterestItem, type InterestStatus, type PlainKey } from '@inai/shared';
import { ChatButton } from '../../../components/chat-button';
import { defaultAvatar } from '../../../components/default-avatar';
import { FamilyActNote, ManagedWithFamily } from '../../../components/family-act-note';
import { LastActive } from '../../../components/last-active';
import { Spinner } from '../../../components/spinner';
import { useInterestStates } from '../../../lib/api/interest-states';
import { useMe } from '../../../lib/api/me';
import { familyFieldsOf } from '../../../lib/family-words';
import { useActing } from '../../../lib/hooks/use-acting';
import { FamilyRefusal } from '../../../components/family-refusal';
import { useI18n } from '../../../lib/i18n';
import { useAnswerInterest, useWithdrawInterest, type Answer } from '../api/interests';

export type InterestDirection = 'sent' | 'incoming';

const STATUS: Readonly<Record<InterestStatus, { text: PlainKey; className: string }>> = {
  Requested: { text: 'interests.status.Requested', className: 'bg-gold-100 text-maroon-800 ring-gold-200' },
  Accepted: { text: 'interests.status.Accepted', className: 'bg-green-100 text-green-800 ring-green-200' },
  Rejected: { text: 'interests.status.Rejected', className: 'bg-maroon-50 text-maroon-700 ring-maroon-100' },
};

/**
 * One interest (specification section 2, Interests): the other member's photo, 'Premium User'
 * badge, name, when they were last active (ours), city, state, age and job, the request date and
 * the answer's date (India days; none for the other member's act when they hide their activity),
 * 'View full profile', chat once accepted (as the server answers: 'Chat now' only where it can
 * happen), and what the member may do now. Incoming, by state (section 4): Requested offers
 * Accept and Reject, Accepted only Reject, Rejected only Accept. Sent and still Requested:
 * Withdraw (ours), after a confirmation. Who of a family sent or answered it ("Sent by her
 * mother"), and "Managed with family" (ours, docs/decisions/0073-family-co-managers.md).
 */
export function InterestCard({
  item,
  direction,
  blurred,
}: {
  item: InterestItem;
  direction: InterestDirection;
  blurred: boolean;
}) {
  const { t, label, date } = useI18n();
  const states = useInterestStates();
  // The card is about the other member: the recipient of a sent interest, the sender of an incoming one.
  const otherId = direction === 'sent' ? item.partner_id : item.user_id;
  const picture = item.user_profile_picture;
  const notSpecified = t('profileDetails.notSpecified');
  // Days, never times; none for an act of a member who hides their activity (docs/decisions/0057).
  const answered = item.status !== 'Requested' && item.updated_on;
  const { user } = useMe();
  const family = familyFieldsOf(item);
  // The sender's side is ours on a sent interest, the answerer's on an incoming one.
  const ownGender = user?.user_details?.gender;
  const senderGender = direction === 'sent' ? ownGender : item.gender;
  const answererGender = direction === 'sent' ? item.gender : ownGender;

  return (
    <article
      aria-label={item.name}
      data-testid="interest"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100 sm:p-5"
    >
      <div className="flex gap-4">
        <img
          src={picture ?? defaultAvatar(item.gender)}
          alt={
            picture ? (blurred ? t('interests.blurredPhoto', { name: item.name }) : t('search.photoOf', { name: item.name })) : ''
          }
          loading="lazy"
          data-testid="interest-picture"
          data-blurred={picture && blurred ? 'true' : undefined}
          className={`size-20 shrink-0 rounded-xl bg-cream sm:size-24 ${picture ? 'object-cover' : 'object-contain p-3'}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-lg font-semibold break-words text-maroon-800">{item.name}</h3>
            {item.premium_user === 1 && (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-maroon-800 ring-1 ring-gold-200">
                <Crown className="size-3 shrink-0 text-gold-600" aria-hidden="true" />
                {t('interests.premiumUser')}
              </span>
            )}
            <ManagedWithFamily managed={family.managed_with_family} />
          </div>
          <LastActive band={item.last_active} className="mt-1" />
          <p className="mt-1">
            <span
              data-testid="interest-status"
              className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS[item.status].className}`}
            >
              {item.status === 'Accepted' && <BadgeCheck className="size-3 shrink-0" aria-hidden="true" />}
              {t(STATUS[item.status].text)}
            </span>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <Fact term={t('profileDetails.city')} value={item.city ? cityLabel(t, item.state, item.city) : notSpecified} />
            <Fact term={t('profileDetails.state')} value={item.state ? label('indianState', item.state) : notSpecified} />
            <Fact term={t('profileDetails.age')} value={item.age ?? notSpecified} />
            <Fact term={t('profileDetails.job')} value={item.job ? label('jobType', item.job) : notSpecified} />
          </dl>
          {(item.requested_on || answered) && (
            <p className="mt-2 text-xs text-ink-soft">
              {item.requested_on && (
                <span className="block">{t('interests.requestedOn', { date: date(item.requested_on) })}</span>
              )}
              {answered && (
                <span className="block">
                  {t(item.status === 'Accepted' ? 'interests.acceptedOn' : 'interests.rejectedOn', { date: date(answered) })}
                </span>
              )}
            </p>
          )}
          <p className="mt-1 flex flex-col gap-0.5">
            <FamilyActNote act="sentBy" relation={family.sent_by_relation} gender={senderGender} />
            {item.status !== 'Requested' && (
              <FamilyActNote act="answeredBy" relation={family.answered_by_relation} gender={answererGender} />
            )}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={profileDetailsPath(otherId)} className="btn-outline px-4 py-2">
          <UserRound className="size-4" aria-hidden="true" />
          {t('interests.viewProfile')}
        </Link>
        {item.status === 'Accepted' && <ChatButton userId={otherId} access={states.chatWith(otherId)} />}
        <InterestActions item={item} direction={direction} />
      </div>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-ink-soft">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-ink">{value}</dd>
    </>
  );
}

/** Answer or withdraw; for a co-manager not allowed to, disabled, with who may. */
function InterestActions({ item, direction }: { item: InterestItem; direction: InterestDirection }) {
  const refusal = useActing().refusal('interests');
  if (direction === 'sent' && item.status !== 'Requested') return null;
  const actions = (lockedBy?: string) =>
    direction === 'incoming' ? (
      <AnswerButtons item={item} lockedBy={lockedBy} />
    ) : (
      <WithdrawButton item={item} lockedBy={lockedBy} />
    );
  if (refusal) return <FamilyRefusal reason={refusal}>{actions}</FamilyRefusal>;
  return actions();
}

/** Accept and Reject as the interest's state allows; both wait while either answer is on its way. */
function AnswerButtons({ item, lockedBy }: { item: InterestItem; lockedBy?: string | undefined }) {
  const { t } = useI18n();
  const answer = useAnswerInterest(item);
  const busy = (status: Answer) => answer.isPending && answer.variables === status;
  return (
    <>
      {item.status !== 'Accepted' && (
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={answer.isPending || lockedBy !== undefined}
          aria-describedby={lockedBy}
          aria-busy={busy('Accepted') || undefined}
          onClick={() => answer.mutate('Accepted')}
        >
          {busy('Accepted') ? <Spinner /> : <Check className="size-4" aria-hidden="true" />}
          {t('interests.accept')}
        </button>
      )}
      {item.status !== 'Rejected' && (
        <button
          type="button"
          className="btn border border-red-700 px-4 py-2 text-red-700 hover:bg-red-50"
          disabled={answer.isPending || lockedBy !== undefined}
          aria-describedby={lockedBy}
          aria-busy={busy('Rejected') || undefined}
          onClick={() => answer.mutate('Rejected')}
        >
          {busy('Rejected') ? <Spinner tone="dark" /> : <X className="size-4" aria-hidden="true" />}
          {t('interests.reject')}
        </button>
      )}
    </>
  );
}

/** Withdraw, then 'Withdraw your interest in …?' with Yes and Keep it, in place (no dialog on a small phone). */
function WithdrawButton({ item, lockedBy }: { item: InterestItem; lockedBy?: string | undefined }) {
  const { t } = useI18n();
  const withdraw = useWithdrawInterest(item);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="btn-outline px-4 py-2"
        disabled={lockedBy !== undefined}
        aria-describedby={lockedBy}
        onClick={() => setAsking(true)}
      >
        <Undo2 className="size-4" aria-hidden="true" />
        {t('interests.withdraw')}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('interests.withdraw')}
      className="flex w-full flex-wrap items-center gap-2 rounded-xl bg-cream p-3"
    >
      <p className="w-full text-sm font-medium text-ink">{t('interests.withdrawConfirm', { name: item.name })}</p>
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={withdraw.isPending}
        aria-busy={withdraw.isPending || undefined}
        onClick={() => withdraw.mutate(undefined, { onError: () => setAsking(false) })}
      >
        {withdraw.isPending && <Spinner />}
        {t('interests.withdrawYes')}
      </button>
      <button
        type="button"
        className="btn-outline px-4 py-2"
        disabled={withdraw.isPending}
        autoFocus
        onClick={() => setAsking(false)}
      >
        {t('interests.withdrawNo')}
      </button>
    </div>
  );
}
