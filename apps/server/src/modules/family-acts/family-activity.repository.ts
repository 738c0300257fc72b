import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FamilyActivityTable } from '../../db/schema.js';

export type ActivityRow = Selectable<FamilyActivityTable>;
export type NewActivity = Omit<Insertable<FamilyActivityTable>, 'id'>;

/** Stores one act; a second act with the same `dedupe_key` for the profile adds nothing. */
export async function insertActivity(db: Kysely<Database>, row: NewActivity): Promise<void> {
  await db
    .insertInto('family_activity')
    .values(row)
    .onConflict((oc) => oc.columns(['profile_id', 'dedupe_key']).doNothing())
    .execute();
}

/** A line of the list, with the other member's name as it is now (null once they are gone). */
export type ActivityListRow = ActivityRow & { other_name: string | null };

function listQuery(db: Kysely<Database>, profileId: number) {
  return db
    .selectFrom('family_activity as a')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.subject_user_id').on('u.erased_at', 'is', null))
    .selectAll('a')
    .select('u.name as other_name')
    .where('a.profile_id', '=', profileId)
    .orderBy('a.id', 'desc');
}

/** A page of the profile's activity, newest first. */
export function activityPage(db: Kysely<Database>, profileId: number, offset: number, limit: number): Promise<ActivityListRow[]> {
  return listQuery(db, profileId).offset(offset).limit(limit).execute();
}

/** All of the profile's activity, newest first (the data export). */
export function allActivity(db: Kysely<Database>, profileId: number): Promise<ActivityListRow[]> {
  return listQuery(db, profileId).execute();
}

export async function countActivity(db: Kysely<Database>, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('family_activity')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The profile's co-managers who keep its mails on: their logins' addresses, names and languages. */
export function mailingManagers(
  db: Kysely<Database>,
  profileId: number,
): Promise<Array<{ email: string; name: string; locale: string | null; can_chat: 0 | 1 }>> {
  return db
    .selectFrom('family_managers as link')
    .innerJoin('manager_logins as login', 'login.id', 'link.manager_id')
    .select(['login.email', 'login.name', 'login.locale', 'link.can_chat'])
    .where('link.profile_id', '=', profileId)
    .where('link.mail_on', '=', 1)
    .orderBy('link.id')
    .execute();
}

/** Whether the profile has at least one co-manager ("Managed with family"). */
export async function hasCoManagers(db: Kysely<Database>, profileId: number): Promise<boolean> {
  const row = await db.selectFrom('family_managers').select('id').where('profile_id', '=', profileId).executeTakeFirst();
  return row !== undefined;
}
