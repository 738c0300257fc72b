import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { memberWithProfile, postAs, searchableInDatabase, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { random } from '../../lib/seeded-random.js';
import { matchRanking } from '../search/search.service.js';
import { activeSince } from './activity-order.js';
import { choosePicks, PICK_CHOICE } from './daily-picks.service.js';

// Today's matches choose among a member's few Matches, each looked up in the activity order,
// instead of walking the whole order (docs/decisions/0082-mornings-at-a-million.md). The two must
// pick the same profiles, and both what the rule says: the best match score first, then the most
// recently active, then the most recently joined. Women of random details and activity (some
// equally recent, some away more than 180 days), men of different preferences; then some women
// active again after the order was read, which the choice takes from the change log.
const DAY = '2031-03-10';
const NOW = new Date(`${DAY}T02:00:00Z`); // 7:30 in India
const DAY_MS = 86_400_000;
const RELIGIONS = ['Jain', 'Parsi'];
const JOBS = ['Employee', 'Business', 'Government', null];

describe.each(ENGINES)('the choice of today’s matches among few Matches on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const rand = random(engine === 'sqlite' ? 5 : 6);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const women: number[] = [];
  const seekers: Registered[] = [];

  /** The rule itself, over every woman: those the member's Matches hold and active in 180 days, best first. */
  const byTheRule = async (seeker: Registered) => {
    const ranking = await matchRanking(t.app.ctx, seeker.userId, false, todayInIndia(NOW));
    if (ranking.state !== 'ready') throw new Error('no preferences');
    const rows = await t.app.ctx.db.selectFrom('users').select(['id', 'last_active_at']).where('id', 'in', women).execute();
    const since = activeSince(NOW).getTime();
    return rows
      .map((r) => ({ id: r.id, at: Date.parse(r.last_active_at!), score: ranking.score(r.id) }))
      .filter((w) => w.at >= since && ranking.matches(w.id))
      .sort((a, b) => b.score - a.score || b.at - a.at || b.id - a.id)
      .slice(0, 5)
      .map((w) => w.id);
  };
  /** The choice, weighing the few Matches (as it does for them) or walking the whole order. */
  const chosen = async (seeker: Registered, walk: boolean) => {
    const ranking = await matchRanking(t.app.ctx, seeker.userId, false, todayInIndia(NOW));
    if (ranking.state !== 'ready') throw new Error('no preferences');
    const few = PICK_CHOICE.fewMatches;
    if (walk) PICK_CHOICE.fewMatches = 0;
    try {
      return await choosePicks(t.app.ctx, seeker.userId, ranking, NOW);
    } finally {
      PICK_CHOICE.fewMatches = few;
    }
  };

  it('picks what the rule says, whether it weighs the few Matches or walks the whole order', async () => {
    const sameMoment = new Date(NOW.getTime() - 3 * DAY_MS).toISOString();
    for (let i = 0; i < 80; i++) {
      const id = await searchableInDatabase(t.app, {
        name: `Chosen ${i}`,
        gender: 'Female',
        dob: addDays(latestBirthDate(DAY, 24 + Math.floor(rand() * 10)), -Math.floor(rand() * 300)),
        religion: pick(RELIGIONS),
        caste: 'Other',
        job_type: pick(JOBS),
        degree: 'B.Sc',
      });
      // One in eight at the very same moment (ties go to the most recently joined); the rest over 200 days.
      const at = i % 8 === 0 ? sameMoment : new Date(NOW.getTime() - Math.floor(rand() * 200 * DAY_MS)).toISOString();
      await t.app.ctx.db.updateTable('users').set({ last_active_at: at }).where('id', '=', id).execute();
      women.push(id);
    }
    await t.app.ctx.search.refresh(women);
    const preferences = [
      { age: '25 to 30', religion: 'Jain', job_type: 'Employee' },
      { age: '30 to 35', religion: 'Parsi', job_type: 'Business' },
      { age: '25 to 30', religion: 'no_preference', job_type: 'Government' },
      { age: 'no_preference', religion: 'Jain', job_type: 'no_preference' },
      { age: '18 to 25', religion: 'Parsi', job_type: 'Employee' },
    ];
    for (const [i, p] of preferences.entries()) {
      const seeker = await memberWithProfile(t.app, {
        name: `Seeker ${i}`,
        gender: 'Male',
        dob: '1992-05-05',
        religion: 'Jain',
        caste: 'Other',
      });
      const r = await postAs(t.app, seeker.token, '/api/updatePartnerPreferences', {
        gender: 'Female',
        caste: 'no_preference',
        marital_status: 'Never Married',
        ...p,
      });
      expect(r.statusCode, r.body).toBe(200);
      seekers.push(seeker);
    }

    let picked = 0;
    for (const seeker of seekers) {
      const expected = await byTheRule(seeker);
      expect(await chosen(seeker, false)).toEqual(expected);
      expect(await chosen(seeker, true)).toEqual(expected);
      picked += expected.length;
    }
    // The comparison meant something: most seekers have picks.
    expect(picked).toBeGreaterThan(10);
  });

  it('takes a member active again since the order was read at their new place', async () => {
    // Women away for longer than 180 days come back; others fall behind (their old time stays).
    const away = (
      await t.app.ctx.db.selectFrom('users').select(['id', 'last_active_at']).where('id', 'in', women).execute()
    ).filter((r) => Date.parse(r.last_active_at!) < activeSince(NOW).getTime());
    expect(away.length).toBeGreaterThan(3);
    const back = new Date(NOW.getTime() - 60_000).toISOString();
    for (const w of away.slice(0, 6))
      await t.app.ctx.db.updateTable('users').set({ last_active_at: back }).where('id', '=', w.id).execute();
    await t.app.ctx.search.refresh(away.slice(0, 6).map((w) => w.id));

    for (const seeker of seekers) {
      const expected = await byTheRule(seeker);
      expect(await chosen(seeker, false)).toEqual(expected);
      expect(await chosen(seeker, true)).toEqual(expected);
    }
  });
});
