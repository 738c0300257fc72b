import { z } from 'zod';
import { actingSchema } from './family-acting.js';
import { birthDetailsAnswerSchema } from './birth-details.js';
import { LOCALES } from '../i18n/locales.js';
import { flagSchema, okMessageAnswerSchema } from './common.js';

// The member as the server presents them to themselves (specification section 3, User), and the
// answer of every call that changes their own account.

const nullableString = z.string().nullable();
const siblingCount = z.number().int().min(0).max(9).nullable();
const planId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Specification section 3, user_details: unset values are null; age is derived from dob.
 * (`userDetailsSchema` is the request of getUserDetails, hence the Answer in this name.)
 */
export const userDetailsAnswerSchema = z.object({
  about: nullableString,
  gender: nullableString,
  state: nullableString,
  city: nullableString,
  dob: nullableString,
  age: z.number().int().nullable(),
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
  willing_to_marry_from_another_caste: flagSchema.nullable(),
  religion: nullableString,
  mother_tongue: nullableString,
  caste: nullableString,
  sub_caste: nullableString,
  gothram: nullableString,
  dosam: nullableString,
  star: nullableString,
  raasi: nullableString,
  // The Tamil biodata (ours, docs/design.md, "The Tamil biodata"): option values; counts 0–9.
  fathers_occupation: nullableString,
  mothers_occupation: nullableString,
  brothers: siblingCount,
  brothers_married: siblingCount,
  sisters: siblingCount,
  sisters_married: siblingCount,
  family_type: nullableString,
  family_status: nullableString,
  family_values: nullableString,
  native_place: nullableString,
  family_deity: nullableString,
  kulam: nullableString,
  diet: nullableString,
  smoking: nullableString,
  drinking: nullableString,
  physical_status: nullableString,
  physical_status_note: nullableString,
  education_level: nullableString,
  residence_country: nullableString.describe('Null when not said: taken as India'),
  residency_status: nullableString,
});
export type UserDetails = z.output<typeof userDetailsAnswerSchema>;

/** Specification section 3, partner_preferences, as stored (partnerPreferencesSchema is the request). */
export const partnerPreferencesAnswerSchema = z.object({
  gender: nullableString,
  age_min: z.number().int().nullable().describe('Years; null with age_max for no preference'),
  age_max: z.number().int().nullable(),
  castes: z
    .union([z.literal('no_preference'), z.array(z.string())])
    .nullable()
    .describe("The castes accepted, or 'no_preference'"),
  stars: z
    .union([z.literal('no_preference'), z.array(z.string())])
    .nullable()
    .describe("The stars accepted ('compatible': those compatible with the member's own), or 'no_preference'"),
  income_floor: z.number().int().nullable().describe('The lowest monthly income accepted, in rupees; null for none'),
  /** For older clients: the range as '25 to 32', or 'no_preference'. */
  age: nullableString,
  height: nullableString,
  weight: nullableString,
  marital_status: nullableString,
  job_type: nullableString,
  /** For older clients: the floor as digits, or 'no_preference'. */
  monthly_income: nullableString,
  religion: nullableString,
  /** For older clients: the castes joined by commas, or 'no_preference'. */
  caste: nullableString,
  sub_caste: nullableString,
  dosam: nullableString,
  // Ours (docs/design.md, "The Tamil biodata").
  diet: z
    .union([z.literal('no_preference'), z.array(z.string())])
    .nullable()
    .describe("The diets accepted, or 'no_preference'"),
  smoking: nullableString,
  drinking: nullableString,
  physical_status: nullableString,
  family_values: nullableString,
  residence: nullableString,
  education_level: nullableString.describe('The lowest acceptable level'),
});
export type PartnerPreferences = z.output<typeof partnerPreferencesAnswerSchema>;

/** A photo (specification: id, image_id, file_path, profile_picture, file_name). URLs are signed and expire. */
export const userImageSchema = z.object({
  id: z.number().int(),
  image_id: z.number().int(),
  file_path: z.string(),
  thumbnail: z.string(),
  profile_picture: flagSchema,
  file_name: z.string(),
});
export type UserImage = z.output<typeof userImageSchema>;

/** A horoscope image (specification: id, horoscope_premium_path, file_name). */
export const userHoroscopeSchema = z.object({
  id: z.number().int(),
  horoscope_premium_path: z.string(),
  thumbnail: z.string(),
  file_name: z.string(),
});
export type UserHoroscope = z.output<typeof userHoroscopeSchema>;

/**
 * The member's plan while it is active (specification section 3, active_plan). Derived on every
 * answer from the plan records, so an expired plan is null at once.
 */
export const activePlanInfoSchema = z.object({
  plan_id: planId,
  plan_price: z.number().int().describe('in paise'),
  /** 'Approved': the only status an active plan shows. */
  status: z.string(),
  /** ISO time the plan started. */
  start_date: z.string(),
  /** ISO time it ends. */
  expiry_date: z.string(),
});
export type ActivePlanInfo = z.output<typeof activePlanInfoSchema>;

/** The member as the server presents them to themselves (specification section 3, User). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Empty when the account has no number: another account verified the one it typed (docs/decisions/0055). */
  phone: z.string(),
  /** Ours (docs/design.md, "Text messages"): the member proved the phone is theirs with a code sent to it. Always sent by the server. */
  phone_verified: z.boolean().optional(),
  is_verified: flagSchema,
  premium_user: flagSchema,
  user_profile_picture: nullableString,
  dob: nullableString,
  user_images: z.array(userImageSchema),
  user_horoscopes: z.array(userHoroscopeSchema),
  user_details: userDetailsAnswerSchema.nullable(),
  partner_preferences: partnerPreferencesAnswerSchema.nullable(),
  /** The member's own birth details (ours, docs/design.md, "Birth chart"): null when none are saved; never sent to another member. */
  birth_details: birthDetailsAnswerSchema.nullable().optional(),
  active_plan: activePlanInfoSchema.nullable(),
  mobile_number_visibility: flagSchema,
  photos_visibility: flagSchema,
  horoscope_visibility: flagSchema,
  /**
   * Ours (docs/decisions/0060): 1 hides the street address even from the members with whom this
   * member has an accepted interest; 0 (the default) shows it to them alone. Free for every member.
   */
  address_visibility: flagSchema,
  /** The member's language (ours, docs/design.md, "Languages"); null until they or their browser chose one. */
  locale: z.enum(LOCALES).nullable(),
  /** Incoming interests still Requested (ours): the header's and the side menu's count. */
  pending_interests: z.number().int(),
  /** Chat messages from others not yet read (ours): the header's chat count. */
  unread_messages: z.number().int(),
  /** Who created the profile (ours): one of PROFILE_CREATED_BY, or null when not said. */
  profile_created_by: nullableString,
  /** E-mail notifications (ours): 1 on (the default), 0 off. */
  notify_interest_received: flagSchema,
  notify_interest_accepted: flagSchema,
  notify_chat_message: flagSchema,
  /**
   * Ours (docs/decisions/0052): 1 (the default) shows other members when this member was last
   * active, as a band, and shows them theirs; 0 hides both. Always sent by the server.
   */
  show_last_active: flagSchema.optional(),
  /** Today's matches (ours, docs/decisions/0053): by e-mail (1, the default), and only compatible stars (0, the default). */
  notify_daily_picks: flagSchema,
  daily_picks_compatible: flagSchema,
  /** Ours: an operator, who sees the 'Admin' link and the console at /admin. */
  is_operator: z.boolean(),
  /** Ours (docs/decisions/0073-family-co-managers.md): who acts through this session; getLoggedInUserProfile always sends it. */
  acting: actingSchema.optional(),
});
export type PublicUser = z.output<typeof publicUserSchema>;

/** What a call that changes the member's own account answers: the member as now stored. */
export const memberAnswerSchema = okMessageAnswerSchema.extend({ user: publicUserSchema });
export type MemberAnswer = z.output<typeof memberAnswerSchema>;

/** POST /api/updatePartnerPreferences: the member, and their preferences once more at the top. */
export const partnerPreferencesSavedAnswerSchema = memberAnswerSchema.extend({
  partner_preferences: partnerPreferencesAnswerSchema.nullable(),
});
export type PartnerPreferencesSavedAnswer = z.output<typeof partnerPreferencesSavedAnswerSchema>;
