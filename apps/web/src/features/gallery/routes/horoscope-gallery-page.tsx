import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import horoscopeEmpty from '../../../assets/horoscope-empty.svg';
import { MemberPage } from '../../../components/member-page';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { deleteHoroscope, useGalleryAction } from '../api/gallery';
import { DeleteButton } from '../components/delete-button';
import { GALLERY_RULES } from '../components/gallery-kinds';
import { GalleryCard, GalleryEmpty, UploadButton } from '../components/gallery-parts';
import { UploadDialog } from '../components/upload-dialog';

/** Horoscope gallery (/userhoroscope): up to three images of the member's horoscope. */
export default function HoroscopeGalleryPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const [uploading, setUploading] = useState(false);
  const { busyId, run } = useGalleryAction();
  if (!user) return null;
  const charts = user.user_horoscopes;
  const { max, limit } = GALLERY_RULES.horoscopes;

  return (
    <MemberPage
      title={t('gallery.horoscopeTitle')}
      intro={t('gallery.horoscopeIntro')}
      actions={
        <UploadButton
          label={t('gallery.uploadHoroscopeImages')}
          full={charts.length >= max}
          reason={t(limit)}
          onClick={() => setUploading(true)}
        />
      }
    >
      {charts.length === 0 ? (
        <GalleryEmpty picture={horoscopeEmpty} text={t('pictures.horoscopeEmpty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label={t('gallery.horoscopeImages')}>
          {charts.map((chart) => (
            <GalleryCard
              key={chart.id}
              testId="horoscope"
              src={chart.thumbnail}
              alt={chart.file_name}
              aspect="aspect-square"
              actions={
                <>
                  <a
                    href={chart.horoscope_premium_path}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-w-0 items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-maroon-800"
                  >
                    {t('gallery.view')} <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                  </a>
                  <DeleteButton
                    fileName={chart.file_name}
                    disabled={busyId !== null}
                    onClick={() => run(chart.id, () => deleteHoroscope(user.id, chart.id), 'pictures.horoscopeDeleted')}
                  />
                </>
              }
            />
          ))}
        </ul>
      )}
      <UploadDialog kind="horoscopes" open={uploading} onClose={() => setUploading(false)} count={charts.length} />
    </MemberPage>
  );
}
