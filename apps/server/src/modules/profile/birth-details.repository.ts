import type { Kysely, Selectable } from 'kysely';
import type { BirthDetailsTable, Database } from '../../db/schema.js';

export type BirthDetailsRow = Selectable<BirthDetailsTable>;
export type BirthDetailsValues = Omit<BirthDetailsRow, 'user_id' | 'updated_at'>;

export function findBirthDetails(db: Kysely<Database>, userId: number): Promise<BirthDetailsRow | undefined> {
  return db.selectFrom('birth_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveBirthDetails(
  db: Kysely<Database>,
  userId: number,
  values: BirthDetailsValues,
  now: Date,
): Promise<void> {
  const row = { ...values, updated_at: now.toISOString() };
  await db
    .insertInto('birth_details')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

export async function deleteBirthDetails(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('birth_details').where('user_id', '=', userId).execute();
}
