import type { PublicUser } from '@inai/shared';
import type { MemberViewReader } from '../../lib/member-view.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { unreadMessages as countUnreadMessages } from '../chat/chat.service.js';
import { listHoroscopes, listImages } from '../gallery/gallery.repository.js';
import { countPendingInterests } from '../interests/interests.repository.js';
import { findActivePlan } from '../plans/plans.repository.js';
import { findBirthDetails } from '../profile/birth-details.repository.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import { assertMayAct, type Actor } from '../entitlements/family.policy.js';
import { setOwnLanguage } from '../family/family.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { updateUserSettings, type SettingsInput } from '../users/users.service.js';
import { presentUser } from './me.presenter.js';

/**
 * The member as their own screens see them (details, preferences, photos, horoscopes, counts), or
 * a 401 if gone. A co-manager (`reader`) sees their own language in it, not the holder's.
 */
export async function loadMemberView(ctx: AppContext, userId: number, reader?: MemberViewReader): Promise<PublicUser> {
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
  const view = presentUser(
    { user, plan, details, preferences, images, horoscopes, pendingInterests, unreadMessages, birth },
    ctx.media,
  );
  return reader ? { ...view, locale: reader.locale } : view;
}

/**
 * updateUser for whoever acts. The holder's call changes the account (updateUserSettings). A
 * co-manager's language is their login's own (docs/decisions/0076-manager-login-resets.md): it is
 * saved there whatever the holder allows them, and the holder's stays; the profile's other
 * settings still need `edit`, judged before anything is written. Answers the profile as it now
 * is, and the language the one who acts now reads in.
 */
export async function updateOwnSettings(
  ctx: AppContext,
  member: { user: UserRow; acting: Actor },
  input: SettingsInput,
): Promise<{ user: UserRow; locale: UserRow['locale'] | null; reader?: { locale: UserRow['locale'] | null } }> {
  const { acting } = member;
  if (acting.kind === 'holder') {
    const user = await updateUserSettings(ctx, member.user, input);
    return { user, locale: user.locale };
  }
  const { locale, ...settings } = input;
  const asked = Object.values(settings).some((value) => value !== undefined);
  if (asked) assertMayAct(acting, 'edit');
  const user = asked ? await updateUserSettings(ctx, member.user, settings) : member.user;
  if (locale !== undefined) await setOwnLanguage(ctx, acting.managerId, locale);
  const reads = locale ?? acting.locale;
  return { user, locale: reads, reader: { locale: reads } };
}
