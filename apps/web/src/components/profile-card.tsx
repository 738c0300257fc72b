import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { cityLabel, countryLabel, heightText, livesAbroad, profileDetailsPath, type ProfileCard as Card } from '@inai/shared';
import { useI18n } from '../lib/i18n';
import { defaultAvatar } from './default-avatar';
import { IdVerifiedBadge } from './id-verified-badge';
import { ManagedWithFamily } from './family-act-note';
import { LastActive } from './last-active';
import { familyFieldsOf } from '../lib/family-words';
import { MobileVerifiedBadge } from './mobile-verified-badge';
import { ShortlistHeart } from './shortlist-heart';

export type CardLayout = 'grid' | 'list';

const missing = (value: string | number | null | undefined) => value === null || value === undefined || value === '';

/**
 * A result card: photo (or the gender's default picture), name, degree, job type, age and
 * height, 'N/A' for what is missing; star, raasi, caste, city and diet when known, and the country
 * for a member living abroad, and when they were last active (a band). Texts wrap between words,
 * never inside one; a single word too long for a narrow card ends in an ellipsis. A viewer with a plan gets a link to the full profile; for
 * anyone else the server already sent a blurred picture, and the card is not a link. A verified
 * member also gets the shortlist heart in the corner.
 */
export function ProfileCard({
  card,
  layout,
  linked,
  details,
  actions,
}: {
  card: Card;
  layout: CardLayout;
  /** Whether the name and photo open the profile (viewers with a plan). */
  linked: boolean;
  /** Shown under the facts (the Matches score). */
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { t, label, locale } = useI18n();
  const orNA = (value: string | number | null | undefined) => (missing(value) ? t('search.notAvailable') : value!);
  const picture = (
    <div
      className={`relative shrink-0 overflow-hidden bg-cream ${layout === 'grid' ? 'aspect-square w-full' : 'size-24 rounded-xl sm:size-40'}`}
    >
      <img
        src={card.profile_picture ?? defaultAvatar(card.gender)}
        alt={card.profile_picture ? t('search.photoOf', { name: card.name }) : ''}
        loading="lazy"
        className={`size-full ${card.profile_picture ? 'object-cover' : 'object-contain p-6'}`}
        data-testid="card-picture"
      />
      {card.photos_locked && (
        <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-maroon-900/70 px-1 py-1 text-center text-xs text-white">
          <Lock className="size-3 shrink-0" aria-hidden="true" />
          {t('profileDetails.photosLocked')}
        </span>
      )}
    </div>
  );
  const to = profileDetailsPath(card.user_id);

  const list = layout === 'list';
  // In the list the picture sits beside the name; on a phone the facts and actions run the card's
  // full width beneath the two, so a star or a Tamil word has room to stay whole.
  const pictureCell = list ? 'self-start sm:row-span-2' : '';

  return (
    <article
      aria-label={card.name}
      className={`relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100 [overflow-wrap:normal] ${list ? 'grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 p-3 sm:grid-cols-[10rem_minmax(0,1fr)]' : 'flex flex-col'}`}
    >
      {/* The shortlist heart: signed-in, verified members only; outside the links, so a press never opens the profile. */}
      <ShortlistHeart userId={card.user_id} className="absolute top-2 right-2 z-10" />
      {linked ? (
        <Link to={to} tabIndex={-1} aria-hidden="true" className={pictureCell}>
          {picture}
        </Link>
      ) : (
        <div className={pictureCell}>{picture}</div>
      )}
      <div className={list ? 'min-w-0 py-1' : 'px-4 pt-4'}>
        {/* In the list the heart sits beside the name, so only the name keeps clear of it. */}
        <h3 className={`overflow-hidden text-lg font-semibold text-ellipsis text-maroon-800 ${list ? 'pr-10' : ''}`}>
          {linked ? (
            <Link to={to} className="hover:underline">
              {card.name}
            </Link>
          ) : (
            card.name
          )}
        </h3>
        {(card.id_verified || card.phone_verified || familyFieldsOf(card).managed_with_family) && (
          <div className="mt-1 flex flex-wrap gap-1">
            {card.id_verified && <IdVerifiedBadge />}
            {card.phone_verified && <MobileVerifiedBadge />}
            <ManagedWithFamily managed={familyFieldsOf(card).managed_with_family} />
          </div>
        )}
        <LastActive band={card.last_active} className="mt-1" />
      </div>
      <div className={`flex min-w-0 flex-col ${list ? 'col-span-2 sm:col-span-1 sm:col-start-2' : 'flex-1 px-4 pb-4'}`}>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <Fact term={t('search.degree')} value={orNA(card.degree)} />
          <Fact term={t('search.jobType')} value={orNA(card.job_type && label('jobType', card.job_type))} />
          <Fact term={t('search.age')} value={orNA(card.age)} />
          <Fact term={t('search.height')} value={orNA(card.height && heightText(t, card.height))} />
          {card.star && <Fact term={t('profileDetails.star')} value={label('star', card.star)} />}
          {card.raasi && <Fact term={t('profileDetails.raasi')} value={label('raasi', card.raasi)} />}
          {card.caste && <Fact term={t('profileDetails.caste')} value={label('caste', card.caste)} />}
          {card.city && <Fact term={t('profileDetails.city')} value={cityLabel(t, card.state, card.city)} />}
          {card.diet && <Fact term={t('search.diet')} value={label('diet', card.diet)} />}
          {card.residence_country && livesAbroad(card.residence_country) && (
            <Fact term={t('search.residenceCountry')} value={countryLabel(locale, card.residence_country)} />
          )}
        </dl>
        {details}
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>}
      </div>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string | number }) {
  return (
    <>
      <dt className="text-ink-soft">{term}</dt>
      <dd className="min-w-0 overflow-hidden font-medium text-ellipsis text-ink">{value}</dd>
    </>
  );
}
