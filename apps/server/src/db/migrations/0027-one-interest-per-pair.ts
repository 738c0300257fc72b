import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';

/**
 * At most one interest between two members, whichever of them sent it (docs/decisions/0062): a
 * unique index over the unordered pair, so two members sending to each other at the same moment
 * end with one interest on either engine. Pairs that already hold two (each sent one) keep the
 * one that says most: an accepted one, else one still waiting for an answer, else the older.
 */
export const oneInterestPerPair: EngineMigration = {
  async up(db, engine) {
    const rank = (alias: string) => sql.raw(`case ${alias}.status when 'Accepted' then 2 when 'Requested' then 1 else 0 end`);
    await sql`
      delete from interests where id in (
        select x.id from interests x
        join interests y on y.user_id = x.partner_id and y.partner_id = x.user_id
        where ${rank('y')} > ${rank('x')} or (${rank('y')} = ${rank('x')} and y.id < x.id)
      )`.execute(db);
    const [low, high] = engine === 'postgres' ? ['least', 'greatest'] : ['min', 'max'];
    await sql
      .raw(
        `create unique index interests_members_unique on interests (${low}(user_id, partner_id), ${high}(user_id, partner_id))`,
      )
      .execute(db);
  },
};
