import { MESSAGES } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { findUserById, setVisibility, type UserRow, type VisibilityChanges } from './users.repository.js';

/**
 * updateUser: the privacy switches, for premium members only. Nothing else of the member can be
 * changed here; in particular `is_verified` and `premium_user` are not accepted from anyone.
 */
export async function updatePrivacySettings(ctx: AppContext, user: UserRow, changes: VisibilityChanges): Promise<UserRow> {
  if (Object.keys(changes).length === 0) return user;
  if (user.premium_user !== 1) throw new AppError(403, MESSAGES.privacySettings.upgrade);
  await setVisibility(ctx.db, user.id, changes, new Date());
  return (await findUserById(ctx.db, user.id)) ?? user;
}
