import { sql, type Kysely } from 'kysely';
import type { PhotoFilter } from '@inai/shared';
import type { Database } from '../../db/schema.js';
import { containsPattern, lowerLike } from '../../db/like.js';

/**
 * Hashes that make no "same photo" signal: a plain or smoothly shaded picture gives all zeros or
 * all ones, and `NO_HASH` marks an older photo whose file could not be read by the backfill.
 */
export const NO_HASH = 'none';
export const NO_SIGNAL_HASHES = ['0000000000000000', 'ffffffffffffffff', NO_HASH];

export interface PhotoQueueFilter {
  filter: PhotoFilter;
  /** 'new': members registered at or after this instant (ISO). */
  newSince: string;
  /** Members whose name or e-mail contains this. */
  q: string | undefined;
  offset: number;
  limit: number;
}

function photoQueueQuery(db: Kysely<Database>, filter: PhotoQueueFilter) {
  let query = db
    .selectFrom('user_images as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .where('i.reviewed_at', 'is', null)
    .where('u.erased_at', 'is', null);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) => eb.or([lowerLike('u.name', pattern), lowerLike('u.email', pattern)]));
  }
  if (filter.filter === 'new') query = query.where('u.created_at', '>=', filter.newSince);
  if (filter.filter === 'reported') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('reports as r')
          .select('r.id')
          .whereRef('r.reported_id', '=', 'i.user_id')
          .where('r.kind', '=', 'report')
          .where('r.status', '=', 'open'),
      ),
    );
  }
  return query;
}

/** One page of unreviewed photos, oldest first, with their member and whether another account has the same hash. */
export async function listPhotoQueue(db: Kysely<Database>, filter: PhotoQueueFilter) {
  const [rows, count] = await Promise.all([
    photoQueueQuery(db, filter)
      .select((eb) => [
        'i.id',
        'i.user_id',
        'i.created_at',
        'u.name',
        'u.email',
        'u.suspended_at',
        eb
          .exists(
            eb
              .selectFrom('user_images as j')
              .select('j.id')
              .whereRef('j.phash', '=', 'i.phash')
              .whereRef('j.user_id', '<>', 'i.user_id')
              .where('j.phash', 'not in', NO_SIGNAL_HASHES),
          )
          .as('same_elsewhere'),
      ])
      .orderBy('i.created_at')
      .orderBy('i.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    photoQueueQuery(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type PhotoQueueRow = Awaited<ReturnType<typeof listPhotoQueue>>['rows'][number];

export function findPhoto(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('user_images')
    .select(['id', 'user_id', 'storage_key', 'phash', 'reviewed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks a photo reviewed if nobody has yet; false otherwise. */
export async function markPhotoReviewed(db: Kysely<Database>, id: number, operatorId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('user_images')
    .set({ reviewed_at: now.toISOString(), reviewed_by: operatorId })
    .where('id', '=', id)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Photos still without a hash (uploaded before hashes existed), oldest first. */
export function photosWithoutHash(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('user_images')
    .select(['id', 'storage_key'])
    .where('phash', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setPhotoHash(db: Kysely<Database>, id: number, phash: string): Promise<void> {
  await db.updateTable('user_images').set({ phash }).where('id', '=', id).where('phash', 'is', null).execute();
}

const memberColumns = ['u.id', 'u.name', 'u.email', 'u.suspended_at'] as const;

/** Sign-up addresses with at least `min` (not erased) accounts, the most first, and those accounts. */
export async function addressSignals(db: Kysely<Database>, min: number, max: number) {
  const groups = await db
    .selectFrom('users')
    .select((eb) => ['signup_ip', eb.fn.countAll<number>().as('n')])
    .where('signup_ip', 'is not', null)
    .where('erased_at', 'is', null)
    .groupBy('signup_ip')
    .having((eb) => eb.fn.countAll(), '>=', min)
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('signup_ip')
    .limit(max)
    .execute();
  const addresses = groups.map((g) => g.signup_ip!);
  const accounts = addresses.length
    ? await db
        .selectFrom('users as u')
        .select([...memberColumns, 'u.signup_ip'])
        .where('u.signup_ip', 'in', addresses)
        .where('u.erased_at', 'is', null)
        .orderBy('u.id')
        .execute()
    : [];
  return groups.map((g) => ({
    address: g.signup_ip!,
    count: Number(g.n),
    accounts: accounts.filter((a) => a.signup_ip === g.signup_ip),
  }));
}

/**
 * Mobile numbers typed, and not verified, by at least `min` (not erased) accounts, the most first,
 * with those accounts and the one that verified the number, if any. Verifying a number takes it
 * from the accounts that only typed it (docs/decisions/0055), so what stays here is someone typing
 * a number that no account has proven, or numbers typed after another account proved them.
 */
export async function sharedNumberSignals(db: Kysely<Database>, min: number, max: number) {
  const groups = await db
    .selectFrom('users')
    .select((eb) => ['phone', eb.fn.countAll<number>().as('n')])
    .where('erased_at', 'is', null)
    .where('phone', 'is not', null)
    .where('phone_verified_at', 'is', null)
    .groupBy('phone')
    .having((eb) => eb.fn.countAll(), '>=', min)
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('phone')
    .limit(max)
    .execute();
  const phones = groups.map((g) => g.phone!);
  const accounts = phones.length
    ? await db
        .selectFrom('users as u')
        .select([...memberColumns, 'u.phone', 'u.phone_verified_at'])
        .where('u.phone', 'in', phones)
        .where('u.erased_at', 'is', null)
        .orderBy('u.id')
        .execute()
    : [];
  // Counted with the verified one, if any, so that the count matches the accounts listed.
  return groups.map((g) => {
    const holders = accounts.filter((a) => a.phone === g.phone);
    return { phone: g.phone!, count: holders.length, accounts: holders };
  });
}

/** Photo hashes found on at least `min` different accounts, and the photos carrying them. */
export async function samePhotoSignals(db: Kysely<Database>, min: number, max: number) {
  const groups = await db
    .selectFrom('user_images')
    .select((eb) => ['phash', eb.fn.count<number>('user_id').distinct().as('n')])
    .where('phash', 'is not', null)
    .where('phash', 'not in', NO_SIGNAL_HASHES)
    .groupBy('phash')
    .having((eb) => eb.fn.count('user_id').distinct(), '>=', min)
    .orderBy('phash')
    .limit(max)
    .execute();
  const hashes = groups.map((g) => g.phash!);
  const photos = hashes.length
    ? await db
        .selectFrom('user_images as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.id as photo_id', 'i.phash', ...memberColumns])
        .where('i.phash', 'in', hashes)
        .orderBy('i.id')
        .execute()
    : [];
  return groups.map((g) => ({ hash: g.phash!, count: Number(g.n), photos: photos.filter((p) => p.phash === g.phash) }));
}

/** Members reported by at least `min` different members: how many, and how many reports are still open. */
export async function reportedSignals(db: Kysely<Database>, min: number, max: number) {
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.reported_id')
    .select((eb) => [
      ...memberColumns,
      eb.fn.count<number>('r.reporter_id').distinct().as('reporters'),
      eb.fn.sum<number>(eb.case().when('r.status', '=', 'open').then(1).else(0).end()).as('open_reports'),
    ])
    .where('r.kind', '=', 'report')
    .where('r.reporter_id', 'is not', null)
    .groupBy(['u.id', 'u.name', 'u.email', 'u.suspended_at'])
    .having((eb) => eb.fn.count('r.reporter_id').distinct(), '>=', min)
    .orderBy((eb) => eb.fn.count('r.reporter_id').distinct(), 'desc')
    .orderBy('u.id')
    .limit(max)
    .execute();
  return rows.map((r) => ({ ...r, reporters: Number(r.reporters), open_reports: Number(r.open_reports ?? 0) }));
}

/**
 * Members who sent more than `over` interests within one clock hour since `since`: the most in
 * one hour and which hour (the first 13 characters of the ISO time, 'YYYY-MM-DDTHH', on both engines).
 */
export async function interestBurstSignals(db: Kysely<Database>, over: number, since: Date, max: number) {
  const hour = sql<string>`substr(${sql.ref('x.requested_on')}, 1, 13)`;
  const bursts = await db
    .selectFrom('interests as x')
    .select((eb) => ['x.user_id', hour.as('hour'), eb.fn.countAll<number>().as('n')])
    .where('x.requested_on', '>=', since.toISOString())
    .groupBy(['x.user_id', hour])
    .having((eb) => eb.fn.countAll(), '>', over)
    .execute();
  const most = new Map<number, { n: number; hour: string }>();
  for (const b of bursts) {
    const n = Number(b.n);
    const best = most.get(b.user_id);
    if (!best || n > best.n || (n === best.n && b.hour > best.hour)) most.set(b.user_id, { n, hour: b.hour });
  }
  const ids = [...most.keys()];
  const members = ids.length ? await db.selectFrom('users as u').select(memberColumns).where('u.id', 'in', ids).execute() : [];
  return members
    .map((m) => ({ member: m, most: most.get(m.id)!.n, hour: `${most.get(m.id)!.hour}:00:00.000Z` }))
    .sort((a, b) => b.most - a.most || a.member.id - b.member.id)
    .slice(0, max);
}
