import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { adminPageField, adminPageOf, adminSearchField, OWN_CASES, operatorReason } from './admin.js';

/**
 * Fake-profile signals: the thresholds, in one place. The console lists
 * what crosses them; nothing is punished automatically.
 */
export const SIGNAL_THRESHOLDS = {
  /** Accounts created from one sign-up address. */
  accountsPerAddress: 3,
  /** Accounts carrying a photo with the same perceptual hash. */
  accountsPerPhoto: 2,
  /** Different members who reported one member. */
  distinctReporters: 3,
  /** Accounts that typed one mobile number and have not verified it (docs/decisions/0055). */
  accountsPerNumber: 2,
  /** Interests sent within one clock hour: a signal when MORE than this. */
  interestsPerHour: 30,
  /** How far back the interests are looked at, in days. */
  interestDays: 7,
  /** 'New' members, for the photo queue: registered within this many days. */
  newMemberDays: 30,
  /** At most this many groups per list, and accounts (or photos) shown per group; counts stay exact. */
  listMax: 100,
  groupMax: 50,
} as const;

/** The photo queue's filters: photos of new members, of reported members, or every unreviewed photo. */
export const PHOTO_FILTERS = ['new', 'reported', 'all'] as const;
export type PhotoFilter = (typeof PHOTO_FILTERS)[number];

/** GET /api/admin/photos?filter=&q=&page=: `q` narrows to members whose name or e-mail contains it. */
export const adminPhotosQuerySchema = z.object({
  filter: z.enum(PHOTO_FILTERS, { error: messageRef('moderation.unknownFilter') }).optional(),
  q: adminSearchField,
  page: adminPageField,
});
export type AdminPhotosQuery = z.infer<typeof adminPhotosQuerySchema>;

export const PHOTO_DECISIONS = ['approve', 'reject'] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];

/** POST /api/admin/photos/:id/decision. The reason is recorded, and sent to the member on a rejection. */
export const adminPhotoDecisionSchema = z.object({
  action: z.enum(PHOTO_DECISIONS, { error: messageRef('moderation.unknownAction') }),
  reason: operatorReason,
});
export type AdminPhotoDecisionInput = z.infer<typeof adminPhotoDecisionSchema>;

/** A member as the signals and the photo queue name them: enough to find them in the Members tab. */
export const moderationMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  suspended: z.boolean(),
});
export type ModerationMember = z.output<typeof moderationMemberSchema>;

/** One unreviewed photo. The links are signed for operators (whatever the member's privacy switches say). */
export const adminPhotoSchema = z.object({
  id: z.number().int(),
  thumbnail: z.string(),
  full: z.string(),
  uploaded_at: z.string(),
  member: moderationMemberSchema,
  /** The same perceptual hash is on a photo of another account. */
  same_elsewhere: z.boolean(),
  /** Set when it is a photo of the operator asking: another operator reviews it. */
  own_case: z.enum(OWN_CASES.photo).nullable(),
});
export type AdminPhoto = z.output<typeof adminPhotoSchema>;

/** GET /api/admin/photos. */
export const adminPhotosAnswerSchema = adminPageOf(adminPhotoSchema);
export type AdminPhotosAnswer = z.output<typeof adminPhotosAnswerSchema>;

export const addressSignalSchema = z.object({
  /** The sign-up address: personal data, shown to operators only. */
  address: z.string(),
  count: z.number().int(),
  accounts: z.array(moderationMemberSchema),
});
export type AddressSignal = z.output<typeof addressSignalSchema>;

export const samePhotoSignalSchema = z.object({
  hash: z.string(),
  count: z.number().int(),
  photos: z.array(z.object({ id: z.number().int(), thumbnail: z.string(), member: moderationMemberSchema })),
});
export type SamePhotoSignal = z.output<typeof samePhotoSignalSchema>;

export const sharedNumberSignalSchema = z.object({
  /** The ten digits: personal data, shown to operators only. */
  phone: z.string(),
  count: z.number().int(),
  /**
   * Oldest account first: the accounts that typed it without verifying it (at least the threshold)
   * and the one (if any) that proved the number is theirs, marked `phone_verified`.
   */
  accounts: z.array(moderationMemberSchema.extend({ phone_verified: z.boolean() })),
});
export type SharedNumberSignal = z.output<typeof sharedNumberSignalSchema>;

export const reportedSignalSchema = z.object({
  member: moderationMemberSchema,
  reporters: z.number().int(),
  open_reports: z.number().int(),
});
export type ReportedSignal = z.output<typeof reportedSignalSchema>;

export const interestBurstSignalSchema = z.object({
  member: moderationMemberSchema,
  /** The most interests sent within one clock hour, and that hour's start (ISO, UTC). */
  most: z.number().int(),
  hour: z.string(),
});
export type InterestBurstSignal = z.output<typeof interestBurstSignalSchema>;

/** GET /api/admin/signals. */
export const adminSignalsAnswerSchema = z.object({
  success: z.boolean(),
  // Named from the constant, so a threshold added there is in the answer's description too.
  thresholds: z.object(
    Object.fromEntries(Object.keys(SIGNAL_THRESHOLDS).map((key) => [key, z.number().int()])) as Record<
      keyof typeof SIGNAL_THRESHOLDS,
      z.ZodNumber
    >,
  ),
  addresses: z.array(addressSignalSchema),
  same_photos: z.array(samePhotoSignalSchema),
  shared_numbers: z.array(sharedNumberSignalSchema),
  reported: z.array(reportedSignalSchema),
  interest_bursts: z.array(interestBurstSignalSchema),
});
export type AdminSignalsAnswer = z.output<typeof adminSignalsAnswerSchema>;
