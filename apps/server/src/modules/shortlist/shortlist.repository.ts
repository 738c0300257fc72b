import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { couldBeRowId } from '../../db/row-id.js';
import { reachableBy } from '../entitlements/reach.repository.js';

/** Saves `profileId` on the member's shortlist; whether it was new (shortlisting again changes nothing). */
export async function insertShortlisted(db: Kysely<Database>, userId: number, profileId: number, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('shortlists')
    .values({ user_id: userId, profile_id: profileId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'profile_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes `profileId` off the member's shortlist (nothing happens when it was not there). */
export async function deleteShortlisted(db: Kysely<Database>, userId: number, profileId: number): Promise<void> {
  if (!couldBeRowId(profileId)) return;
  await db.deleteFrom('shortlists').where('user_id', '=', userId).where('profile_id', '=', profileId).execute();
}

/**
 * The members on the shortlist the member may still reach (no block either way, none suspended
 * or leaving), the latest shortlisted first (the ids only: the cards come from the search's card
 * store). Bounded by SHORTLIST_LIMITS.max, so reading them all is cheap. The others stay stored
 * and come back when that changes.
 */
export async function shortlistedIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('shortlists')
    .select('profile_id')
    .where('user_id', '=', userId)
    .where(reachableBy(userId, 'profile_id'))
    .orderBy('created_at', 'desc')
    .orderBy('profile_id', 'desc')
    .execute();
  return rows.map((r) => r.profile_id);
}

export async function countShortlisted(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('shortlists')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
