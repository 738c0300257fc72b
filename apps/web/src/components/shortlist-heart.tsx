import { Heart } from 'lucide-react';
import { useShortlist } from '../lib/api/shortlist';
import { useI18n } from '../lib/i18n';

/**
 * The shortlist heart (ours): filled when the member is on the viewer's shortlist.
 * Its name says what a press does ('Add to shortlist' / 'Remove from shortlist'). Nothing is
 * shown to visitors, unverified members, or on one's own profile.
 */
export function ShortlistHeart({ userId, className = '' }: { userId: number; className?: string }) {
  const { t } = useI18n();
  const { available, shortlisted, busy, toggle } = useShortlist(userId);
  if (!available) return null;
  const name = t(shortlisted ? 'shortlist.remove' : 'shortlist.add');
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      aria-busy={busy || undefined}
      data-testid="shortlist-heart"
      data-shortlisted={shortlisted}
      onClick={toggle}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-maroon-100 transition-colors hover:bg-maroon-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 ${className}`}
    >
      <Heart
        className={`size-5 ${shortlisted ? 'fill-red-600 text-red-600' : 'text-maroon-700'}`}
        strokeWidth={2}
        aria-hidden="true"
      />
    </button>
  );
}
