import { useState } from 'react';
import { Star, Upload } from 'lucide-react';
import { MESSAGES, profileCompletion } from '@inai/shared';
import photosEmpty from '../../../assets/photos-empty.svg';
import { useAuth } from '../../auth/session/auth-context';
import { memberApi } from '../../member/api/member-api';
import { defaultAvatar } from '../../member/components/default-avatar';
import { MemberPage } from '../../member/components/member-page';
import { DeleteButton } from '../components/delete-button';
import { GalleryCard, GalleryEmpty } from '../components/gallery-parts';
import { UploadDialog } from '../components/upload-dialog';
import { useGalleryAction } from '../components/use-gallery-action';

const MAX_PHOTOS = 6;

/** Photo gallery (/userprofile): the display picture, profile completion, and up to six photos. */
export default function PhotoGalleryPage() {
  const { user } = useAuth();
  const [uploading, setUploading] = useState(false);
  const { busyId, run } = useGalleryAction();
  if (!user) return null;
  const completion = profileCompletion(user);
  const photos = user.user_images;

  return (
    <MemberPage
      title="My photos"
      intro="Clear, recent photos help families decide. You can add up to six."
      actions={
        <button type="button" className="btn-primary" onClick={() => setUploading(true)} disabled={photos.length >= MAX_PHOTOS}>
          <Upload className="size-4" aria-hidden="true" />
          Upload Photos
        </button>
      }
    >
      <section
        className="flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 sm:flex-row"
        aria-label="Display picture"
      >
        <img
          src={user.user_profile_picture ?? defaultAvatar(user.user_details?.gender)}
          alt={`${user.name}'s display picture`}
          className="size-36 shrink-0 rounded-full object-cover ring-4 ring-gold-200"
          data-testid="display-picture"
        />
        <div className="w-full">
          <p className="text-2xl font-semibold text-maroon-800">{user.name}</p>
          <p className="text-sm text-ink-soft">{user.email}</p>
          <div className="mt-4">
            <div className="flex justify-between text-sm font-medium">
              <span>Profile completion</span>
              <span data-testid="profile-completion">{completion}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Profile completion"
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
        <GalleryEmpty picture={photosEmpty} text={MESSAGES.pictures.noPhotos} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label="Photos">
          {photos.map((photo) => (
            <GalleryCard
              key={photo.id}
              testId="photo"
              src={photo.thumbnail}
              alt={photo.file_name}
              aspect="aspect-[4/5]"
              badge={
                photo.profile_picture === 1 && (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-maroon-900">
                    <Star className="size-3" aria-hidden="true" /> Avatar
                  </span>
                )
              }
              actions={
                <>
                  {photo.profile_picture !== 1 ? (
                    <button
                      type="button"
                      className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-maroon-800 hover:bg-white"
                      disabled={busyId !== null}
                      onClick={() => run(photo.id, (token, userId) => memberApi.makeProfilePicture(token, userId, photo.id))}
                    >
                      Set Avatar
                    </button>
                  ) : (
                    <span />
                  )}
                  <DeleteButton
                    name={photo.file_name}
                    disabled={busyId !== null}
                    onClick={() => run(photo.id, (token, userId) => memberApi.deletePicture(token, userId, photo.id))}
                  />
                </>
              }
            />
          ))}
        </ul>
      )}

      <UploadDialog
        kind="photos"
        title="Upload Images"
        open={uploading}
        onClose={() => setUploading(false)}
        count={photos.length}
        max={MAX_PHOTOS}
        limitMessage={MESSAGES.pictures.photoLimit}
        successMessage={MESSAGES.pictures.uploaded}
      />
    </MemberPage>
  );
}
