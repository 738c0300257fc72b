import type { Kysely } from 'kysely';
import { uniqueViolation } from '../../db/unique-violation.js';
import type { Database } from '../../db/schema.js';

export class DuplicateInterest extends Error {}

/** A new 'Requested' interest; DuplicateInterest if the member already sent one to this partner. */
export async function insertInterest(db: Kysely<Database>, userId: number, partnerId: number, now: Date): Promise<void> {
  try {
    await db
      .insertInto('interests')
      .values({
        user_id: userId,
        partner_id: partnerId,
        status: 'Requested',
        requested_on: now.toISOString(),
        updated_on: now.toISOString(),
      })
      .execute();
  } catch (error) {
    if (uniqueViolation(error)) throw new DuplicateInterest();
    throw error;
  }
}

/** Interests the member sent, newest first, with what the list shows of each partner. */
export function listSentInterests(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('interests as x')
    .innerJoin('users as u', 'u.id', 'x.partner_id')
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .leftJoin('user_images as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.is_profile_picture', '=', 1))
    .select([
      'x.id',
      'x.user_id',
      'x.partner_id',
      'x.status',
      'x.requested_on',
      'x.updated_on',
      'u.name',
      'u.photos_visibility',
      'd.city',
      'd.state',
      'd.dob',
      'd.job_type',
      'd.gender',
      'i.id as avatar_id',
    ])
    .where('x.user_id', '=', userId)
    .orderBy('x.id', 'desc')
    .execute();
}
