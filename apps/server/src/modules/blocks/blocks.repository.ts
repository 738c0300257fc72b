import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { couldBeRowId } from '../../db/row-id.js';
import { uniqueViolation } from '../../db/unique-violation.js';

/** Whether either of `a` and `b` blocked the other. */
export async function blockedBetween(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A WHERE condition for queries that list other members: no block between `memberId` and the
 * member in column `otherColumn` (e.g. 'u.id'), either way. One definition for every list.
 */
export function notBlockedWith(memberId: number, otherColumn: string): RawBuilder<SqlBool> {
  const other = sql.ref(otherColumn);
  return sql<SqlBool>`not exists (select 1 from blocks bl where (bl.blocker_id = ${memberId} and bl.blocked_id = ${other}) or (bl.blocked_id = ${memberId} and bl.blocker_id = ${other}))`;
}

/** Everyone the member blocked or was blocked by: who must not see each other anywhere. */
export async function blockedWith(db: Kysely<Database>, memberId: number): Promise<Set<number>> {
  // One statement, not two: every member's search asks this, and on PostgreSQL each statement
  // is a round trip through the pool. Both engines answer the OR from the two indexes.
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', memberId), eb('blocked_id', '=', memberId)]))
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === memberId ? r.blocked_id : r.blocker_id)));
}

/** Records a block; blocking again changes nothing. */
export async function insertBlock(db: Kysely<Database>, blockerId: number, blockedId: number, now: Date): Promise<void> {
  try {
    await db
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, blocked_at: now.toISOString() })
      .execute();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
  }
}

export async function deleteBlock(db: Kysely<Database>, blockerId: number, blockedId: number): Promise<void> {
  if (!couldBeRowId(blockedId)) return;
  await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/** The members `blockerId` blocked, the latest first, with their names (the settings list). */
export function listBlocks(db: Kysely<Database>, blockerId: number) {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['b.blocked_id as user_id', 'u.name', 'b.blocked_at'])
    .where('b.blocker_id', '=', blockerId)
    .orderBy('b.id', 'desc')
    .execute();
}

/** Whether a member with this id exists. */
export async function memberExists(db: Kysely<Database>, id: number): Promise<boolean> {
  if (!couldBeRowId(id)) return false;
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
