import type { Kysely, Selectable } from 'kysely';
import { ACTIVE_PLAN_STATUSES, type InterestStatus } from '@inai/shared';
import { couldBeRowId } from '../../db/row-id.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import type { Database, InterestTable } from '../../db/schema.js';
import type { ActedBy } from '../entitlements/family.policy.js';
import { reachableBy } from '../entitlements/reach.repository.js';

export class DuplicateInterest extends Error {}

export type InterestRow = Selectable<InterestTable>;

/**
 * A new 'Requested' interest, its id, with who of the sender's family sent it; DuplicateInterest
 * if the member already sent one to this partner.
 */
export async function insertInterest(
  db: Kysely<Database>,
  userId: number,
  partnerId: number,
  now: Date,
  by: ActedBy,
): Promise<number> {
  try {
    const row = await db
      .insertInto('interests')
      .values({
        user_id: userId,
        partner_id: partnerId,
        status: 'Requested',
        requested_on: now.toISOString(),
        updated_on: now.toISOString(),
        sent_by_manager_id: by.managerId,
        sent_by_relation: by.relation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (uniqueViolation(error)) throw new DuplicateInterest();
    throw error;
  }
}

/** The interest between two members, whichever of them sent it (the database holds at most one). */
export function interestBetween(db: Kysely<Database>, a: number, b: number): Promise<InterestRow | undefined> {
  return db
    .selectFrom('interests')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('partner_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('partner_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Every interest the member sent or received (on the pair index and the partner index), with
 * members they may still reach: the cards' states.
 */
export async function interestsOfMember(
  db: Kysely<Database>,
  memberId: number,
): Promise<Pick<InterestRow, 'user_id' | 'partner_id' | 'status'>[]> {
  const [sent, received] = await Promise.all([
    db
      .selectFrom('interests')
      .select(['user_id', 'partner_id', 'status'])
      .where('user_id', '=', memberId)
      .where(reachableBy(memberId, 'partner_id'))
      .execute(),
    db
      .selectFrom('interests')
      .select(['user_id', 'partner_id', 'status'])
      .where('partner_id', '=', memberId)
      .where(reachableBy(memberId, 'user_id'))
      .execute(),
  ]);
  return [...sent, ...received];
}

export async function findInterest(db: Kysely<Database>, id: number): Promise<InterestRow | undefined> {
  if (!couldBeRowId(id)) return undefined;
  return db.selectFrom('interests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whose side of an interest a list shows: the sender's (the other member is the recipient) or the recipient's. */
export type InterestSide = 'sent' | 'incoming';

/**
 * Interests with what a list shows of the other member: name, profile fields, profile
 * picture, photo lock, whether they have an active plan now (the 'Premium User' badge), and
 * their last activity with whether they hide it.
 */
function itemsQuery(db: Kysely<Database>, side: InterestSide, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('interests as x')
    .innerJoin('users as u', 'u.id', side === 'sent' ? 'x.partner_id' : 'x.user_id')
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .leftJoin('user_images as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.is_profile_picture', '=', 1))
    .select((eb) => [
      'x.id',
      'x.user_id',
      'x.partner_id',
      'x.status',
      'x.requested_on',
      'x.updated_on',
      'x.sent_by_relation',
      'x.answered_by_relation',
      'u.id as other_id',
      'u.name',
      'u.photos_visibility',
      'u.last_active_at',
      'u.hide_last_active',
      'd.city',
      'd.state',
      'd.dob',
      'd.job_type',
      'd.gender',
      'i.id as avatar_id',
      eb
        .exists(
          eb
            .selectFrom('member_plans as p')
            .select('p.id')
            .whereRef('p.user_id', '=', 'u.id')
            .where('p.status', 'in', [...ACTIVE_PLAN_STATUSES])
            .where('p.starts_at', '<=', at)
            .where('p.expires_at', '>', at),
        )
        .as('other_premium'),
    ]);
}

export type InterestItemRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['executeTakeFirstOrThrow']>>;

/** The interests the member sent (or received), newest first. */
export function listInterests(db: Kysely<Database>, side: InterestSide, memberId: number, now: Date): Promise<InterestItemRow[]> {
  return (
    itemsQuery(db, side, now)
      .where(side === 'sent' ? 'x.user_id' : 'x.partner_id', '=', memberId)
      // Hidden from both while they may not reach each other (a block; the other suspended or leaving).
      .where(reachableBy(memberId, 'u.id'))
      .orderBy('x.id', 'desc')
      .execute()
  );
}

/** One interest as a list shows it from `side`. */
export function findInterestItem(
  db: Kysely<Database>,
  side: InterestSide,
  id: number,
  now: Date,
): Promise<InterestItemRow | undefined> {
  return itemsQuery(db, side, now).where('x.id', '=', id).executeTakeFirst();
}

/**
 * The recipient's answer: sets the status, `updated_on` and who of the recipient's family
 * answered if the status differs, so repeating an answer changes nothing. Whether it changed anything.
 */
export async function setInterestStatus(
  db: Kysely<Database>,
  id: number,
  recipientId: number,
  status: Exclude<InterestStatus, 'Requested'>,
  now: Date,
  by: ActedBy,
): Promise<boolean> {
  const result = await db
    .updateTable('interests')
    .set({ status, updated_on: now.toISOString(), answered_by_manager_id: by.managerId, answered_by_relation: by.relation })
    .where('id', '=', id)
    .where('partner_id', '=', recipientId)
    .where('status', '<>', status)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Withdraws the sender's interest if it is still Requested; whether it did. */
export async function deleteRequestedInterest(db: Kysely<Database>, id: number, senderId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('interests')
    .where('id', '=', id)
    .where('user_id', '=', senderId)
    .where('status', '=', 'Requested')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// E-mail notifications (docs/decisions/0015). Every claim is one conditional UPDATE, so among
// several server instances exactly one sends each mail.

/**
 * Claims the member's 'new interests' mail for `now` if none was claimed in the last
 * `everyMs`; whether this caller got it.
 */
export async function claimInterestMail(db: Kysely<Database>, memberId: number, now: Date, everyMs: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ interest_mail_at: now.toISOString() })
    .where('id', '=', memberId)
    .where((eb) =>
      eb.or([eb('interest_mail_at', 'is', null), eb('interest_mail_at', '<=', new Date(now.getTime() - everyMs).toISOString())]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives back a claim that had nothing to send, so the next interest is mailed at once. */
export async function releaseInterestMail(db: Kysely<Database>, memberId: number, claimedAt: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ interest_mail_at: null })
    .where('id', '=', memberId)
    .where('interest_mail_at', '=', claimedAt.toISOString())
    .execute();
}

/**
 * Marks every interest to the member that they were not yet told of as told, and returns them
 * oldest first (the caller lists those still Requested). Done under the member's hourly claim.
 */
export function takeUntold(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
): Promise<Pick<InterestRow, 'id' | 'user_id' | 'status'>[]> {
  return db
    .updateTable('interests')
    .set({ notified_at: now.toISOString() })
    .where('partner_id', '=', memberId)
    .where('notified_at', 'is', null)
    .returning(['id', 'user_id', 'status'])
    .execute()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** Interests whose mail failed: told of again with the member's next mail. */
export async function giveBackUntold(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('interests').set({ notified_at: null }).where('id', 'in', ids).execute();
}

/**
 * Members with an interest still Requested that they were not told of, requested after
 * `since`, whose last 'new interests' mail was claimed at or before `lastMailBy`.
 */
export async function membersDueInterestMail(
  db: Kysely<Database>,
  since: Date,
  lastMailBy: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('interests as x')
    .innerJoin('users as u', 'u.id', 'x.partner_id')
    .select('x.partner_id')
    .distinct()
    .where('x.notified_at', 'is', null)
    .where('x.status', '=', 'Requested')
    .where('x.requested_on', '>', since.toISOString())
    .where((eb) => eb.or([eb('u.interest_mail_at', 'is', null), eb('u.interest_mail_at', '<=', lastMailBy.toISOString())]))
    .limit(limit)
    .execute();
  return rows.map((r) => r.partner_id);
}

/** Claims the mail telling an accepted interest's sender: the interest for exactly one caller, once ever. */
export function claimAcceptedMail(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<Pick<InterestRow, 'id' | 'user_id' | 'partner_id'> | undefined> {
  return db
    .updateTable('interests')
    .set({ accepted_mail_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'Accepted')
    .where('accepted_mail_at', 'is', null)
    .returning(['id', 'user_id', 'partner_id'])
    .executeTakeFirst();
}

/**
 * What an e-mail to `memberId` says of the members who sent interests: what any result card
 * shows. Only senders the member may still reach: a block, a suspension or a deletion asked for
 * since the interest keeps it out of the mail.
 */
export function mailCards(db: Kysely<Database>, memberId: number, userIds: number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .select(['u.id', 'u.name', 'd.dob', 'd.city', 'd.state', 'd.job_type'])
    .where('u.id', 'in', userIds)
    .where(reachableBy(memberId, 'u.id'))
    .execute();
}

export type MailCard = Awaited<ReturnType<typeof mailCards>>[number];

/**
 * Incoming interests the member has not answered yet (on the interests' partner index), from
 * senders they may still reach: the interests list shows no others.
 */
export async function countPendingInterests(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('interests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('partner_id', '=', userId)
    .where('status', '=', 'Requested')
    .where(reachableBy(userId, 'user_id'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
