import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';

/**
 * The call log (docs/decisions/0077-calls-signalled-over-chat.md): every call leaves one entry in
 * its conversation, stored as a message of `kind` 'call' so it takes its place in the history,
 * the socket's delivery and the unread counts like any message (its sender is the caller, its
 * text empty). Only what the log shows is kept: the media asked for, the outcome, when it began
 * ringing, how long it was talked and why it ended. Nothing of the call itself is stored.
 */
export const callLog: EngineMigration = {
  async up(db: Kysely<any>, _engine: Engine) {
    await db.schema
      .alterTable('messages')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('text'))
      .execute();
    for (const column of ['call_media', 'call_outcome', 'call_started_at', 'call_end_reason']) {
      await db.schema.alterTable('messages').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('messages').addColumn('call_duration_s', 'integer').execute();
  },
};
