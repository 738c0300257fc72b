import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Whether `a` and `b` have an accepted interest, sent by either. Two point lookups on the
 * interests' (user_id, partner_id) unique index: cheap enough for the media route to ask on
 * every request for a locked file.
 */
export async function acceptedBetween(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('interests')
    .select('id')
    .where('status', '=', 'Accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('partner_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('partner_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `others` have an accepted interest with `memberId`, sent by either. */
export async function acceptedPartnersAmong(db: Kysely<Database>, memberId: number, others: number[]): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const [sent, received] = await Promise.all([
    db
      .selectFrom('interests')
      .select('partner_id as other')
      .where('user_id', '=', memberId)
      .where('partner_id', 'in', others)
      .where('status', '=', 'Accepted')
      .execute(),
    db
      .selectFrom('interests')
      .select('user_id as other')
      .where('partner_id', '=', memberId)
      .where('user_id', 'in', others)
      .where('status', '=', 'Accepted')
      .execute(),
  ]);
  return new Set([...sent, ...received].map((r) => r.other));
}

/** Everyone with an accepted interest with `memberId`, sent by either: one statement (search keeps it per searcher). */
export async function acceptedPartnersOfMember(db: Kysely<Database>, memberId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('interests')
    .select('partner_id as other')
    .where('user_id', '=', memberId)
    .where('status', '=', 'Accepted')
    .unionAll(
      db.selectFrom('interests').select('user_id as other').where('partner_id', '=', memberId).where('status', '=', 'Accepted'),
    )
    .execute();
  return new Set(rows.map((r) => r.other));
}
