import type { MemberChart, OtherMember, UserDetails } from '@inai/shared';
import { addressWithheld, hiddenFrom, seesHoroscopes, type Entitlements } from '../entitlements/entitlements.policy.js';
import type { MediaAudience, MediaSigner } from '../../lib/media-signer.js';
import type { HoroscopeRow, ImageRow } from '../gallery/gallery.repository.js';
import { presentDetails } from '../profile/profile.presenter.js';
import type { DetailsRow } from '../profile/profile.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { lastActiveShown } from '../cards/cards.presenter.js';

/**
 * Another member's profile as a paying viewer may see it. The owner's privacy switches (with
 * their accepted-interest exception) and the viewer's entitlements are applied here, in one
 * place: what may not be seen is absent from the JSON (not merely flagged), and the flags say
 * why, so the screen can tell the viewer. `partner` says an accepted interest joins the viewer
 * (`viewerId`) with the owner; the caller must ask it whenever `partnerMatters` says so, or the
 * street address stays withheld.
 */
export function presentProfileDetails(
  record: {
    user: UserRow;
    details: DetailsRow | undefined;
    images: ImageRow[];
    horoscopes: HoroscopeRow[];
    /** The chart worked out from the owner's birth details, when they gave a birth time. */
    chart?: MemberChart | undefined;
  },
  viewer: Pick<Entitlements, 'contactDetails' | 'horoscopes'>,
  media: MediaSigner,
  viewerId: number,
  partner: boolean,
  /** The viewer shows when they were last active, and so sees the owner's band (docs/decisions/0052). */
  seesLastActive = false,
  /** The owner's own details page, shown as others see it: their horoscopes as a viewer's plan and switches allow. */
  asOthersSee = false,
): OtherMember {
  const { user, details, images, horoscopes, chart } = record;
  const hidden = hiddenFrom(user, partner);
  const phoneShown = viewer.contactDetails && !hidden.phone;
  const horoscopesNeedUpgrade = !hidden.horoscopes && !viewer.horoscopes;
  const own = viewerId === user.id;
  // Every link names the viewer, so the media route refuses it once a block separates the two.
  // A gallery the owner locked is open to the partner only through links of their own audience,
  // which the media route refuses once the interest is no longer accepted.
  const audience = (locked: number): { audience: MediaAudience; viewer: number } => ({
    audience: locked === 1 && partner ? 'a' : 'p',
    viewer: viewerId,
  });
  const photoLink = (id: number, variant: 'full' | 'thumb') =>
    media.url({ kind: 'photos', id, variant, ...audience(user.photos_visibility) });
  const horoscopeLink = (id: number, variant: 'full' | 'thumb') =>
    media.url({ kind: 'horoscopes', id, variant, ...audience(user.horoscope_visibility) });

  const shownDetails: Partial<UserDetails> | null = presentDetails(details);
  // "Hide mobile number" hides every phone number: the WhatsApp number too.
  if (shownDetails && !phoneShown) delete shownDetails.whatsapp;
  const addressHeld = addressWithheld(user, viewer, partner, Boolean(details?.address));
  if (shownDetails && addressHeld !== null) delete shownDetails.address;
  const avatar = images.find((i) => i.is_profile_picture === 1);

  return {
    id: user.id,
    name: user.name,
    ...(viewer.contactDetails ? { email: user.email } : {}),
    ...(phoneShown && user.phone ? { phone: user.phone } : {}),
    phone_hidden: hidden.phone,
    phone_verified: user.phone_verified_at !== null,
    profile_created_by: user.profile_created_by,
    id_verified: user.id_verified_at !== null,
    last_active: own ? null : lastActiveShown(user, seesLastActive),
    user_details: shownDetails,
    address_withheld: addressHeld,
    user_profile_picture: !hidden.photos && avatar ? photoLink(avatar.id, 'thumb') : null,
    photos_locked: hidden.photos,
    ...(hidden.photos
      ? {}
      : {
          user_images: images.map((i) => ({
            id: i.id,
            image_id: i.id,
            file_path: photoLink(i.id, 'full'),
            thumbnail: photoLink(i.id, 'thumb'),
            file_name: i.file_name,
          })),
        }),
    horoscopes_locked: hidden.horoscopes,
    horoscopes_need_upgrade: horoscopesNeedUpgrade,
    ...(hidden.horoscopes || horoscopesNeedUpgrade
      ? {}
      : {
          user_horoscopes: horoscopes.map((h) => ({
            id: h.id,
            horoscope_premium_path: horoscopeLink(h.id, 'full'),
            thumbnail: horoscopeLink(h.id, 'thumb'),
            file_name: h.file_name,
          })),
        }),
    ...(chart && seesHoroscopes(viewer, hidden, own && !asOthersSee) ? { jathagam: chart } : {}),
  };
}
