import { useState } from 'react';
import { ExternalLink, Upload } from 'lucide-react';
import { MESSAGES } from '@inai/shared';
import horoscopeEmpty from '../../../assets/horoscope-empty.svg';
import { useAuth } from '../../auth/session/auth-context';
import { memberApi } from '../../member/api/member-api';
import { MemberPage } from '../../member/components/member-page';
import { DeleteButton } from '../components/delete-button';
import { GalleryCard, GalleryEmpty } from '../components/gallery-parts';
import { UploadDialog } from '../components/upload-dialog';
import { useGalleryAction } from '../components/use-gallery-action';

const MAX_HOROSCOPES = 3;

/** Horoscope gallery (/userhoroscope): up to three images of the member's horoscope. */
export default function HoroscopeGalleryPage() {
  const { user } = useAuth();
  const [uploading, setUploading] = useState(false);
  const { busyId, run } = useGalleryAction();
  if (!user) return null;
  const charts = user.user_horoscopes;

  return (
    <MemberPage
      title="My horoscope"
      intro="Add clear pictures of your jathagam (up to three); families with a Gold or Platinum plan can view them."
      actions={
        <button
          type="button"
          className="btn-primary"
          onClick={() => setUploading(true)}
          disabled={charts.length >= MAX_HOROSCOPES}
        >
          <Upload className="size-4" aria-hidden="true" />
          Upload Horoscope Images
        </button>
      }
    >
      {charts.length === 0 ? (
        <GalleryEmpty picture={horoscopeEmpty} text={MESSAGES.pictures.horoscopeEmpty} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label="Horoscope images">
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
                    className="inline-flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-maroon-800"
                  >
                    View <ExternalLink className="size-3" aria-hidden="true" />
                  </a>
                  <DeleteButton
                    name={chart.file_name}
                    disabled={busyId !== null}
                    onClick={() => run(chart.id, (token, userId) => memberApi.deleteHoroscope(token, userId, chart.id))}
                  />
                </>
              }
            />
          ))}
        </ul>
      )}
      <UploadDialog
        kind="horoscopes"
        title="Upload Horoscope"
        open={uploading}
        onClose={() => setUploading(false)}
        count={charts.length}
        max={MAX_HOROSCOPES}
        limitMessage={MESSAGES.pictures.horoscopeLimit}
        successMessage={MESSAGES.pictures.horoscopeUploaded}
      />
    </MemberPage>
  );
}
