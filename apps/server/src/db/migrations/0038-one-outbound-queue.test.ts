import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { createTestDatabase } from '../../test/test-app.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const at = '2026-11-29T10:00:00.000Z';

describe.each(ENGINES)('migration 0038, one outbound queue, on %s', (engine) => {
  it('moves the unsent mails and texts of the two old queues into outbound, and drops them', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0037-charts-agree');
      const db = older.db as unknown as Kysely<any>;
      const mail = { subject: 'Code', text: 't', html: '<p>h</p>', attempts: 1, created_at: at };
      await db
        .insertInto('mail_queue')
        .values([
          {
            ...mail,
            to_address: 'due@example.com',
            next_attempt_at: at,
            last_error: 'refused',
            list_unsubscribe: 'https://x/stop',
          },
          { ...mail, to_address: 'sent@example.com', sent_at: at, text: '', html: '' },
          { ...mail, to_address: 'gone@example.com', failed_at: at },
        ])
        .execute();
      const text = { code: '123456', attempts: 0, created_at: at, expires_at: '2026-11-29T10:10:00.000Z' };
      await db
        .insertInto('sms_queue')
        .values([
          { ...text, to_number: '9840012345', next_attempt_at: at, locale: 'ta' },
          { ...text, to_number: '9840099999', sent_at: at, code: '', locale: 'en' },
        ])
        .execute();
      await migrateToLatest(older.db, engine);
      const rows = await older.db.selectFrom('outbound').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.channel, r.recipient])).toEqual([
        ['mail', 'due@example.com'],
        ['sms', '9840012345'],
      ]);
      expect(rows[0]).toMatchObject({
        subject: 'Code',
        attempts: 1,
        next_attempt_at: at,
        last_error: 'refused',
        expires_at: '2026-11-30T10:00:00.000Z',
        member_id: null,
        claimed_by: null,
      });
      expect(JSON.parse(rows[0]!.payload)).toEqual({
        subject: 'Code',
        text: 't',
        html: '<p>h</p>',
        listUnsubscribe: 'https://x/stop',
      });
      expect(rows[1]).toMatchObject({ expires_at: '2026-11-29T10:10:00.000Z', subject: null });
      expect(JSON.parse(rows[1]!.payload)).toEqual({ code: '123456', locale: 'ta' });
      await expect(db.selectFrom('mail_queue').selectAll().execute()).rejects.toThrow();
      await expect(db.selectFrom('sms_queue').selectAll().execute()).rejects.toThrow();
    } finally {
      await older.close();
    }
  });
});
