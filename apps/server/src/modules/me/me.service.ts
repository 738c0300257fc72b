import type { PublicUser } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { unreadMessages as countUnreadMessages } from '../chat/chat.service.js';
import { listHoroscopes, listImages } from '../gallery/gallery.repository.js';
import { countPendingInterests } from '../interests/interests.repository.js';
import { findActivePlan } from '../plans/plans.repository.js';
import { findBirthDetails } from '../profile/birth-details.repository.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import { findUserById } from '../users/users.repository.js';
import { presentUser } from './me.presenter.js';

/** The member as their own screens see them (details, preferences, photos, horoscopes, counts), or a 401 if gone. */
export async function loadMemberView(ctx: AppContext, userId: number): Promise<PublicUser> {
  const [user, plan, details, preferences, images, horoscopes, pendingInterests, unreadMessages, birth] = await Promise.all([
    findUserById(ctx.db, userId),
    findActivePlan(ctx.db, userId, new Date()),
    findDetails(ctx.db, userId),
    findPreferences(ctx.db, userId),
    listImages(ctx.db, userId),
    listHoroscopes(ctx.db, userId),
    // Counted for every member: knowing that someone is interested is not a paid feature.
    countPendingInterests(ctx.db, userId),
    countUnreadMessages(ctx, userId),
    findBirthDetails(ctx.db, userId),
  ]);
  if (!user) throw new AppError(401, 'auth_required');
  return presentUser(
    { user, plan, details, preferences, images, horoscopes, pendingInterests, unreadMessages, birth },
    ctx.media,
  );
}
