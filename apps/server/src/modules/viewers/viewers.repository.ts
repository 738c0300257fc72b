import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { reachableBy } from '../entitlements/reach.repository.js';

/** The most distinct viewers read at once: far more than anyone pages through. */
export const VIEWERS_READ_LIMIT = 5000;

/**
 * The members who opened `memberId`'s full profile (the views counted for quotas), each once
 * with their latest view and whether they hide when they were last active, newest first.
 * Nobody a block separates from the member (either way), and nobody suspended, leaving or erased.
 */
export function listViewers(
  db: Kysely<Database>,
  memberId: number,
): Promise<{ viewer_id: number; viewed_at: string; hide_last_active: number }[]> {
  return db
    .selectFrom('profile_views as v')
    .innerJoin('users as u', 'u.id', 'v.viewer_id')
    .select((eb) => ['v.viewer_id', 'u.hide_last_active', eb.fn.max('v.viewed_at').as('viewed_at')])
    .where('v.viewed_id', '=', memberId)
    .where('v.viewer_id', '<>', memberId)
    .where(reachableBy(memberId, 'v.viewer_id'))
    .groupBy(['v.viewer_id', 'u.hide_last_active'])
    .orderBy('viewed_at', 'desc')
    .orderBy('v.viewer_id', 'desc')
    .limit(VIEWERS_READ_LIMIT)
    .execute();
}
