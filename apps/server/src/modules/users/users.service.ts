import type { Kysely } from 'kysely';
import { indiaDayOf, indiaDayStart } from '@inai/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { demand } from '../entitlements/entitlements.policy.js';
import { entitlementsFor } from '../entitlements/entitlements.service.js';
import {
  findUserById,
  touchLastActive,
  updateSettings,
  type SettingsChanges,
  type UserRow,
  type VisibilityChanges,
} from './users.repository.js';

/** What updateUser may change: the settings, with the last-active switch as the screen says it ('show'). */
export type SettingsInput = Omit<SettingsChanges, 'hide_last_active'> & { show_last_active?: 0 | 1 | undefined };

// The switches a plan gives. The street address's is not one of them: a family must be able to
// keep its door to itself whatever it paid.
const PRIVACY_SWITCHES = [
  'mobile_number_visibility',
  'photos_visibility',
  'horoscope_visibility',
] as const satisfies readonly (keyof VisibilityChanges)[];

/**
 * updateUser: the member's language, for every member (verified or not); the e-mail
 * notification switches, whether others see when they were last active and whether accepted
 * partners see the street address (`address_visibility`, docs/decisions/0060), for every verified
 * member; and the three privacy switches, for verified members whose plan includes the premium
 * user benefits (Gold and Platinum, by the plan feature matrix). A call with a switch the plan
 * does not give changes nothing at all. Nothing else of the member can be changed here; in
 * particular `is_verified` and `premium_user` are not accepted from anyone, and an unverified
 * member asking for anything but a language (the specification's client sends is_verified: 1) is
 * told to verify.
 */
export async function updateUserSettings(ctx: AppContext, user: UserRow, input: SettingsInput): Promise<UserRow> {
  const { show_last_active, ...rest } = input;
  // The switch says 'show'; the account keeps whether the member hides it (0, showing, by default).
  const asked: SettingsChanges = {
    ...rest,
    hide_last_active: show_last_active === undefined ? undefined : show_last_active === 1 ? 0 : 1,
  };
  const changes = Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined)) as SettingsChanges;
  const { locale, ...others } = changes;
  if (user.is_verified !== 1 && (locale === undefined || Object.keys(others).length > 0)) {
    throw new AppError(403, 'verification_required');
  }
  if (Object.keys(changes).length === 0) return user;
  if (PRIVACY_SWITCHES.some((key) => changes[key] !== undefined)) demand(await entitlementsFor(ctx, user), 'privacySwitches');
  await updateSettings(ctx.db, user.id, changes, new Date());
  return (await findUserById(ctx.db, user.id)) ?? user;
}

/**
 * Records that a member is active now (docs/decisions/0052): on the first request of an India
 * day, one conditional write; on every other request, nothing but a comparison with the day the
 * session look-up already read. Whether it wrote.
 */
export async function noteActivity(
  ctx: { db: Kysely<Database> },
  user: Pick<UserRow, 'id' | 'last_active_at'>,
  now: Date = new Date(),
): Promise<boolean> {
  const today = indiaDayOf(now);
  if (user.last_active_at !== null && indiaDayOf(user.last_active_at) >= today) return false;
  return touchLastActive(ctx.db, user.id, now, indiaDayStart(today));
}

/** noteActivity for a member known by id alone (a sign-in, a password reset): the conditional write decides. */
export function noteActivityOf(ctx: { db: Kysely<Database> }, userId: number, now: Date = new Date()): Promise<boolean> {
  return touchLastActive(ctx.db, userId, now, indiaDayStart(indiaDayOf(now)));
}
