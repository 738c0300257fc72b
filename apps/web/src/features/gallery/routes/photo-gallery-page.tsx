import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, Star } from 'lucide-react';
import { biodataPath, profileCompletion } from '@inai/shared';
import photosEmpty from '../../../assets/photos-empty.svg';
import { defaultAvatar } from '../../../components/default-avatar';
import { MemberPage } from '../../../components/member-page';
import { ProfileCreatedBy } from '../../../components/profile-created-by';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { deletePicture, makeProfilePicture, useGalleryAction } from '../api/gallery';
import { DeleteButton } from '../components/delete-button';
import { GALLERY_RULES } from '../components/gallery-kinds';
import { GalleryCard, GalleryEmpty, UploadButton } from '../components/gallery-parts';
import { UploadDialog } from '../components/upload-dialog';

/** Photo gallery (/userprofile): the display picture, profile completion, and up to six photos. */
export default function PhotoGalleryPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const [uploading, setUploading] = useState(false);
  const { busyId, run } = useGalleryAction();
  if (!user) return null;
  const completion = profileCompletion(user);
  const photos = user.user_images;
  const { max, limit } = GALLERY_RULES.photos;

  return (
    <MemberPage
      title={t('gallery.photosTitle')}
      intro={t('gallery.photosIntro')}
      actions={
        <UploadButton
          label={t('gallery.uploadPhotos')}
          full={photos.length >= max}
          reason={t(limit)}
          onClick={() => setUploading(true)}
        />
      }
    >
      <section
        className="flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 sm:flex-row"
        aria-label={t('gallery.displayPicture')}
      >
        <img
          src={user.user_profile_picture ?? defaultAvatar(user.user_details?.gender)}
          alt={t('gallery.displayPictureAlt', { name: user.name })}
          className="size-36 shrink-0 rounded-full object-cover ring-4 ring-gold-200"
          data-testid="display-picture"
        />
        <div className="w-full min-w-0">
          <p className="text-2xl font-semibold break-words text-maroon-800">{user.name}</p>
          <p className="text-sm break-words text-ink-soft">{user.email}</p>
          <ProfileCreatedBy value={user.profile_created_by} className="mt-1" />
          <Link to={biodataPath(user.id)} className="btn-outline mt-3 px-3 py-1.5 text-sm" data-testid="biodata-link">
            <FileText className="size-4" aria-hidden="true" />
            {t('biodataSheet.link')}
          </Link>
          <div className="mt-4">
            <div className="flex justify-between gap-2 text-sm font-medium">
              <span className="min-w-0 break-words">{t('gallery.completion')}</span>
              <span data-testid="profile-completion">{completion}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('gallery.completion')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={completion}
              className="mt-2 h-2.5 rounded-full bg-maroon-100"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-maroon-700 to-gold-500"
                style={{ width: `${completion}%` }}
              />
            </div>
          </div>
        </div>
      </section>

      {photos.length === 0 ? (
        <GalleryEmpty picture={photosEmpty} text={t('pictures.noPhotos')} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label={t('gallery.photos')}>
          {photos.map((photo) => (
            <GalleryCard
              key={photo.id}
              testId="photo"
              src={photo.thumbnail}
              alt={photo.file_name}
              aspect="aspect-[4/5]"
              badge={
                photo.profile_picture === 1 && (
                  <span className="absolute top-2 left-2 inline-flex max-w-[calc(100%-1rem)] items-center gap-1 rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-maroon-900">
                    <Star className="size-3 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 break-words">{t('gallery.avatar')}</span>
                  </span>
                )
              }
              actions={
                <>
                  {photo.profile_picture !== 1 ? (
                    <button
                      type="button"
                      className="min-w-0 rounded-2xl bg-white/95 px-3 py-1 text-left text-xs font-semibold break-words text-maroon-800 hover:bg-white"
                      disabled={busyId !== null}
                      onClick={() => run(photo.id, () => makeProfilePicture(user.id, photo.id), 'pictures.avatarUpdated')}
                    >
                      {t('gallery.setAvatar')}
                    </button>
                  ) : (
                    <span />
                  )}
                  <DeleteButton
                    fileName={photo.file_name}
                    disabled={busyId !== null}
                    onClick={() => run(photo.id, () => deletePicture(user.id, photo.id), 'pictures.deleted')}
                  />
                </>
              }
            />
          ))}
        </ul>
      )}

      <UploadDialog kind="photos" open={uploading} onClose={() => setUploading(false)} count={photos.length} />
    </MemberPage>
  );
}
