import { useState } from 'react';
import { Link } from 'react-router';
import { Users, X } from 'lucide-react';
import { ROUTES, type PublicUser } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/** Who registers for someone else: the family, who may want the candidate or a parent beside them. */
const FOR_SOMEONE_ELSE: ReadonlySet<string> = new Set(['Parent', 'Sibling', 'Relative', 'Friend']);
const DISMISSED = 'familyOfferDismissed';

function dismissedBy(userId: number): boolean {
  try {
    return window.localStorage.getItem(DISMISSED) === String(userId);
  } catch {
    return false;
  }
}

/**
 * A gentle card for a profile a relative or a friend created: the candidate or a parent can help
 * manage it with a login of their own (Settings → Family). Shown to the holder only, until they
 * dismiss it (remembered in this browser).
 */
export function FamilyInviteOffer({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [dismissed, setDismissed] = useState(() => dismissedBy(user.id));
  if (dismissed || user.acting?.kind === 'manager' || !FOR_SOMEONE_ELSE.has(user.profile_created_by ?? '')) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED, String(user.id));
    } catch {
      // A browser that keeps nothing shows the card again next time; nothing else is lost.
    }
    setDismissed(true);
  };
  return (
    <aside
      aria-labelledby="family-offer-title"
      className="relative rounded-2xl bg-gold-100/60 p-4 ring-1 ring-gold-200 sm:p-5"
      data-testid="family-offer"
    >
      <button
        type="button"
        className="absolute top-2 right-2 rounded-full p-1.5 text-maroon-700 hover:bg-white"
        aria-label={t('family.offer.dismiss')}
        onClick={dismiss}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <h2 id="family-offer-title" className="flex items-center gap-2 pr-8 font-semibold text-maroon-800">
        <Users className="size-5 shrink-0" aria-hidden="true" />
        {t('family.offer.title')}
      </h2>
      <p className="mt-1 text-sm text-ink">{t('family.offer.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`${ROUTES.settings}#family`} className="btn-primary px-4 py-2">
          {t('family.offer.link')}
        </Link>
        <button type="button" className="btn-outline px-4 py-2" onClick={dismiss}>
          {t('family.offer.dismiss')}
        </button>
      </div>
    </aside>
  );
}
