import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { couldBeRowId } from '../../db/row-id.js';
import { uniqueViolation } from '../../db/unique-violation.js';

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
