import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { searchableInDatabase } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { activeMembersBatch, membersDueMail } from './daily-picks.repository.js';

describe.each(ENGINES)('the activity order read in batches on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  it('reads every active member once, most recently active first, then the newest, whatever the batch size', async () => {
    const times = [
      '2031-01-05T10:00:00.000Z',
      '2031-01-07T08:00:00.000Z',
      '2031-01-05T10:00:00.000Z',
      '2031-01-06T09:00:00.000Z',
    ];
    const ids: number[] = [];
    for (const [i, at] of [...times, times[0]!, '2030-01-01T00:00:00.000Z'].entries()) {
      const id = await searchableInDatabase(t.app, { name: `Order ${i}`, gender: 'Female', dob: '1996-01-01' });
      await t.app.ctx.db.updateTable('users').set({ last_active_at: at }).where('id', '=', id).execute();
      ids.push(id);
    }
    const since = '2031-01-01T00:00:00.000Z';
    const mine = (rows: { id: number }[]) => rows.map((r) => r.id).filter((id) => ids.includes(id));
    const whole = mine(await activeMembersBatch(t.app.ctx.db, since, undefined, 1000));
    // Jan 7; Jan 6; the three of Jan 5, newest first; the one of 2030 is not active enough.
    expect(whole).toEqual([ids[1], ids[3], ids[4], ids[2], ids[0]]);
    for (const size of [1, 2, 3]) {
      const read: number[] = [];
      let after: { at: string; id: number } | undefined;
      for (;;) {
        const rows = (await activeMembersBatch(t.app.ctx.db, since, after, size)).filter((r) => r.last_active_at >= since);
        read.push(...mine(rows));
        if (rows.length < size) break;
        const last = rows[rows.length - 1]!;
        after = { at: last.last_active_at, id: last.id };
      }
      expect(read, `batches of ${size}`).toEqual(whole);
    }
  });
});

describe.each(ENGINES)('the members due the picks mail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  it('lists the due past the first `skip` of them, each once, and none of those mailed or not wanting it', async () => {
    const DAY = '2031-02-01';
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(await searchableInDatabase(t.app, { name: `Due ${i}`, gender: 'Male', dob: '1994-01-01' }));
    const [mailed, off] = [ids[5]!, ids[6]!];
    await t.app.ctx.db.updateTable('users').set({ daily_picks_mailed_on: DAY }).where('id', '=', mailed).execute();
    await t.app.ctx.db.updateTable('users').set({ notify_daily_picks: 0 }).where('id', '=', off).execute();
    const due = ids.slice(0, 5);
    const listed = async (limit: number, skip?: number) =>
      (await membersDueMail(t.app.ctx.db, DAY, limit, skip)).map((m) => m.id);

    const all = await listed(100);
    expect(new Set(all)).toEqual(new Set(due));
    const first = await listed(2);
    const past = await listed(100, 2);
    // The first two and the rest past them: every due member once.
    expect(past).toHaveLength(3);
    expect(new Set([...first, ...past])).toEqual(new Set(due));
    expect(await listed(100, 5)).toEqual([]);
  });
});
