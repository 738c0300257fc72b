/** 0 or 1, as the specification's User stores its flags. */
export type Flag = 0 | 1;

/**
 * The member as the server presents them to themselves (specification section 3, User). Parts
 * that later features fill (details, preferences, images, plan) are empty until they exist.
 */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  is_verified: Flag;
  premium_user: Flag;
  user_profile_picture: string | null;
  dob: string | null;
  user_images: unknown[];
  user_horoscopes: unknown[];
  user_details: Record<string, unknown> | null;
  partner_preferences: Record<string, unknown> | null;
  active_plan: Record<string, unknown> | null;
  mobile_number_visibility: Flag;
  photos_visibility: Flag;
  horoscope_visibility: Flag;
}
