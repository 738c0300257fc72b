import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { SITE } from '@inai/shared';
import horoscopeEmpty from '../../../assets/horoscope-empty.svg';
import { MemberPage } from '../../../components/member-page';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { ownBirthOf, ownChartInput } from '../../../lib/own-birth';
import { deleteHoroscope, useGalleryAction } from '../api/gallery';
import { DeleteButton } from '../components/delete-button';
import { GALLERY_RULES } from '../components/gallery-kinds';
import { GalleryCard, GalleryEmpty, UploadButton } from '../components/gallery-parts';
import { AddBirthTime, OwnJathagam } from '../components/own-jathagam';
import { UploadDialog } from '../components/upload-dialog';

/**
 * Horoscope gallery (/userhoroscope). With a saved birth time the member's own jathagam, worked
 * out from it, comes first and the images (up to three) are optional, for families who also want
 * the astrologer's handwritten one; without it the page says what the birth time would give.
 */
export default function HoroscopeGalleryPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const [uploading, setUploading] = useState(false);
  const { busyId, run } = useGalleryAction();
  if (!user) return null;
  const charts = user.user_horoscopes;
  const { max, limit } = GALLERY_RULES.horoscopes;
  const input = ownChartInput(ownBirthOf(user));

  const upload = (
    <UploadButton
      label={t('gallery.uploadHoroscopeImages')}
      full={charts.length >= max}
      reason={t(limit)}
      onClick={() => setUploading(true)}
    />
  );
  const images = (
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
  );

  return (
    <MemberPage
      title={t('gallery.horoscopeTitle')}
      intro={t(input ? 'ownJathagam.intro' : 'gallery.horoscopeIntro')}
      actions={input ? undefined : upload}
    >
      {input ? (
        <>
          <OwnJathagam input={input} />
          <section aria-labelledby="horoscope-images" className="space-y-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="horoscope-images" className="text-xl font-semibold text-maroon-800">
                {t('gallery.horoscopeImages')}
              </h2>
              {upload}
            </div>
            {charts.length === 0 ? (
              <p className="text-sm text-ink-soft" data-testid="upload-optional">
                {t('ownJathagam.uploadOptional', { brand: SITE.name })}
              </p>
            ) : (
              images
            )}
          </section>
        </>
      ) : (
        <>
          <AddBirthTime />
          {charts.length === 0 ? <GalleryEmpty picture={horoscopeEmpty} text={t('pictures.horoscopeEmpty')} /> : images}
        </>
      )}
      <UploadDialog kind="horoscopes" open={uploading} onClose={() => setUploading(false)} count={charts.length} />
    </MemberPage>
  );
}
