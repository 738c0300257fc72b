import type { OtherMember, UserDetails } from '@inai/shared';
import type { Entitlements } from '../entitlements/entitlements.policy.js';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { MemberRecord } from '../users/users.presenter.js';
import { presentDetails } from '../users/users.presenter.js';

/**
 * Another member's profile as a paying viewer may see it. The owner's privacy switches and the
 * viewer's entitlements are applied here, in one place: what may not be seen is absent from the JSON
 * (not merely flagged), and the flags say why, so the screen can tell the viewer.
 */
export function presentProfileDetails(
  record: Pick<MemberRecord, 'user' | 'details' | 'images' | 'horoscopes'>,
  viewer: Pick<Entitlements, 'contactDetails' | 'horoscopes'>,
  media: MediaSigner,
): OtherMember {
  const { user, details, images, horoscopes } = record;
  const phoneHidden = user.mobile_number_visibility === 1;
  const phoneShown = viewer.contactDetails && !phoneHidden;
  const photosLocked = user.photos_visibility === 1;
  const horoscopesLocked = user.horoscope_visibility === 1;
  const horoscopesNeedUpgrade = !horoscopesLocked && !viewer.horoscopes;
  const link = (kind: 'photos' | 'horoscopes', id: number, variant: 'full' | 'thumb') =>
    media.url({ kind, id, variant, audience: 'p' });

  const shownDetails: Partial<UserDetails> | null = presentDetails(details);
  // "Hide mobile number" hides every phone number: the WhatsApp number too.
  if (shownDetails && !phoneShown) delete shownDetails.whatsapp;
  const avatar = images.find((i) => i.is_profile_picture === 1);

  return {
    id: user.id,
    name: user.name,
    ...(viewer.contactDetails ? { email: user.email } : {}),
    ...(phoneShown ? { phone: user.phone } : {}),
    phone_hidden: phoneHidden,
    user_details: shownDetails,
    user_profile_picture: !photosLocked && avatar ? link('photos', avatar.id, 'thumb') : null,
    photos_locked: photosLocked,
    ...(photosLocked
      ? {}
      : {
          user_images: images.map((i) => ({
            id: i.id,
            image_id: i.id,
            file_path: link('photos', i.id, 'full'),
            thumbnail: link('photos', i.id, 'thumb'),
            file_name: i.file_name,
          })),
        }),
    horoscopes_locked: horoscopesLocked,
    horoscopes_need_upgrade: horoscopesNeedUpgrade,
    ...(horoscopesLocked || horoscopesNeedUpgrade
      ? {}
      : {
          user_horoscopes: horoscopes.map((h) => ({
            id: h.id,
            horoscope_premium_path: link('horoscopes', h.id, 'full'),
            thumbnail: link('horoscopes', h.id, 'thumb'),
            file_name: h.file_name,
          })),
        }),
  };
}
