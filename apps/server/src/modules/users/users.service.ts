import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { demand } from '../entitlements/entitlements.policy.js';
import { entitlementsFor } from '../entitlements/entitlements.service.js';
import { findUserById, updateSettings, type SettingsChanges, type UserRow, type VisibilityChanges } from './users.repository.js';

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
  return (await findUserById(ctx.db, user.id)) ?? user;
}
