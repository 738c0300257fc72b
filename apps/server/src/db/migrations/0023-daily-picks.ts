import type { EngineMigration } from './helpers.js';

/**
 * Today's matches (docs/decisions/0053): the profiles picked for each member, per India day,
 * a profile at most once per member (the primary key); on the member, the mail switch (on by
 * default), their 'only compatible stars' choice for the picks, and the two days claimed by
 * conditional updates, so that one instance among many chooses and mails each member's day. The
 * days start empty (not null) so that 'not yet today' is one range on the mail job's index. The
 * mail queue keeps a mail's one-click stop link (RFC 8058) for its List-Unsubscribe header.
 */
export const dailyPicks: EngineMigration = {
  async up(db) {
    await db.schema
      .createTable('daily_picks')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_picks_pk', ['member_id', 'profile_id'])
      .execute();
    await db.schema.createIndex('daily_picks_member_day_idx').on('daily_picks').columns(['member_id', 'day']).execute();
    await db.schema.createIndex('daily_picks_profile_idx').on('daily_picks').column('profile_id').execute();

    await db.schema
      .alterTable('users')
      .addColumn('notify_daily_picks', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('daily_picks_compatible', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('daily_picks_on', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('daily_picks_mailed_on', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // The mail job's question at 7:00: who wants the mail and has not had today's.
    await db.schema
      .createIndex('users_daily_picks_due_idx')
      .on('users')
      .columns(['notify_daily_picks', 'daily_picks_mailed_on'])
      .execute();

    await db.schema.alterTable('mail_queue').addColumn('list_unsubscribe', 'text').execute();
  },
};
