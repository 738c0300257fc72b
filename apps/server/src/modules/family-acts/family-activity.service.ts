import { indiaDateOf, type FamilyActivityAction, type FamilyActivityAnswer } from '@inai/shared';
import type { AppContext } from '../../types.js';
import type { ActedBy } from '../entitlements/family.policy.js';
import type { UserRow } from '../users/users.repository.js';
import { presentActivity } from './family-activity.presenter.js';
import { activityPage, countActivity, insertActivity } from './family-activity.repository.js';

/** What an act was about; the other member's name is read when the list is, so an erasure takes it. */
export interface ActSubject {
  userId?: number;
  /** A name the line keeps (a co-manager joined or removed). */
  name?: string;
  /** The section saved, the plan bought, the answer given, the removed co-manager's relation. */
  detail?: string;
}

/**
 * Records an act of the profile's people in its family's activity list (docs/decisions/0074):
 * every profile's, whether or not it has co-managers yet, so a co-manager who joins sees what was
 * done before them and the holder need not have guessed they would invite one. A message counts
 * once per conversation, person and India day: the list says who talks with whom, not how much.
 */
export async function recordActivity(
  ctx: Pick<AppContext, 'db'>,
  profileId: number,
  by: ActedBy,
  action: FamilyActivityAction,
  subject: ActSubject = {},
  now = new Date(),
): Promise<void> {
  const dedupeKey =
    action === 'message_sent' ? `message:${subject.userId}:${indiaDateOf(now.toISOString())}:${by.managerId ?? 'holder'}` : null;
  await insertActivity(ctx.db, {
    profile_id: profileId,
    at: now.toISOString(),
    actor_manager_id: by.managerId,
    actor_name: by.name,
    actor_relation: by.relation,
    action,
    subject_user_id: subject.userId ?? null,
    subject_name: subject.name ?? null,
    detail: subject.detail ?? null,
    dedupe_key: dedupeKey,
  });
}

/** GET /api/family/activity: a page of what the profile's people did, newest first. */
export async function familyActivity(
  ctx: AppContext,
  profile: UserRow,
  page: number,
  pageSize: number,
): Promise<FamilyActivityAnswer> {
  const [rows, total] = await Promise.all([
    activityPage(ctx.db, profile.id, (page - 1) * pageSize, pageSize),
    countActivity(ctx.db, profile.id),
  ]);
  return { success: true, data: rows.map((row) => presentActivity(row, profile.name)), total, page, pageSize };
}
