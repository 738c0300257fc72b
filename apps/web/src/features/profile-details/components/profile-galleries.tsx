import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { ROUTES, type OtherMember } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { LockedNote } from './detail-list';

function NotSpecified() {
  const { t } = useI18n();
  return <LockedNote>{t('profileDetails.notSpecified')}</LockedNote>;
}

/** The member's photos, or why they are not shown. Each opens full size in a new tab. */
export function PhotoGallery({ member }: { member: OtherMember }) {
  const { t } = useI18n();
  if (member.photos_locked) return <Locked text={t('profileDetails.photosLocked')} />;
  const images = member.user_images ?? [];
  if (images.length === 0) return <NotSpecified />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {images.map((image, i) => (
        <li key={image.id}>
          <a href={image.file_path} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl">
            <img
              src={image.thumbnail}
              alt={t('profileDetails.photoN', { n: i + 1, name: member.name })}
              loading="lazy"
              className="aspect-square w-full object-cover transition-transform hover:scale-105"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Horoscope images with a 'View' link each; or locked, or not in the viewer's plan (Silver). */
export function HoroscopeGallery({ member }: { member: OtherMember }) {
  const { t } = useI18n();
  if (member.horoscopes_locked) return <Locked text={t('profileDetails.horoscopesLocked')} />;
  if (member.horoscopes_need_upgrade) {
    return (
      <LockedNote>
        {t('profileDetails.horoscopesNeedGold')}{' '}
        <Link to={ROUTES.pricing} className="font-semibold text-maroon-700 hover:underline">
          {t('search.purchaseButton')}
        </Link>
      </LockedNote>
    );
  }
  const horoscopes = member.user_horoscopes ?? [];
  if (horoscopes.length === 0) return <NotSpecified />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {horoscopes.map((h, i) => (
        <li key={h.id} className="overflow-hidden rounded-xl ring-1 ring-maroon-100">
          <img
            src={h.thumbnail}
            alt={t('profileDetails.horoscopeN', { n: i + 1, name: member.name })}
            loading="lazy"
            className="aspect-[3/4] w-full object-cover"
          />
          <a
            href={h.horoscope_premium_path}
            target="_blank"
            rel="noopener noreferrer"
            className="block py-2 text-center text-sm font-semibold text-maroon-700 hover:underline"
          >
            {t('profileDetails.view')}
            <span className="sr-only"> {t('profileDetails.horoscopeNumber', { n: i + 1 })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Locked({ text }: { text: string }) {
  return (
    <LockedNote>
      <Lock className="mr-1 inline size-4" aria-hidden="true" />
      {text}
    </LockedNote>
  );
}
