import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { profileDetailsPath } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/** A card's 'More Details': a link for a paying member; otherwise disabled, saying why. */
export function MoreDetailsAction({ userId, paying }: { userId: number; paying: boolean }) {
  const { t } = useI18n();
  return paying ? (
    <Link to={profileDetailsPath(userId)} className="btn-outline">
      <Info className="size-4" aria-hidden="true" />
      {t('search.moreDetails')}
    </Link>
  ) : (
    <button type="button" className="btn-outline" disabled title={t('search.matchesBlurred')}>
      <Info className="size-4" aria-hidden="true" />
      {t('search.moreDetails')}
    </button>
  );
}
