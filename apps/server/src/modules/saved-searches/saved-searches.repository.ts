import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, SavedSearchTable } from '../../db/schema.js';
import { couldBeRowId } from '../../db/row-id.js';
import { uniqueViolation } from '../../db/unique-violation.js';

export type SavedSearchRow = Selectable<SavedSearchTable>;

/** The member already keeps as many saved searches as allowed. */
export class SavedSearchesFull extends Error {}
/** The member already has a saved search of this name. */
export class SavedSearchNameTaken extends Error {}

/**
 * Turns a broken unique name into SavedSearchNameTaken (two saves of one name at once included):
 * the member's name is the table's only unique key besides its id, which the database gives.
 */
function nameTaken(error: unknown): never {
  if (uniqueViolation(error) !== undefined) throw new SavedSearchNameTaken();
  throw error;
}

/** The member's saved searches, the oldest first. */
export function listSavedSearches(db: Kysely<Database>, userId: number): Promise<SavedSearchRow[]> {
  return db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** One of the member's saved searches; undefined when it does not exist or is someone else's. */
export function findOwnSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<SavedSearchRow | undefined> {
  if (!couldBeRowId(id)) return Promise.resolve(undefined);
  return db.selectFrom('saved_searches').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export interface NewSavedSearch {
  userId: number;
  name: string;
  nameKey: string;
  criteria: string;
  alerts: boolean;
}

/**
 * Saves a search if the member keeps fewer than `max`: the count and the insert in one
 * transaction holding the member's row (PostgreSQL; SQLite runs transactions one at a time),
 * so two saves at once cannot both pass. Throws SavedSearchesFull or SavedSearchNameTaken.
 */
export async function insertSavedSearch(
  db: Kysely<Database>,
  engine: Engine,
  search: NewSavedSearch,
  max: number,
  now: Date,
): Promise<SavedSearchRow> {
  return db
    .transaction()
    .execute(async (trx) => {
      const lock = trx.selectFrom('users').select('id').where('id', '=', search.userId);
      await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
      const row = await trx
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', search.userId)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= max) throw new SavedSearchesFull();
      return trx
        .insertInto('saved_searches')
        .values({
          user_id: search.userId,
          name: search.name,
          name_key: search.nameKey,
          criteria: search.criteria,
          alerts: search.alerts ? 1 : 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    })
    .catch(nameTaken);
}

/** Renames one of the member's saved searches or switches its alerts; undefined when it is not theirs. */
export async function updateSavedSearch(
  db: Kysely<Database>,
  userId: number,
  id: number,
  changes: { name?: string; nameKey?: string; alerts?: boolean },
  now: Date,
): Promise<SavedSearchRow | undefined> {
  if (!couldBeRowId(id)) return undefined;
  return db
    .updateTable('saved_searches')
    .set({
      ...(changes.name !== undefined && changes.nameKey !== undefined ? { name: changes.name, name_key: changes.nameKey } : {}),
      ...(changes.alerts !== undefined ? { alerts: changes.alerts ? 1 : 0 } : {}),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
    .catch(nameTaken);
}

/** Deletes one of the member's saved searches (what it found goes with it); whether there was one. */
export async function deleteSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  if (!couldBeRowId(id)) return false;
  const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The profiles a saved search has already found, as listed. */
export async function seenBy(db: Kysely<Database>, searchId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('saved_search_seen').select('user_id').where('saved_search_id', '=', searchId).execute();
  return new Set(rows.map((r) => r.user_id));
}

/** What a look at a saved search changes in what it has seen (saved-searches.finds.ts). */
export interface SeenChange {
  /** Profiles to list as seen. */
  add: number[];
  /** Listed profiles to forget (those no longer found, once the list grew long; or all, for a search that finds too many). */
  forget: number[] | 'all';
  listed: boolean;
  throughId: number;
}

/**
 * Writes a look's findings, in one transaction. Nothing when the search was deleted meanwhile
 * (its rows would have nothing to belong to).
 */
export async function recordSeen(db: Kysely<Database>, searchId: number, change: SeenChange, now: Date): Promise<void> {
  await db.transaction().execute((trx) => recordSeenIn(trx, searchId, change, now));
}

/** Writes a look's findings in the caller's transaction (the digest's, with its claim and its mail). */
export async function recordSeenIn(trx: Transaction<Database>, searchId: number, change: SeenChange, now: Date): Promise<void> {
  const updated = await trx
    .updateTable('saved_searches')
    .set({ seen_listed: change.listed ? 1 : 0, seen_through_id: change.throughId, updated_at: now.toISOString() })
    .where('id', '=', searchId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  if (change.forget === 'all') await trx.deleteFrom('saved_search_seen').where('saved_search_id', '=', searchId).execute();
  else {
    for (let i = 0; i < change.forget.length; i += 500) {
      await trx
        .deleteFrom('saved_search_seen')
        .where('saved_search_id', '=', searchId)
        .where('user_id', 'in', change.forget.slice(i, i + 500))
        .execute();
    }
  }
  for (let i = 0; i < change.add.length; i += 500) {
    await trx
      .insertInto('saved_search_seen')
      .values(change.add.slice(i, i + 500).map((userId) => ({ saved_search_id: searchId, user_id: userId })))
      .onConflict((oc) => oc.columns(['saved_search_id', 'user_id']).doNothing())
      .execute();
  }
}

/** The highest member id given so far: a profile above it did not exist at this look. */
export async function highestMemberId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

/**
 * Members due a digest on `today` (India date), after `after` by id: a saved search with alerts
 * on, verified, in good standing (not suspended, not leaving, not erased), not yet claimed today.
 */
export async function membersDueSavedSearchDigest(
  db: Kysely<Database>,
  today: string,
  after: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .distinct()
    .where('s.alerts', '=', 1)
    .where('s.user_id', '>', after)
    .where('u.is_verified', '=', 1)
    .where('u.suspended_at', 'is', null)
    .where('u.deletion_requested_at', 'is', null)
    .where('u.erased_at', 'is', null)
    .where((eb) => eb.or([eb('u.saved_search_mail_on', 'is', null), eb('u.saved_search_mail_on', '<', today)]))
    .orderBy('s.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Claims the member's digest of `today`: one conditional update, so among several workers only
 * one changes the row and sends it. Only a verified member in good standing is claimed. Run in
 * the transaction that queues the digest, the claim and the mail commit together or not at all.
 */
export async function claimSavedSearchDigest(trx: Transaction<Database>, userId: number, today: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ saved_search_mail_on: today })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('saved_search_mail_on', 'is', null), eb('saved_search_mail_on', '<', today)]))
    .where('is_verified', '=', 1)
    .where('suspended_at', 'is', null)
    .where('deletion_requested_at', 'is', null)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The member's saved searches with alerts on, the oldest first. */
export function alertingSearchesOf(db: Kysely<Database>, userId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('alerts', '=', 1)
    .orderBy('id')
    .execute();
}
