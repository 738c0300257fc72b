import type { Flag, PublicUser } from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { HoroscopeRow, ImageRow } from '../gallery/gallery.repository.js';
import type { MemberPlanRow } from '../plans/plans.repository.js';
import type { BirthDetailsRow } from '../profile/birth-details.repository.js';
import { presentBirthDetails } from '../profile/birth-details.service.js';
import { presentDetails, presentPreferences } from '../profile/profile.presenter.js';
import type { DetailsRow, PreferencesRow } from '../profile/profile.repository.js';
import type { UserRow } from '../users/users.repository.js';

const flag = (value: number): Flag => (value === 1 ? 1 : 0);

export interface MemberRecord {
  user: UserRow;
  /** The active plan, if any: premium means having one (payments are the only way to get one). */
  plan: MemberPlanRow | undefined;
  details: DetailsRow | undefined;
  preferences: PreferencesRow | undefined;
  images: ImageRow[];
  horoscopes: HoroscopeRow[];
  /** Incoming interests not yet answered. */
  pendingInterests: number;
  /** Chat messages from others not yet read. */
  unreadMessages: number;
  /** Birth details, the member's alone. */
  birth?: BirthDetailsRow | undefined;
}

/** The member as they see themselves: their own media links, never the password hash. */
export function presentUser(record: MemberRecord, media: MediaSigner): PublicUser {
  const { user, plan, details, preferences, images, horoscopes, pendingInterests, unreadMessages, birth } = record;
  const own = (kind: 'photos' | 'horoscopes', id: number, variant: 'full' | 'thumb') =>
    media.url({ kind, id, variant, audience: 'o' });
  const avatar = images.find((i) => i.is_profile_picture === 1);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    // The specification's User has a phone string: empty when the account has none (docs/decisions/0055).
    phone: user.phone ?? '',
    phone_verified: user.phone_verified_at !== null,
    is_verified: flag(user.is_verified),
    premium_user: plan ? 1 : 0,
    user_profile_picture: avatar ? own('photos', avatar.id, 'thumb') : null,
    dob: details?.dob ?? null,
    user_images: images.map((i) => ({
      id: i.id,
      image_id: i.id,
      file_path: own('photos', i.id, 'full'),
      thumbnail: own('photos', i.id, 'thumb'),
      profile_picture: flag(i.is_profile_picture),
      file_name: i.file_name,
    })),
    user_horoscopes: horoscopes.map((h) => ({
      id: h.id,
      horoscope_premium_path: own('horoscopes', h.id, 'full'),
      thumbnail: own('horoscopes', h.id, 'thumb'),
      file_name: h.file_name,
    })),
    user_details: presentDetails(details),
    partner_preferences: presentPreferences(preferences),
    birth_details: birth ? presentBirthDetails(birth, details?.dob ?? null) : null,
    active_plan: plan
      ? {
          plan_id: plan.plan_id as 1 | 2 | 3,
          plan_price: plan.plan_price,
          status: plan.status,
          start_date: plan.starts_at,
          expiry_date: plan.expires_at,
        }
      : null,
    mobile_number_visibility: flag(user.mobile_number_visibility),
    photos_visibility: flag(user.photos_visibility),
    horoscope_visibility: flag(user.horoscope_visibility),
    address_visibility: flag(user.address_visibility),
    locale: user.locale,
    pending_interests: pendingInterests,
    unread_messages: unreadMessages,
    profile_created_by: user.profile_created_by,
    notify_interest_received: flag(user.notify_interest_received),
    notify_interest_accepted: flag(user.notify_interest_accepted),
    notify_chat_message: flag(user.notify_chat_message),
    show_last_active: user.hide_last_active === 1 ? 0 : 1,
    notify_daily_picks: flag(user.notify_daily_picks),
    daily_picks_compatible: flag(user.daily_picks_compatible),
    is_operator: user.role === 'operator',
  };
}
