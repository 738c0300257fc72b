import { z } from 'zod';
import { LAST_ACTIVE_BANDS } from '../last-active.js';
import { memberChartSchema } from './birth-details.js';
import { detailsPoruthamChartsSchema } from './porutham-charts.js';
import { userDetailsAnswerSchema } from './user.js';

// POST /api/getUserDetails: another member's profile as a paying viewer may see it.

export const otherImageSchema = z.object({
  id: z.number().int(),
  image_id: z.number().int(),
  file_path: z.string(),
  thumbnail: z.string(),
  file_name: z.string(),
});
export type OtherImage = z.output<typeof otherImageSchema>;

export const otherHoroscopeSchema = z.object({
  id: z.number().int(),
  horoscope_premium_path: z.string(),
  thumbnail: z.string(),
  file_name: z.string(),
});
export type OtherHoroscope = z.output<typeof otherHoroscopeSchema>;

/**
 * Why another member's street address is not given (docs/decisions/0060): 'interest', only members
 * with whom they have an accepted interest see it; 'owner', they hide it from those too; 'plan',
 * the viewer's plan has no contact details.
 */
export const ADDRESS_WITHHELD = ['interest', 'owner', 'plan'] as const;
export type AddressWithheld = (typeof ADDRESS_WITHHELD)[number];

/** What the owner hides or the viewer's plan does not include is absent; the flags say why. */
export const otherMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().optional().describe("Absent when the viewer's plan has no contact details"),
  phone: z.string().optional().describe('Absent when hidden by the member or not in the plan'),
  phone_hidden: z.boolean(),
  /** Ours (docs/design.md, "Text messages"): the 'Mobile verified' badge; said whether or not the number itself is shown. Always sent by the server. */
  phone_verified: z.boolean().optional(),
  /** The profile has at least one co-manager: 'Managed with family' (ours). Always sent by the server. */
  managed_with_family: z.boolean().optional(),
  /** Who created the profile (ours): one of PROFILE_CREATED_BY, or null when not said. */
  profile_created_by: z.string().nullable(),
  /** An operator approved a government ID of this member (the 'ID verified' badge). Always sent by the server. */
  id_verified: z.boolean().optional(),
  /** When the member was last active, as a band (as on cards, docs/decisions/0052); never a time. Always sent by the server. */
  last_active: z.enum(LAST_ACTIVE_BANDS).nullable().optional(),
  /** `address` is absent from them when `address_withheld` says why, and null when the member gave none. */
  user_details: userDetailsAnswerSchema.partial().nullable(),
  /** Ours: why the street address is absent; null when nothing is withheld. Always sent by the server. */
  address_withheld: z.enum(ADDRESS_WITHHELD).nullable().optional(),
  user_profile_picture: z.string().nullable(),
  photos_locked: z.boolean(),
  /** Absent when photos are locked. */
  user_images: z.array(otherImageSchema).optional(),
  horoscopes_locked: z.boolean(),
  /** The viewer's plan does not include horoscopes (Silver). */
  horoscopes_need_upgrade: z.boolean(),
  /** Absent when locked or not in the viewer's plan. */
  user_horoscopes: z.array(otherHoroscopeSchema).optional(),
  /**
   * The birth chart worked out from the member's birth details (ours, docs/design.md, "Birth chart"): absent when
   * they gave no birth time, or the horoscopes are locked or not in the viewer's plan. Never the
   * birth time or place.
   */
  jathagam: memberChartSchema.optional(),
});
export type OtherMember = z.output<typeof otherMemberSchema>;

/**
 * The member, how many profiles the viewer has opened this month (limit null: unlimited), and the
 * porutham section, absent when the two are not a bride and a groom (same or unknown gender).
 */
export const profileDetailsAnswerSchema = z.object({
  success: z.literal(true),
  user: otherMemberSchema,
  views: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  porutham: detailsPoruthamChartsSchema.optional(),
  /** Ours: the viewer opened their own profile, shown as others see it (docs/decisions/0064). Always sent by the server. */
  own: z.boolean().optional(),
});
export type ProfileDetailsAnswer = z.output<typeof profileDetailsAnswerSchema>;
