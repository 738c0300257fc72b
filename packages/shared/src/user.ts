import type { Locale } from './i18n/locales.js';

/** 0 or 1, as the specification's User stores its flags. */
export type Flag = 0 | 1;

/** specification section 3, user_details. Unset values are null; age is derived from dob. */
export interface UserDetails {
  about: string | null;
  gender: string | null;
  state: string | null;
  city: string | null;
  dob: string | null;
  age: number | null;
  height: string | null;
  weight: string | null;
  fathers_name: string | null;
  mothers_name: string | null;
  address: string | null;
  marital_status: string | null;
  job_type: string | null;
  company_name: string | null;
  salary: string | null;
  total_experience: string | null;
  degree: string | null;
  school: string | null;
  college: string | null;
  whatsapp: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  youtube: string | null;
  linkedin: string | null;
  willing_to_marry_from_another_caste: Flag | null;
  religion: string | null;
  mother_tongue: string | null;
  caste: string | null;
  sub_caste: string | null;
  gothram: string | null;
  dosam: string | null;
  star: string | null;
  raasi: string | null;
}

/** specification section 3, partner_preferences. */
export interface PartnerPreferences {
  gender: string | null;
  age: string | null;
  height: string | null;
  weight: string | null;
  marital_status: string | null;
  job_type: string | null;
  monthly_income: string | null;
  religion: string | null;
  caste: string | null;
  sub_caste: string | null;
  dosam: string | null;
}

/** A photo (specification: id, image_id, file_path, profile_picture, file_name). URLs are signed and expire. */
export interface UserImage {
  id: number;
  image_id: number;
  file_path: string;
  thumbnail: string;
  profile_picture: Flag;
  file_name: string;
}

/** A horoscope image (specification: id, horoscope_premium_path, file_name). */
export interface UserHoroscope {
  id: number;
  horoscope_premium_path: string;
  thumbnail: string;
  file_name: string;
}

/**
 * The member's plan while it is active (specification section 3, active_plan). Derived on every
 * answer from the plan records, so an expired plan is null at once; plan_price is in paise.
 */
export interface ActivePlanInfo {
  plan_id: 1 | 2 | 3;
  plan_price: number;
  /** 'Approved': the only status an active plan shows. */
  status: string;
  /** ISO time the plan started. */
  start_date: string;
  /** ISO time it ends. */
  expiry_date: string;
}

/** The member as the server presents them to themselves (specification section 3, User). */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  is_verified: Flag;
  premium_user: Flag;
  user_profile_picture: string | null;
  dob: string | null;
  user_images: UserImage[];
  user_horoscopes: UserHoroscope[];
  user_details: UserDetails | null;
  partner_preferences: PartnerPreferences | null;
  active_plan: ActivePlanInfo | null;
  mobile_number_visibility: Flag;
  photos_visibility: Flag;
  horoscope_visibility: Flag;
  /** The member's language (ours, DESIGN.md §6); null until they or their browser chose one. */
  locale: Locale | null;
  /** Incoming interests still Requested (ours): the header's and the side menu's count. */
  pending_interests: number;
  /** Chat messages from others not yet read (ours, issue 12): the header's chat count. */
  unread_messages: number;
  /** Who created the profile (ours, issue 14): one of PROFILE_CREATED_BY, or null when not said. */
  profile_created_by: string | null;
  /** E-mail notifications (ours): 1 on (the default), 0 off. */
  notify_interest_received: Flag;
  notify_interest_accepted: Flag;
  notify_chat_message: Flag;
  /** Ours (issue 14): an operator, who sees the 'Admin' link and the console at /admin. */
  is_operator: boolean;
}

/** What a call that changes the member's own account answers: the member as now stored. */
export interface MemberAnswer {
  success: boolean;
  message: string;
  user: PublicUser;
}

/**
 * Profile completion (specification section 4): 25 % for each of marital status, a profile
 * picture, a partner gender preference and religion.
 */
export function profileCompletion(
  user: Pick<PublicUser, 'user_details' | 'user_profile_picture' | 'partner_preferences'>,
): number {
  const facts = [
    user.user_details?.marital_status,
    user.user_profile_picture,
    user.partner_preferences?.gender,
    user.user_details?.religion,
  ];
  return facts.filter(Boolean).length * 25;
}
