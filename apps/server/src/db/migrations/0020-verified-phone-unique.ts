import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';
import { rebuildSqliteTable } from './helpers.js';

/**
 * A mobile number is unique among verified numbers only (docs/decisions/0049): someone who typed a
 * stranger's number no longer keeps its owner out, and numbers typed by several accounts become a
 * fake-profile signal. The plain index serves those lookups.
 */
export const verifiedPhoneUnique: EngineMigration = {
  async up(db, engine) {
    if (engine === 'postgres') await sql`alter table users drop constraint users_phone_unique`.execute(db);
    else
      await rebuildSqliteTable(db, 'users', (create) =>
        create.replace(/, constraint "users_phone_unique" unique \("phone"\)/, ''),
      );
    await db.schema
      .createIndex('users_verified_phone_unique')
      .on('users')
      .column('phone')
      .unique()
      .where(sql.ref('phone_verified_at'), 'is not', null)
      .execute();
    await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute();
  },
};
