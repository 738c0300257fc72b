import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { IndexedProfile } from './search-index.js';

/**
 * A member is searchable once verified and once their basic section (which brings gender and
 * date of birth, with state, city and the rest) is saved.
 */
function searchable(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .select(['u.id as userId', 'd.gender', 'd.dob', 'd.religion', 'd.caste', 'd.state', 'd.city'])
    .where('u.is_verified', '=', 1)
    .where('d.gender', 'in', ['Male', 'Female'])
    .where('d.dob', 'is not', null);
}

type Row = {
  userId: number;
  gender: string | null;
  dob: string | null;
  religion: string | null;
  caste: string | null;
  state: string | null;
  city: string | null;
};
const toProfile = (r: Row): IndexedProfile => ({ ...r, gender: r.gender as IndexedProfile['gender'], dob: r.dob! });

/** One batch of the index loader (exported so the benchmark can show its plan). */
export function searchableBatchQuery(db: Kysely<Database>, after: number, batchSize: number) {
  return searchable(db).where('u.id', '>', after).orderBy('u.id').limit(batchSize);
}

/** Every searchable member, in batches by id (the primary key walks them cheaply). */
export async function* searchableBatches(db: Kysely<Database>, batchSize = 20_000): AsyncGenerator<IndexedProfile[]> {
  let after = 0;
  for (;;) {
    const rows = await searchableBatchQuery(db, after, batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toProfile);
    after = rows[rows.length - 1]!.userId;
  }
}

/** These members as search sees them now; a member who is not searchable is simply absent. */
export async function searchableByIds(db: Kysely<Database>, ids: number[]): Promise<IndexedProfile[]> {
  if (ids.length === 0) return [];
  return (await searchable(db).where('u.id', 'in', ids).execute()).map(toProfile);
}

export async function recordSearchChange(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.insertInto('search_changes').values({ user_id: userId, changed_at: now.toISOString() }).execute();
}

/** The poll for other instances' changes (exported so the benchmark can show its plan). */
export function changesQuery(db: Kysely<Database>, since: string) {
  return db.selectFrom('search_changes').select('user_id').distinct().where('changed_at', '>', since);
}

/** Members changed since `since` (ISO time). */
export async function changedSince(db: Kysely<Database>, since: string): Promise<number[]> {
  return (await changesQuery(db, since).execute()).map((r) => r.user_id);
}

export async function pruneSearchChanges(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('search_changes').where('changed_at', '<', before).execute();
}

export interface CardRow {
  id: number;
  name: string;
  photos_visibility: number;
  gender: string | null;
  dob: string | null;
  degree: string | null;
  job_type: string | null;
  height: string | null;
  city: string | null;
  state: string | null;
  avatar_id: number | null;
}

/** The card query (exported so the benchmark can show its plan): a primary-key lookup of at most 24 rows. */
export function cardsQuery(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .leftJoin('user_images as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.is_profile_picture', '=', 1))
    .select([
      'u.id',
      'u.name',
      'u.photos_visibility',
      'd.gender',
      'd.dob',
      'd.degree',
      'd.job_type',
      'd.height',
      'd.city',
      'd.state',
      'i.id as avatar_id',
    ])
    .where('u.id', 'in', ids);
}

/** What the result cards of one page show. */
export async function findCards(db: Kysely<Database>, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsQuery(db, ids).execute();
}
