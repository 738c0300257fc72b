import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papaBalanced } from '../../lib/jathagam/papa-samyam.js';
import { ENGINES } from '../../test/databases.js';
import { basicProfile, bearer, freshAddress, memberWithProfile, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fillChartAgreements } from '../profile/chart-agreement.service.js';

// Matches' "charts agree" (docs/decisions/0079): no chevvai mismatch and papa samyam balanced,
// the woman the bride; the filter, the order, the card's flag, and never a "disagree" for a
// missing chart.

const CHENNAI = 'csc-131517';
const en = translatorFor('en');
const bornAged = (age: number, days = 0) => addDays(latestBirthDate(todayInIndia(), age), -40 - days);
const silent = { info() {}, error() {} };

interface Card {
  user_id: number;
  name: string;
  charts_agree?: boolean | null;
  match: { met: number };
}

describe.each(ENGINES)('Matches by charts that agree on %s', (engine) => {
  let t: TestApp;
  let him: Registered;
  let noTime: Registered;
  const women = new Map<string, Registered>();

  const post = (member: Registered, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload, remoteAddress: freshAddress() });
  const birth = (member: Registered, time: string | null) =>
    post(member, '/api/updateProfile', {
      user_id: member.userId,
      religion: 'Hindu',
      caste: 'Pillai',
      birth_time: time,
      birth_place_id: CHENNAI,
    });
  const matches = async (member: Registered, body: object = {}) => {
    const r = await post(member, '/api/loggedInSearch', { pageSize: 24, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { total: number; data: Card[] };
  };
  const chartOf = (member: Registered) =>
    t.app.ctx.db
      .selectFrom('birth_details')
      .select(['chart_chevvai', 'chart_papa'])
      .where('user_id', '=', member.userId)
      .executeTakeFirst();
  /** Whether her chart agrees with his, worked out from the stored values the slow, obvious way. */
  const agrees = async (her: Registered) => {
    const [mine, hers] = [await chartOf(him), await chartOf(her)];
    if (
      hers?.chart_chevvai === null ||
      hers?.chart_chevvai === undefined ||
      mine?.chart_chevvai === null ||
      mine?.chart_chevvai === undefined
    )
      return null;
    return (
      hers.chart_chevvai === mine.chart_chevvai &&
      papaBalanced({ total: hers.chart_papa!, points: [] }, { total: mine.chart_papa!, points: [] })
    );
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    // His chart: no chevvai dosham and a papa total of 6 (at Chennai), so some charts agree and others do not.
    him = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob: '1996-01-20' });
    expect((await birth(him, '09:00')).statusCode).toBe(200);
    noTime = await memberWithProfile(t.app, { name: 'Bala', gender: 'Male', dob: bornAged(31) });
    // Women born on different days and hours: charts of both kinds.
    const times = ['00:15', '03:40', '07:05', '10:30', '13:55', '17:20', '20:45', '23:10', '05:00', '15:30', '11:11', '21:21'];
    for (const [i, time] of times.entries()) {
      const her = await memberWithProfile(t.app, { name: `W${i}`, gender: 'Female', dob: bornAged(26, i * 37) });
      const saved = await birth(her, time);
      expect(saved.statusCode, saved.body).toBe(200);
      women.set(`W${i}`, her);
    }
    // One with a place but no time (the star from the date: no chart), one with no birth details at all.
    const dateOnly = await memberWithProfile(t.app, { name: 'DateOnly', gender: 'Female', dob: bornAged(27) });
    expect((await birth(dateOnly, null)).statusCode).toBe(200);
    women.set('DateOnly', dateOnly);
    women.set('Nothing', await memberWithProfile(t.app, { name: 'Nothing', gender: 'Female', dob: bornAged(27) }));
    for (const member of [him, noTime]) {
      const saved = await post(member, '/api/updatePartnerPreferences', {
        gender: 'Female',
        age: '25 to 30',
        religion: 'no_preference',
        caste: 'no_preference',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it('keeps the chart’s values with the birth details, and none without a time', async () => {
    expect(await chartOf(him)).toEqual({ chart_chevvai: 0, chart_papa: 6 });
    expect(await chartOf(women.get('DateOnly')!)).toEqual({ chart_chevvai: null, chart_papa: null });
  });

  it('says on each card whether the charts agree, and nothing for a missing chart', async () => {
    const page = await matches(him);
    expect(page.total).toBe(women.size);
    const agreeing: string[] = [];
    for (const card of page.data) {
      const expected = await agrees(women.get(card.name)!);
      expect(card.charts_agree, card.name).toBe(expected);
      if (expected) agreeing.push(card.name);
    }
    expect(page.data.find((c) => c.name === 'DateOnly')?.charts_agree).toBeNull();
    expect(page.data.find((c) => c.name === 'Nothing')?.charts_agree).toBeNull();
    // The women were chosen so that both kinds are there.
    expect(agreeing.length).toBeGreaterThan(0);
    expect(agreeing.length).toBeLessThan(women.size - 2);
  });

  it('filters on charts that agree, and orders them first', async () => {
    const all = await matches(him);
    const agreeing = all.data.filter((c) => c.charts_agree === true).map((c) => c.name);
    const only = await matches(him, { charts_agree: true });
    expect(only.total).toBe(agreeing.length);
    expect(only.data.map((c) => c.name).sort()).toEqual([...agreeing].sort());
    expect(only.data.every((c) => c.charts_agree === true)).toBe(true);

    const first = await matches(him, { sort: 'charts_agree' });
    expect(first.total).toBe(all.total);
    expect(first.data.slice(0, agreeing.length).every((c) => c.charts_agree === true)).toBe(true);
    expect(first.data.slice(agreeing.length).some((c) => c.charts_agree === true)).toBe(false);
    // The missing charts are among the rest, never left out.
    expect(first.data.map((c) => c.name)).toEqual(expect.arrayContaining(['DateOnly', 'Nothing']));
    // Off again: the usual order and total.
    expect((await matches(him, { charts_agree: false, sort: 'match' })).total).toBe(all.total);
  });

  it('refuses the filter and the order to a member without a birth time, and their cards say nothing', async () => {
    for (const body of [{ charts_agree: true }, { sort: 'charts_agree' }]) {
      const r = await post(noTime, '/api/loggedInSearch', { pageSize: 24, ...body });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'birth_time_first', message: en('search.birthTimeFirst') });
    }
    const page = await matches(noTime);
    expect(page.total).toBe(women.size);
    expect(page.data.every((c) => c.charts_agree === null)).toBe(true);
  });

  it('hears of birth details saved, changed and removed', async () => {
    const her = women.get('DateOnly')!;
    const flag = async () => (await matches(him)).data.find((c) => c.name === 'DateOnly')?.charts_agree;
    expect(await flag()).toBeNull();
    expect((await birth(her, '09:45')).statusCode).toBe(200);
    expect(await flag()).toBe(await agrees(her));
    expect(typeof (await flag())).toBe('boolean');
    // A new date of birth moves the chart: one that gives the other answer, among a few days.
    const before = await flag();
    let flipped = false;
    for (let k = 1; k <= 40 && !flipped; k++) {
      const dob = bornAged(26, k * 23);
      expect(
        (await post(her, '/api/updateProfile', basicProfile({ user_id: her.userId, gender: 'Female', dob, address: 'Address' })))
          .statusCode,
      ).toBe(200);
      flipped = (await flag()) === !before;
    }
    expect(flipped).toBe(true);
    expect(await flag()).toBe(await agrees(her));
    // No place: the birth details go, and with them the flag.
    const removed = await post(her, '/api/updateProfile', { user_id: her.userId, religion: 'Hindu', caste: 'Pillai' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await chartOf(her)).toBeUndefined();
    expect(await flag()).toBeNull();
  });

  it('leaves out a member who hides their horoscope, as if without a chart', async () => {
    const her = women.get('W0')!;
    const hide = (value: 0 | 1) =>
      t.app.ctx.db.updateTable('users').set({ horoscope_visibility: value }).where('id', '=', her.userId).execute();
    await hide(1);
    const card = (await matches(him)).data.find((c) => c.name === 'W0');
    expect(card?.charts_agree).toBeNull();
    expect((await matches(him, { charts_agree: true })).data.map((c) => c.name)).not.toContain('W0');
    await hide(0);
    expect((await matches(him)).data.find((c) => c.name === 'W0')?.charts_agree).toBe(await agrees(her));
  });

  it('fills the values of birth details saved before they were kept', async () => {
    const her = women.get('W1')!;
    const kept = await chartOf(her);
    await t.app.ctx.db
      .updateTable('birth_details')
      .set({ chart_chevvai: null, chart_papa: null })
      .where('user_id', '=', her.userId)
      .execute();
    expect((await matches(him)).data.find((c) => c.name === 'W1')?.charts_agree).toBeNull();
    expect(await fillChartAgreements(t.app.ctx, silent)).toBe(1);
    expect(await chartOf(her)).toEqual(kept);
    expect((await matches(him)).data.find((c) => c.name === 'W1')?.charts_agree).toBe(await agrees(her));
    expect(await fillChartAgreements(t.app.ctx, silent)).toBe(0);
  });
});
