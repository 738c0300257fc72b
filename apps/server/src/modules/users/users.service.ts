import { MESSAGES, type PublicUser } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { listHoroscopes, listImages } from '../gallery/gallery.repository.js';
import { findActivePlan } from '../plans/plans.repository.js';
import { activePlanOf } from '../plans/plans.service.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import { presentUser } from './users.presenter.js';
import { findUserById, setVisibility, type UserRow, type VisibilityChanges } from './users.repository.js';

/** The member as their own screens see them (details, preferences, photos, horoscopes), or a 401 if gone. */
export async function loadPublicUser(ctx: AppContext, userId: number): Promise<PublicUser> {
  const [user, plan, details, preferences, images, horoscopes] = await Promise.all([
    findUserById(ctx.db, userId),
    findActivePlan(ctx.db, userId, new Date()),
    findDetails(ctx.db, userId),
    findPreferences(ctx.db, userId),
    listImages(ctx.db, userId),
    listHoroscopes(ctx.db, userId),
  ]);
  if (!user) throw new AppError(401, MESSAGES.auth.tokenRequired);
  return presentUser({ user, plan, details, preferences, images, horoscopes }, ctx.media);
}

/**
 * updateUser: the privacy switches, for plans that include the premium user benefits (Gold and
 * Platinum, by the plan feature matrix). Nothing else of the member can be changed here; in
 * particular `is_verified` and `premium_user` are not accepted from anyone.
 */
export async function updatePrivacySettings(ctx: AppContext, user: UserRow, changes: VisibilityChanges): Promise<UserRow> {
  if (Object.keys(changes).length === 0) return user;
  if (!(await activePlanOf(ctx, user.id))?.plan.premiumBenefits) throw new AppError(403, MESSAGES.privacySettings.upgrade);
  await setVisibility(ctx.db, user.id, changes, new Date());
  if (changes.photos_visibility !== undefined) await ctx.search.changed(user.id); // result cards show or drop the photo
  return (await findUserById(ctx.db, user.id)) ?? user;
}
