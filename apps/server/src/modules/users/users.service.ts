import type { PublicUser } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { listHoroscopes, listImages } from '../gallery/gallery.repository.js';
import { findActivePlan } from '../plans/plans.repository.js';
import { unreadMessages as countUnreadMessages } from '../chat/chat.service.js';
import { demand } from '../entitlements/entitlements.policy.js';
import { entitlementsFor } from '../entitlements/entitlements.service.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import { presentUser } from './users.presenter.js';
import {
  countPendingInterests,
  findUserById,
  updateSettings,
  type SettingsChanges,
  type UserRow,
  type VisibilityChanges,
} from './users.repository.js';

/** The member as their own screens see them (details, preferences, photos, horoscopes), or a 401 if gone. */
export async function loadPublicUser(ctx: AppContext, userId: number): Promise<PublicUser> {
  const [user, plan, details, preferences, images, horoscopes, pendingInterests, unreadMessages] = await Promise.all([
    findUserById(ctx.db, userId),
    findActivePlan(ctx.db, userId, new Date()),
    findDetails(ctx.db, userId),
    findPreferences(ctx.db, userId),
    listImages(ctx.db, userId),
    listHoroscopes(ctx.db, userId),
    // Counted for every member: knowing that someone is interested is not a paid feature.
    countPendingInterests(ctx.db, userId),
    countUnreadMessages(ctx, userId),
  ]);
  if (!user) throw new AppError(401, 'auth_required');
  return presentUser({ user, plan, details, preferences, images, horoscopes, pendingInterests, unreadMessages }, ctx.media);
}

const PRIVACY_SWITCHES = [
  'mobile_number_visibility',
  'photos_visibility',
  'horoscope_visibility',
] as const satisfies readonly (keyof VisibilityChanges)[];

/**
 * updateUser: the member's language, for every member (verified or not); the e-mail
 * notification switches, for every verified member; and the privacy switches, for verified
 * members whose plan includes the premium user benefits (Gold and Platinum, by the plan feature
 * matrix). A call with a switch the plan does not give changes nothing at all. Nothing else of
 * the member can be changed here; in particular `is_verified` and `premium_user` are not
 * accepted from anyone, and an unverified member asking for anything but a language (the
 * specification's client sends is_verified: 1) is told to verify.
 */
export async function updateUserSettings(ctx: AppContext, user: UserRow, input: SettingsChanges): Promise<UserRow> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as SettingsChanges;
  const { locale, ...others } = changes;
  if (user.is_verified !== 1 && (locale === undefined || Object.keys(others).length > 0)) {
    throw new AppError(403, 'verification_required');
  }
  if (Object.keys(changes).length === 0) return user;
  if (PRIVACY_SWITCHES.some((key) => changes[key] !== undefined)) demand(await entitlementsFor(ctx, user), 'privacySwitches');
  await updateSettings(ctx.db, user.id, changes, new Date());
  if (changes.photos_visibility !== undefined) await ctx.search.changed(user.id); // result cards show or drop the photo
  return (await findUserById(ctx.db, user.id)) ?? user;
}
