import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { MESSAGES, profileDetailsPath, type ProfileCard as Card } from '@inai/shared';
import { defaultAvatar } from '../../member/components/default-avatar';

export type CardLayout = 'grid' | 'list';

const NA = MESSAGES.search.notAvailable;
const orNA = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? NA : value);

/**
 * A result card: photo (or the gender's default picture), name, degree, job type, age and
 * height, 'N/A' for what is missing. A viewer with a plan gets a link to the full profile; for
 * anyone else the server already sent a blurred picture, and the card is not a link.
 */
export function ProfileCard({
  card,
  layout,
  linked,
  actions,
}: {
  card: Card;
  layout: CardLayout;
  /** Whether the name and photo open the profile (viewers with a plan). */
  linked: boolean;
  actions?: ReactNode;
}) {
  const picture = (
    <div
      className={`relative shrink-0 overflow-hidden bg-cream ${layout === 'grid' ? 'aspect-square w-full' : 'size-32 rounded-xl sm:size-40'}`}
    >
      <img
        src={card.profile_picture ?? defaultAvatar(card.gender)}
        alt={card.profile_picture ? `Photo of ${card.name}` : ''}
        loading="lazy"
        className={`size-full ${card.profile_picture ? 'object-cover' : 'object-contain p-6'}`}
        data-testid="card-picture"
      />
      {card.photos_locked && (
        <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-maroon-900/70 py-1 text-xs text-white">
          <Lock className="size-3" aria-hidden="true" />
          {MESSAGES.profileDetails.photosLocked}
        </span>
      )}
    </div>
  );
  const to = profileDetailsPath(card.user_id);

  return (
    <article
      aria-label={card.name}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100 ${layout === 'list' ? 'flex gap-4 p-3' : 'flex flex-col'}`}
    >
      {linked ? (
        <Link to={to} tabIndex={-1} aria-hidden="true" className={layout === 'list' ? 'shrink-0' : ''}>
          {picture}
        </Link>
      ) : (
        picture
      )}
      <div className={`flex flex-1 flex-col ${layout === 'grid' ? 'p-4' : 'py-1 pr-2'}`}>
        <h3 className="text-lg font-semibold text-maroon-800">
          {linked ? (
            <Link to={to} className="hover:underline">
              {card.name}
            </Link>
          ) : (
            card.name
          )}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <Fact term="Degree" value={orNA(card.degree)} />
          <Fact term="Job type" value={orNA(card.job_type)} />
          <Fact term="Age" value={orNA(card.age)} />
          <Fact term="Height" value={orNA(card.height)} />
        </dl>
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>}
      </div>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string | number }) {
  return (
    <>
      <dt className="text-ink-soft">{term}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </>
  );
}
