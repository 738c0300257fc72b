import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { reachableBy } from '../entitlements/reach.repository.js';

/** Members active since `since`, by how recently, as the picks walk them (activity-order.ts). */
export interface ActiveMember {
  id: number;
  gender: string | null;
  last_active_at: string;
}

/** Members who may be searched, with their gender and when they were last active. */
function activeMembers(db: Kysely<Database>, activeSince: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .select(['u.id', 'd.gender', 'u.last_active_at'])
    .where('u.last_active_at', '>=', activeSince)
    .where('u.is_verified', '=', 1)
    .where('u.suspended_at', 'is', null)
    .where('u.deletion_requested_at', 'is', null)
    .where('u.erased_at', 'is', null)
    .where('u.profile_hidden_at', 'is', null)
    .where('d.gender', 'in', ['Male', 'Female']);
}

/**
 * One batch of the members active since `since` (ISO), most recently active first and, between
 * equals, the most recently joined first; `after` is the last row of the batch before. On the
 * last-active index, read backwards. Only members who may be searched are worth the memory.
 */
export async function activeMembersBatch(
  db: Kysely<Database>,
  since: string,
  after: { at: string; id: number } | undefined,
  limit: number,
): Promise<ActiveMember[]> {
  let query = activeMembers(db, since);
  // A row comparison, not `a < x OR (a = x AND id < y)`: the database then starts each batch where
  // the last ended on the index, instead of walking again past every row read before.
  if (after) query = query.where((eb) => eb(eb.refTuple('u.last_active_at', 'u.id'), '<', eb.tuple(after.at, after.id)));
  const rows = await query.orderBy('u.last_active_at', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
  return rows as ActiveMember[];
}

/**
 * The members of `gender` who may have moved in the activity order since `changedSince` (ISO):
 * active since then, or changed in what search reads (the change log its triggers keep: a
 * profile saved, a member verified or reinstated). Each a range on an index.
 */
export async function changedMembers(
  db: Kysely<Database>,
  gender: string,
  changedSince: string,
  activeSince: string,
): Promise<ActiveMember[]> {
  const changed = await db
    .selectFrom('search_changes')
    .select('user_id')
    .distinct()
    .where('changed_at', '>=', changedSince)
    .execute();
  const ids = changed.map((c) => c.user_id);
  const found = await activeMembers(db, activeSince)
    .where('d.gender', '=', gender)
    .where('u.last_active_at', '>=', changedSince)
    .execute();
  // In slices: an engine takes only so many values in one statement.
  for (let i = 0; i < ids.length; i += 5000) {
    found.push(
      ...(await activeMembers(db, activeSince)
        .where('d.gender', '=', gender)
        .where('u.id', 'in', ids.slice(i, i + 5000))
        .execute()),
    );
  }
  return [...new Map(found.map((m) => [m.id, m as ActiveMember])).values()];
}

/** Every profile ever picked for the member: none is picked twice. */
export async function pickedBefore(db: Kysely<Database>, memberId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('daily_picks').select('profile_id').where('member_id', '=', memberId).execute();
  return new Set(rows.map((r) => r.profile_id));
}

/** The day's picks of the member, in their order. */
export async function picksOn(db: Kysely<Database>, memberId: number, day: string): Promise<number[]> {
  const rows = await db
    .selectFrom('daily_picks')
    .select('profile_id')
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .orderBy('rank')
    .execute();
  return rows.map((r) => r.profile_id);
}

/**
 * Of `ids`, those the member may still reach (good standing, no block either way) and active
 * since `activeSince`: the last word before a profile is picked, whatever the memory said.
 */
export async function stillEligible(
  db: Kysely<Database>,
  memberId: number,
  ids: number[],
  activeSince: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', ids)
    .where('u.last_active_at', '>=', activeSince)
    .where(reachableBy(memberId, 'u.id'))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Records the member's picks for `day`, if the day is still theirs to choose: the claim is a
 * conditional update in the same transaction as the picks, so of two instances (or two requests)
 * choosing at once, one writes and the other finds the day taken. Whether this call chose.
 */
export async function claimDayWithPicks(
  db: Kysely<Database>,
  memberId: number,
  day: string,
  ids: number[],
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('users')
      .set({ daily_picks_on: day })
      .where('id', '=', memberId)
      .where('daily_picks_on', '<', day)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    if (ids.length) {
      await trx
        .insertInto('daily_picks')
        .values(ids.map((id, i) => ({ member_id: memberId, profile_id: id, day, rank: i + 1, created_at: now.toISOString() })))
        .execute();
    }
    return true;
  });
}

/** A member whose picks mail was claimed, with what decides whether it goes. */
export interface ClaimedRecipient {
  id: number;
  name: string;
  email: string;
  locale: string | null;
  is_verified: number;
  suspended_at: string | null;
  deletion_requested_at: string | null;
  erased_at: string | null;
  last_active_at: string | null;
}

const RECIPIENT = [
  'id',
  'name',
  'email',
  'locale',
  'is_verified',
  'suspended_at',
  'deletion_requested_at',
  'erased_at',
  'last_active_at',
] as const;

/** A member due the picks mail, as a look lists them: what decides whether a mail may go. */
export interface DueRecipient extends ClaimedRecipient {
  /** Whether the member saved partner preferences (the picks need them). */
  has_preferences: boolean;
}

/**
 * Up to `limit` members who want the picks mail of `day` and have not had it, past the first
 * `skip` of them, with what decides whether one may go (nothing is claimed). Who is due is found
 * on the index of those two columns alone (it holds all the inner query asks), then those members
 * are read by id: asked for more columns at once, an engine whose statistics are behind may walk
 * the whole table instead.
 */
export async function membersDueMail(db: Kysely<Database>, day: string, limit: number, skip = 0): Promise<DueRecipient[]> {
  const due = db
    .selectFrom('users')
    .select('id')
    .where('notify_daily_picks', '=', 1)
    .where('daily_picks_mailed_on', '<', day)
    .limit(limit)
    .offset(skip);
  const rows = await db
    .selectFrom('users as u')
    .select(RECIPIENT.map((column) => `u.${column}` as const))
    .select((eb) =>
      eb
        .exists(eb.selectFrom('partner_preferences as p').select('p.user_id').whereRef('p.user_id', '=', 'u.id'))
        .as('has_preferences'),
    )
    .where('u.id', 'in', due)
    .execute();
  // SQLite answers 1 or 0, PostgreSQL true or false.
  return rows.map((row) => ({ ...row, has_preferences: Boolean(row.has_preferences) }));
}

/**
 * Spends the picks mail of `day` of members who cannot have one that day, together: one
 * conditional update (members another instance settled meanwhile are left as they are).
 */
export async function spendMailDay(db: Kysely<Database>, memberIds: number[], day: string): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .updateTable('users')
    .set({ daily_picks_mailed_on: day })
    .where('id', 'in', memberIds)
    .where('notify_daily_picks', '=', 1)
    .where('daily_picks_mailed_on', '<', day)
    .execute();
}

/**
 * Claims one member's picks mail of `day`: one conditional update, so of several instances
 * reaching for the member at once only one changes the row (PostgreSQL checks the condition again
 * on the locked row; SQLite has one writer). Undefined when it is not this instance's to send
 * (claimed already, or the mail switched off).
 */
export async function claimMailOf(db: Kysely<Database>, memberId: number, day: string): Promise<ClaimedRecipient | undefined> {
  return db
    .updateTable('users')
    .set({ daily_picks_mailed_on: day })
    .where('id', '=', memberId)
    .where('notify_daily_picks', '=', 1)
    .where('daily_picks_mailed_on', '<', day)
    .returning(RECIPIENT)
    .executeTakeFirst();
}

/** What the picks mail says of each pick the member may still reach: name, birth date, place, star. */
export async function mailPicks(db: Kysely<Database>, memberId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .select(['u.id', 'u.name', 'd.dob', 'd.city', 'd.state', 'd.star'])
    .where('u.id', 'in', ids)
    .where(reachableBy(memberId, 'u.id'))
    .execute();
}

export type MailPick = Awaited<ReturnType<typeof mailPicks>>[number];
