import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import { ENGINES } from '../../test/databases.js';
import { createTestDatabase } from '../../test/test-app.js';
import { findEnquiry, insertEnquiry, listEnquiries, setEnquiryMailStatus } from './enquiry.repository.js';

const input = {
  name: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '9443012345',
  message: 'வணக்கம் — a question about plans',
};

describe.each(ENGINES)('enquiry repository on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await migrateToLatest(database.db, engine);
  });
  afterAll(async () => database.close());

  it('stores an enquiry as pending with its time, and reads it back unchanged (Tamil text included)', async () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const id = await insertEnquiry(database.db, input, now);
    expect(await findEnquiry(database.db, id)).toEqual({
      id,
      ...input,
      mail_status: 'pending',
      created_at: now.toISOString(),
      handled_at: null,
      handled_by: null,
    });
  });

  it('records the mail status', async () => {
    const id = await insertEnquiry(database.db, input, new Date());
    await setEnquiryMailStatus(database.db, id, 'failed');
    expect((await findEnquiry(database.db, id))?.mail_status).toBe('failed');
    await setEnquiryMailStatus(database.db, id, 'sent');
    expect((await findEnquiry(database.db, id))?.mail_status).toBe('sent');
  });

  it('lists newest first, up to the limit', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await insertEnquiry(database.db, { ...input, name: `N${i}` }, new Date()));
    const listed = await listEnquiries(database.db, 2);
    expect(listed.map((r) => r.id)).toEqual([ids[2], ids[1]]);
  });

  it('answers undefined for an unknown id', async () => {
    expect(await findEnquiry(database.db, 987654)).toBeUndefined();
  });
});
