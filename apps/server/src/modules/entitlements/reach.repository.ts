import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { couldBeRowId } from '../../db/row-id.js';

/**
 * The one rule of who may reach whom, as a WHERE condition: the member whose id is in column
 * `otherColumn` (e.g. 'u.id', 'x.user_id', 'm.sender_id') may reach and be seen by `memberId`.
 * They must be in good standing (not suspended, not asking for deletion, not erased), and no
 * block may stand between the two, either way. Every list, count and mail of other members
 * asks it, and so does the point check below: there is no second definition.
 *
 * Both halves are point look-ups: the users row by its primary key, the blocks by
 * (blocker_id, blocked_id) and by blocked_id, the two indexes that table has. The standing is a
 * scalar subquery rather than EXISTS on purpose: PostgreSQL turns an EXISTS into a join and,
 * for a list of a few thousand rows (a popular member's interests or viewers), hashes the whole
 * users table (120 ms at 300,000 members); a scalar subquery stays one primary-key look-up per
 * row (under 10 ms for the same list).
 */
export function reachableBy(memberId: number, otherColumn: string): RawBuilder<SqlBool> {
  const other = sql.ref(otherColumn);
  const inGoodStanding = sql`coalesce((select ru.suspended_at is null and ru.deletion_requested_at is null and ru.erased_at is null from users ru where ru.id = ${other}), false)`;
  const blocked = sql`exists (select 1 from blocks bl where (bl.blocker_id = ${memberId} and bl.blocked_id = ${other}) or (bl.blocked_id = ${memberId} and bl.blocker_id = ${other}))`;
  return sql<SqlBool>`(${inGoodStanding} and not ${blocked})`;
}

/**
 * Whether `a` and `b` may reach each other: both exist in good standing and no block separates
 * them. One statement, through the same condition as the lists (a member with itself: whether
 * it is in good standing).
 */
export async function reachableBetween(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  if (!couldBeRowId(a) || !couldBeRowId(b)) return false;
  const ids = a === b ? [a] : [a, b];
  const row = await db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('u.id', 'in', ids)
    // For `a`'s own row this asks only its standing: nobody blocks themselves.
    .where(reachableBy(a, 'u.id'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === ids.length;
}

/** Whether either of `a` and `b` blocked the other. */
export async function blockedBetween(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  if (!couldBeRowId(a) || !couldBeRowId(b)) return false;
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
