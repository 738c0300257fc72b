import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import type { JobRun } from '../../lib/background-job.js';
import { ENGINES } from '../../test/databases.js';
import type { Registered } from '../../test/members.js';
import { picksPeople } from '../../test/picks-people.js';
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

  const { woman, seeker, picksMails } = picksPeople(() => t.app);

  it('mails each member once when two runs serve four members at a time each', async () => {
    await woman('Oviya', DAY, 'Buddhist');
    const seekers: Registered[] = [];
    for (let i = 1; i <= 10; i++) seekers.push(await seeker(`Buddhist seeker ${i}`, DAY, 'Buddhist'));

    const sent = await Promise.all([
      sendDailyPicksMails(t.app.ctx, log, SEVEN_AM, WORKER),
      sendDailyPicksMails(t.app.ctx, log, SEVEN_AM, WORKER),
    ]);
    await backgroundSettled();
    expect(sent[0]! + sent[1]!).toBe(seekers.length);
    // Queued with each member's claim (docs/decisions/0082); delivered as a worker's loop would.
    for (const member of seekers) expect(await picksMails(member), member.details.name).toHaveLength(1);
  }, 60_000);
});
