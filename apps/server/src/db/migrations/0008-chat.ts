import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Chat: a conversation per pair of members (the smaller id first, unique), its
 * messages (stored before they are delivered; the id order is the order), each member's read
 * mark per conversation (the last message id they have seen), blocks (blocker, blocked), and
 * what the offline e-mail digest needs.
 */
export const chat: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('conversations'), engine)
      .addColumn('member_a', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('member_b', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_message_id', 'integer')
      .addUniqueConstraint('conversations_pair_unique', ['member_a', 'member_b'])
      .execute();
    await db.schema.createIndex('conversations_member_b_idx').on('conversations').column('member_b').execute();

    await withId(db.schema.createTable('messages'), engine)
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('warnings', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('client_id', 'text')
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();

    await db.schema
      .createTable('chat_reads')
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('up_to', 'integer', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_reads_pk', ['conversation_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('blocks'), engine)
      .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('blocked_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('blocks_pair_unique', ['blocker_id', 'blocked_id'])
      .execute();
    await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute();

    // The offline digest: the member's switch (on by default), when their last chat mail was
    // claimed (at most one an hour), and on each message when the digest looked at it.
    await db.schema
      .alterTable('users')
      .addColumn('notify_chat_message', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('users').addColumn('chat_mail_at', 'text').execute();
    await db.schema.alterTable('messages').addColumn('mailed_at', 'text').execute();
    // The digest job's question: which messages it has not looked at yet. Only those rows are indexed.
    await db.schema
      .createIndex('messages_unmailed_idx')
      .on('messages')
      .column('id')
      .where(sql.ref('mailed_at'), 'is', null)
      .execute();
  },
};
