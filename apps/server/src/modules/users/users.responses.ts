import { LOCALES, type PublicUser } from '@inai/shared';
import { z } from 'zod';
import { flag, nullableInt, nullableString } from '../../lib/response-schemas.js';

/** presentDetails: profile details, unset values null. */
export const userDetailsAnswer = z.object({
  about: nullableString,
  gender: nullableString,
  state: nullableString,
  city: nullableString,
  dob: nullableString,
  age: nullableInt,
  height: nullableString,
  weight: nullableString,
  fathers_name: nullableString,
  mothers_name: nullableString,
  address: nullableString,
  marital_status: nullableString,
  job_type: nullableString,
  company_name: nullableString,
  salary: nullableString,
  total_experience: nullableString,
  degree: nullableString,
  school: nullableString,
  college: nullableString,
  whatsapp: nullableString,
  facebook: nullableString,
  instagram: nullableString,
  twitter: nullableString,
  youtube: nullableString,
  linkedin: nullableString,
  willing_to_marry_from_another_caste: flag.nullable(),
  religion: nullableString,
  mother_tongue: nullableString,
  caste: nullableString,
  sub_caste: nullableString,
  gothram: nullableString,
  dosam: nullableString,
  star: nullableString,
  raasi: nullableString,
});

export const partnerPreferencesAnswer = z.object({
  gender: nullableString,
  age: nullableString,
  height: nullableString,
  weight: nullableString,
  marital_status: nullableString,
  job_type: nullableString,
  monthly_income: nullableString,
  religion: nullableString,
  caste: nullableString,
  sub_caste: nullableString,
  dosam: nullableString,
});

/** presentUser: the member as they see themselves (the shared PublicUser). */
export const publicUserAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  is_verified: flag,
  premium_user: flag,
  user_profile_picture: nullableString,
  dob: nullableString,
  user_images: z.array(
    z.object({
      id: z.number().int(),
      image_id: z.number().int(),
      file_path: z.string(),
      thumbnail: z.string(),
      profile_picture: flag,
      file_name: z.string(),
    }),
  ),
  user_horoscopes: z.array(
    z.object({ id: z.number().int(), horoscope_premium_path: z.string(), thumbnail: z.string(), file_name: z.string() }),
  ),
  user_details: userDetailsAnswer.nullable(),
  partner_preferences: partnerPreferencesAnswer.nullable(),
  active_plan: z
    .object({
      plan_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      plan_price: z.number().int().describe('in paise'),
      status: z.string(),
      start_date: z.string(),
      expiry_date: z.string(),
    })
    .nullable(),
  mobile_number_visibility: flag,
  photos_visibility: flag,
  horoscope_visibility: flag,
  locale: z.enum(LOCALES).nullable(),
  pending_interests: z.number().int(),
  unread_messages: z.number().int(),
  profile_created_by: nullableString,
  notify_interest_received: flag,
  notify_interest_accepted: flag,
  notify_chat_message: flag,
  is_operator: z.boolean(),
}) satisfies z.ZodType<PublicUser>;

/** What a call that changes the member's own account answers: the member as now stored. */
export const memberAnswer = z.object({ success: z.boolean(), message: z.string(), user: publicUserAnswer });
