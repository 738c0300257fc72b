import type { Flag, PublicUser } from '@inai/shared';
import type { UserRow } from './users.repository.js';

const flag = (value: number): Flag => (value === 1 ? 1 : 0);

/** The member as they see themselves: never the password hash. */
export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    is_verified: flag(user.is_verified),
    premium_user: flag(user.premium_user),
    user_profile_picture: null,
    dob: null,
    user_images: [],
    user_horoscopes: [],
    user_details: null,
    partner_preferences: null,
    active_plan: null,
    mobile_number_visibility: flag(user.mobile_number_visibility),
    photos_visibility: flag(user.photos_visibility),
    horoscope_visibility: flag(user.horoscope_visibility),
  };
}
