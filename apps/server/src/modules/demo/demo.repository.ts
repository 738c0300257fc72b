import type { Insertable, Kysely } from 'kysely';
import type { BirthDetailsTable, Database, UserDetailsTable, UserTable } from '../../db/schema.js';

/** Whether anyone has registered yet (demo profiles go only into an empty database). */
export async function hasAnyMember(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export type DemoMember = {
  user: Insertable<UserTable>;
  details: Omit<Insertable<UserDetailsTable>, 'user_id'>;
  /** Birth details, for the demo members who give a birth time. */
  birth?: Omit<BirthDetailsTable, 'user_id' | 'updated_at'>;
};

/** Inserts the demo members and their profiles in one transaction. */
export async function insertDemoMembers(db: Kysely<Database>, members: DemoMember[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await trx
      .insertInto('users')
      .values(members.map((m) => m.user))
      .returning('id')
      .execute();
    await trx
      .insertInto('user_details')
      .values(members.map((m, i) => ({ ...m.details, user_id: ids[i]!.id })))
      .execute();
    const births = members.flatMap((m, i) =>
      m.birth ? [{ ...m.birth, user_id: ids[i]!.id, updated_at: String(m.details.updated_at) }] : [],
    );
    if (births.length) await trx.insertInto('birth_details').values(births).execute();
  });
}
