import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PRIVACY_RIGHTS } from '../trust.js';
import { indiaDaySchema } from './common.js';
import { pagination } from './pagination.js';
import { cardPageSchema, profileCardSchema } from './search.js';

// Who viewed me, downloading one's data and deleting one's account (DPDP Act 2023): the
// shapes both sides share. The numbers are PRIVACY_RIGHTS in trust.ts, which the policies quote.

/** GET /api/viewers?page=&pageSize= */
export const viewersQuerySchema = z.object(pagination(PRIVACY_RIGHTS.viewersPageSize));
export type ViewersQuery = z.output<typeof viewersQuerySchema>;

/**
 * A member who opened my full profile: their result card (with their last-active band where I
 * may see it) and the India day they last opened it, never the time; null when they hide when
 * they were last active (docs/decisions/0057).
 */
export const viewerCardSchema = profileCardSchema.extend({ viewed_on: indiaDaySchema.nullable() });
export type ViewerCard = z.output<typeof viewerCardSchema>;

/**
 * GET /api/viewers. With a plan, the viewers newest first; without one, only how many there
 * are (`locked`), and an invitation to the plans.
 */
export const viewersAnswerSchema = cardPageSchema.extend({
  data: z.array(viewerCardSchema),
  locked: z.literal(true).optional(),
});
export type ViewersAnswer = z.output<typeof viewersAnswerSchema>;

/** Why a member leaves, when they say: they found their partner (docs/decisions/0065). */
export const DELETION_REASONS = ['found_match'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** POST /api/account/delete: the password, asked again, and the reason when the member gives one. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: messageRef('privacyRights.passwordRequired') })
    .min(1, { error: messageRef('privacyRights.passwordRequired') })
    .max(200, { error: messageRef('privacyRights.passwordRequired') }),
  reason: z.enum(DELETION_REASONS).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** GET /api/account/deletion, and the answer of delete and keep: whether erasure is due, and when. */
export const accountDeletionAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  /** When the member asked; null when no deletion is pending. */
  requested_at: z.string().nullable(),
  /** When the account will be erased (ISO time); null when no deletion is pending. */
  erase_at: z.string().nullable(),
  /** Why, when the member said ('found_match'). */
  reason: z.enum(DELETION_REASONS).nullable(),
  /** Whether the member hides their profile ('Hide my profile', the alternative to leaving). */
  profile_hidden: z.boolean(),
});
export type AccountDeletionAnswer = z.output<typeof accountDeletionAnswerSchema>;

/** POST /api/account/hide: hide the profile from search, Matches and today's matches, or show it again. */
export const hideProfileSchema = z.object({ hidden: z.boolean() });
export type HideProfileInput = z.infer<typeof hideProfileSchema>;
