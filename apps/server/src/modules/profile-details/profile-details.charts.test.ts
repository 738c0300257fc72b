import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartsComparisonSchema, type ChartsComparison } from '@inai/shared';
import { ENGINES } from '../../test/databases.js';
import { basicProfile, bearer, freshAddress, givePlan, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BRIDE_ONLY } from '../porutham/porutham-charts.births.js';

// The two charts compared on a member's details page (docs/design.md, "Porutham of two charts"):
// only when both gave a birth time and the viewer may see horoscopes, and never the other's birth
// time, longitudes or dasa dates.

describe.each(ENGINES)('two charts compared on profile details on %s', (engine) => {
  let t: TestApp;
  let bride: Registered;
  let groom: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    bride = await verifiedMember(t.app, { name: 'Meenakshi' });
    groom = await verifiedMember(t.app, { name: 'Senthil' });
    await givePlan(t.app, groom.userId, 2);
    await givePlan(t.app, bride.userId, 2);
    await profile(bride, 'Female', BRIDE_ONLY.bride);
    await profile(groom, 'Male', BRIDE_ONLY.groom);
  });
  afterAll(async () => t.close());

  const save = (member: Registered, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { user_id: member.userId, ...payload },
    });
  const birthTime = (member: Registered, birth: { time: string; place: { id: string } } | null) =>
    save(member, {
      religion: 'Hindu',
      caste: 'Pillai',
      star: '',
      raasi: '',
      dosam: '',
      birth_time: birth ? birth.time : '',
      birth_place_id: birth ? birth.place.id : '',
    });
  async function profile(member: Registered, gender: string, birth: (typeof BRIDE_ONLY)['bride']) {
    expect((await save(member, basicProfile({ gender, dob: birth.date, address: '4 Car Street, Madurai' }))).statusCode).toBe(
      200,
    );
    const saved = await birthTime(member, birth);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const details = async (viewer: Registered, target: Registered) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getUserDetails',
      headers: bearer(viewer.token),
      payload: { user_id: target.userId },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  /** The calculator's answer for the same two births, its dasa sandhi by the year as the details page gives it. */
  const byTheCalculator = async (): Promise<ChartsComparison> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/porutham/charts',
      payload: BRIDE_ONLY,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { success: _success, ...comparison } = response.json();
    const periods = comparison.dasa_sandhi.periods.map((p: { start: string; end: string }) => ({
      ...p,
      start: p.start.slice(0, 4),
      end: p.end.slice(0, 4),
    }));
    return chartsComparisonSchema.parse({ ...comparison, dasa_sandhi: { ...comparison.dasa_sandhi, periods } });
  };

  it('compares the two charts when both gave a birth time and the viewer may see horoscopes, whoever opens whom', async () => {
    const expected = await byTheCalculator();
    const fromHim = await details(groom, bride);
    expect(fromHim.json().porutham).toMatchObject({ state: 'ready', charts: expected });
    expect(expected.dasa_sandhi.periods.length).toBeGreaterThan(0);
    const fromHer = await details(bride, groom);
    expect(fromHer.json().porutham.charts).toEqual(expected);
  });

  it("never carries the other's birth time, a longitude or a dasa date", async () => {
    for (const [viewer, target, theirs] of [
      [groom, bride, BRIDE_ONLY.bride],
      [bride, groom, BRIDE_ONLY.groom],
    ] as const) {
      const response = await details(viewer, target);
      for (const secret of [theirs.time, theirs.place.id, 'longitude', 'latitude', 'utc', '"dasa"', 'birth_'])
        expect(response.body, secret).not.toContain(secret);
      const charts = response.json().porutham.charts;
      for (const period of charts.dasa_sandhi.periods) {
        expect(period.start).toMatch(/^\d{4}$/);
        expect(period.end).toMatch(/^\d{4}$/);
      }
    }
  });

  it('leaves the comparison out when the viewer may not see horoscopes', async () => {
    await t.app.ctx.db.updateTable('users').set({ horoscope_visibility: 1 }).where('id', '=', bride.userId).execute();
    const switched = (await details(groom, bride)).json();
    expect(switched.user.jathagam).toBeUndefined();
    expect(switched.porutham.state).toBe('ready');
    expect(switched.porutham).not.toHaveProperty('charts');
    await t.app.ctx.db.updateTable('users').set({ horoscope_visibility: 0 }).where('id', '=', bride.userId).execute();

    const silver = await verifiedMember(t.app, { name: 'Silver viewer' });
    await givePlan(t.app, silver.userId, 1);
    await profile(silver, 'Male', BRIDE_ONLY.groom);
    const silverView = (await details(silver, bride)).json();
    expect(silverView.user.jathagam).toBeUndefined();
    expect(silverView.porutham).not.toHaveProperty('charts');
  });

  it('leaves the comparison out when either side has no birth time', async () => {
    expect((await birthTime(groom, null)).statusCode).toBe(200);
    expect((await details(groom, bride)).json().porutham).not.toHaveProperty('charts');
    expect((await details(bride, groom)).json().porutham).not.toHaveProperty('charts');
    expect((await birthTime(groom, BRIDE_ONLY.groom)).statusCode).toBe(200);
    expect((await details(groom, bride)).json().porutham).toHaveProperty('charts');
    expect((await birthTime(bride, null)).statusCode).toBe(200);
    expect((await details(groom, bride)).json().porutham).not.toHaveProperty('charts');
    expect((await birthTime(bride, BRIDE_ONLY.bride)).statusCode).toBe(200);
  });
});
