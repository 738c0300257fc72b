import { sql, type Kysely } from 'kysely';
import type { PublicFigures } from '@inai/shared';
import type { Database } from '../../db/schema.js';

/**
 * Who counts as a member in the public figures: e-mail verified, in good standing (not
 * suspended, not leaving, not erased), not an operator, and a real address (demo profiles, and
 * any other address on the reserved .invalid domain, can receive no mail: nobody joined with it).
 */
const countedMember = (alias: string) => {
  const u = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<boolean>`(${u('is_verified')} = 1 and ${u('role')} = 'member' and ${u('suspended_at')} is null
    and ${u('deletion_requested_at')} is null and ${u('erased_at')} is null and ${u('email')} not like '%.invalid')`;
};

/**
 * The figures as they stand, exact: members, the grooms and brides among them (by the gender
 * on their profile), and interests accepted between two members. Two statements, each one
 * pass over its table (no index serves a count of everyone); the pages ask once an hour at most
 * (public-figures.service.ts).
 */
export async function countPublicFigures(db: Kysely<Database>): Promise<PublicFigures> {
  const members = await db
    .selectFrom('users as u')
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .where(countedMember('u'))
    .select([
      sql<number | string>`count(*)`.as('members'),
      sql<number | string>`coalesce(sum(case when d.gender = 'Male' then 1 else 0 end), 0)`.as('grooms'),
      sql<number | string>`coalesce(sum(case when d.gender = 'Female' then 1 else 0 end), 0)`.as('brides'),
    ])
    .executeTakeFirstOrThrow();
  const interests = await db
    .selectFrom('interests as i')
    .innerJoin('users as s', 's.id', 'i.user_id')
    .innerJoin('users as p', 'p.id', 'i.partner_id')
    .where('i.status', '=', 'Accepted')
    .where(countedMember('s'))
    .where(countedMember('p'))
    .select(sql<number | string>`count(*)`.as('accepted'))
    .executeTakeFirstOrThrow();
  return {
    members: Number(members.members),
    grooms: Number(members.grooms),
    brides: Number(members.brides),
    interestsAccepted: Number(interests.accepted),
  };
}
