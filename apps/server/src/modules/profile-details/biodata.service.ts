import type { BiodataAnswer } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { presentPreferences } from '../profile/profile.presenter.js';
import { findPreferences } from '../profile/profile.repository.js';
import { viewProfile } from './profile-details.service.js';

/**
 * getBiodata: the printable biodata. It is the profile details answer (the same refusals, the
 * same view counted against the same monthly quota, the same privacy switches and plan applied),
 * with the member's partner preferences added as the biodata's expectations. A member may open
 * their own without a plan, and it never counts as a view.
 */
export async function viewBiodata(
  ctx: AppContext,
  viewer: { id: number; is_verified: number; hide_last_active: number },
  targetId: number,
): Promise<BiodataAnswer> {
  const { user, views } = await viewProfile(ctx, viewer, targetId, 'biodata');
  const preferences = presentPreferences(await findPreferences(ctx.db, targetId));
  return { success: true, user, views, preferences, own: targetId === viewer.id };
}
