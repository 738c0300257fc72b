import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { adminPageField, adminSearchField, operatorReason, type AdminPage, type OwnCase } from './admin.js';

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
export interface ModerationMember {
  id: number;
  name: string;
  email: string;
  suspended: boolean;
}

/** One unreviewed photo. The links are signed for operators (whatever the member's privacy switches say). */
export interface AdminPhoto {
  id: number;
  thumbnail: string;
  full: string;
  uploaded_at: string;
  member: ModerationMember;
  /** The same perceptual hash is on a photo of another account. */
  same_elsewhere: boolean;
  /** Set when it is a photo of the operator asking: another operator reviews it. */
  own_case: OwnCase<'photo'> | null;
}
export type AdminPhotosAnswer = AdminPage<AdminPhoto>;

export interface AddressSignal {
  /** The sign-up address: personal data, shown to operators only. */
  address: string;
  count: number;
  accounts: ModerationMember[];
}

export interface SamePhotoSignal {
  hash: string;
  count: number;
  photos: { id: number; thumbnail: string; member: ModerationMember }[];
}

export interface ReportedSignal {
  member: ModerationMember;
  reporters: number;
  open_reports: number;
}

export interface InterestBurstSignal {
  member: ModerationMember;
  /** The most interests sent within one clock hour, and that hour's start (ISO, UTC). */
  most: number;
  hour: string;
}

/** GET /api/admin/signals. */
export interface AdminSignalsAnswer {
  success: true;
  thresholds: typeof SIGNAL_THRESHOLDS;
  addresses: AddressSignal[];
  same_photos: SamePhotoSignal[];
  reported: ReportedSignal[];
  interest_bursts: InterestBurstSignal[];
}
