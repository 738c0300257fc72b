import { addDays, latestBirthDate } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import type { JobRun } from '../../lib/background-job.js';
import { ENGINES } from '../../test/databases.js';
import { deliverDueOutbound } from '../../lib/outbound/outbound-delivery.js';
import { mailsTo, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDailyPicksMails } from './daily-picks.notifications.js';

// The 7:00 mail at a worker's pace (docs/decisions/0081-worker-processes-and-stopping.md): runs
// serve several members at once, each still claimed on its own, so two workers' runs over one
// database mail every member once. 01:30 UTC is 7:00 in India.
const DAY = '2027-10-11';
const SEVEN_AM = new Date(`${DAY}T01:30:00Z`);
const WORKER: JobRun = { stopping: false, pace: { budgeted: false, concurrency: 4 } };

describe.each(ENGINES)('the picks mail at a worker’s pace on %s', (engine) => {
  let t: TestApp;
  const log = { info: () => undefined, error: () => undefined };
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const activeTheDayBefore = async (member: Registered) => {
    const when = new Date(Date.parse(`${DAY}T00:00:00Z`) - 86_400_000).toISOString();
    await t.app.ctx.db.updateTable('users').set({ last_active_at: when }).where('id', '=', member.userId).execute();
  };

  it('mails each member once when two runs serve four members at a time each', async () => {
    const woman = await memberWithProfile(t.app, {
      name: 'Oviya',
      gender: 'Female',
      dob: addDays(latestBirthDate(DAY, 28), -30),
      religion: 'Buddhist',
      caste: 'Other',
      city: 'Salem',
    });
    await activeTheDayBefore(woman);
    const seekers: Registered[] = [];
    for (let i = 1; i <= 10; i++) {
      const seeker = await memberWithProfile(t.app, {
        name: `Buddhist seeker ${i}`,
        gender: 'Male',
        dob: '1994-03-03',
        religion: 'Buddhist',
        caste: 'Other',
      });
      const r = await postAs(t.app, seeker.token, '/api/updatePartnerPreferences', {
        gender: 'Female',
        age: '25 to 30',
        religion: 'Buddhist',
        caste: 'no_preference',
      });
      expect(r.statusCode, r.body).toBe(200);
      await activeTheDayBefore(seeker);
      seekers.push(seeker);
    }

    const sent = await Promise.all([
      sendDailyPicksMails(t.app.ctx, log, SEVEN_AM, WORKER),
      sendDailyPicksMails(t.app.ctx, log, SEVEN_AM, WORKER),
    ]);
    await backgroundSettled();
    expect(sent[0]! + sent[1]!).toBe(seekers.length);
    // Queued with each member's claim (docs/decisions/0082); delivered here, as a worker's loop would.
    await deliverDueOutbound(t.app.ctx, { mail: t.app.ctx.outbox! }, t.app.log);
    for (const seeker of seekers) {
      const picks = (await mailsTo(t.app, seeker.details.email)).filter((m) => m.subject.includes('matches'));
      expect(picks, seeker.details.name).toHaveLength(1);
    }
  }, 60_000);
});
