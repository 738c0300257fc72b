import type { Kysely, Selectable } from 'kysely';
import type { Database, PartnerPreferencesTable, UserDetailsTable } from '../../db/schema.js';

export type DetailsRow = Selectable<UserDetailsTable>;
export type PreferencesRow = Selectable<PartnerPreferencesTable>;
export type DetailsChanges = Partial<Omit<UserDetailsTable, 'user_id' | 'updated_at'>>;
export type PreferencesChanges = Partial<Omit<PartnerPreferencesTable, 'user_id' | 'updated_at'>>;

export function findDetails(db: Kysely<Database>, userId: number): Promise<DetailsRow | undefined> {
  return db.selectFrom('user_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Saves one section's fields, creating the member's row on their first save. */
export async function saveDetails(db: Kysely<Database>, userId: number, changes: DetailsChanges, now: Date): Promise<void> {
  const values = { ...changes, updated_at: now.toISOString() };
  await db
    .insertInto('user_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export function findPreferences(db: Kysely<Database>, userId: number): Promise<PreferencesRow | undefined> {
  return db.selectFrom('partner_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: number,
  changes: PreferencesChanges,
  now: Date,
): Promise<void> {
  const values = { ...changes, updated_at: now.toISOString() };
  await db
    .insertInto('partner_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
