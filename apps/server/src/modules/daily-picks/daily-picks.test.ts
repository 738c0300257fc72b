import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, givePlan, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { uploadPhotoAndHoroscope } from '../../test/member-records.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchEngineOf } from '../search/search-engine.js';
import { picksOfDay } from './daily-picks.service.js';

// Today's matches (docs/decisions/0053) with a fixed clock: each test walks days of its own, and
// its members share a religion no other test of this file uses, so the tests never pick each
// other's profiles. 02:00 UTC is 7:30 in India.
const at = (day: string, time = '02:00:00') => new Date(`${day}T${time}Z`);
const DAY_MS = 86_400_000;

describe.each(ENGINES)("today's matches on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const db = () => t.app.ctx.db;
  const save = async (member: Registered, url: string, payload: object) => {
    const r = await postAs(t.app, member.token, url, payload);
    expect(r.statusCode, r.body).toBe(200);
  };
  /** A woman of `religion`, 27 on `day`, with a job type when given, and her star. */
  const woman = async (name: string, day: string, religion: string, extra: { job_type?: string; star?: string } = {}) => {
    const member = await memberWithProfile(t.app, {
      name,
      gender: 'Female',
      dob: addDays(latestBirthDate(day, 27), -60),
      religion,
      caste: 'Other',
      ...(extra.job_type ? { degree: 'B.Sc', job_type: extra.job_type } : {}),
    });
    if (extra.star) await save(member, '/api/updateProfile', { religion, caste: 'Other', star: extra.star });
    // Active by the fixed clock, not the real one (a member absent 180 days is never picked).
    await activeAt(member, new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));
    return member;
  };
  /** A man of `religion` looking for a woman of it, 25 to 30, never married, an employee. */
  const seeker = async (name: string, religion: string, star?: string) => {
    const member = await memberWithProfile(t.app, { name, gender: 'Male', dob: '1994-03-03', religion, caste: 'Other' });
    if (star) await save(member, '/api/updateProfile', { religion, caste: 'Other', star });
    await save(member, '/api/updatePartnerPreferences', {
      gender: 'Female',
      age: '25 to 30',
      religion,
      caste: 'no_preference',
      marital_status: 'Never Married',
      job_type: 'Employee',
    });
    return member;
  };
  const activeAt = (member: Registered, when: Date) =>
    db().updateTable('users').set({ last_active_at: when.toISOString() }).where('id', '=', member.userId).execute();
  const names = async (member: Registered, now: Date) => {
    const picks = await picksOfDay(t.app.ctx, member.userId, now);
    expect(picks.state).toBe('ready');
    if (picks.state !== 'ready') return [];
    const rows = await db()
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [0, ...picks.ids])
      .execute();
    return picks.ids.map((id) => rows.find((r) => r.id === id)!.name);
  };

  it('picks five by match score, then the most recently active, then the newest; the same all day; never again', async () => {
    const day = '2027-01-05';
    const now = at(day);
    const hours = (h: number) => new Date(now.getTime() - h * 3600_000);
    const women: Record<string, Registered> = {};
    // Employees meet all four preferences; the others three of them.
    for (const [name, job] of [
      ['A_employee_1h', 'Employee'],
      ['B_employee_2d', 'Employee'],
      ['C_employee_2d_newer', 'Employee'],
      ['D_none_10min', undefined],
      ['E_none_5d', undefined],
      ['F_employee_inactive', 'Employee'],
      ['G_employee_blocked', 'Employee'],
      ['H_employee_blocks_him', 'Employee'],
      ['I_employee_suspended', 'Employee'],
      ['L_employee_leaving', 'Employee'],
      ['K_none_20d', undefined],
    ] as const) {
      women[name] = await woman(name, day, 'Hindu', job ? { job_type: job } : {});
    }
    const other = await woman('J_christian', day, 'Christian', { job_type: 'Employee' });
    const him = await seeker('Arun', 'Hindu');

    await activeAt(women.A_employee_1h!, hours(1));
    await activeAt(women.B_employee_2d!, hours(48));
    await activeAt(women.C_employee_2d_newer!, hours(48));
    await activeAt(women.D_none_10min!, hours(1 / 6));
    await activeAt(women.E_none_5d!, hours(120));
    await activeAt(women.K_none_20d!, hours(480));
    await activeAt(women.F_employee_inactive!, new Date(now.getTime() - 181 * DAY_MS));
    for (const w of [
      women.G_employee_blocked!,
      women.H_employee_blocks_him!,
      women.I_employee_suspended!,
      women.L_employee_leaving!,
      other,
    ])
      await activeAt(w, hours(0.5));
    await save(him, '/api/block', { user_id: women.G_employee_blocked!.userId });
    await save(women.H_employee_blocks_him!, '/api/block', { user_id: him.userId });
    await db()
      .updateTable('users')
      .set({ suspended_at: now.toISOString() })
      .where('id', '=', women.I_employee_suspended!.userId)
      .execute();
    await db()
      .updateTable('users')
      .set({ deletion_requested_at: now.toISOString() })
      .where('id', '=', women.L_employee_leaving!.userId)
      .execute();
    await searchEngineOf(t.app.ctx).refresh([women.I_employee_suspended!.userId, women.L_employee_leaving!.userId]);

    expect(await names(him, now)).toEqual(['A_employee_1h', 'C_employee_2d_newer', 'B_employee_2d', 'D_none_10min', 'E_none_5d']);
    // Every pick is one of his Matches, with the score that ordered it.
    const matches = await postAs(t.app, him.token, '/api/loggedInSearch', { pageSize: 24 });
    const matched = (matches.json() as { data: { name: string; match: { met: number } }[] }).data;
    expect(matched.find((c) => c.name === 'A_employee_1h')?.match.met).toBe(4);
    expect(matched.find((c) => c.name === 'D_none_10min')?.match.met).toBe(3);

    // Later the same India day (23:59 in India), and after a new profile arrived: the same picks.
    const late = await woman('M_employee_new', day, 'Hindu', { job_type: 'Employee' });
    expect(await names(him, at(day, '18:29:00'))).toEqual([
      'A_employee_1h',
      'C_employee_2d_newer',
      'B_employee_2d',
      'D_none_10min',
      'E_none_5d',
    ]);
    // The next day brings the rest, never one shown before; then nothing new.
    await activeAt(late, hours(3));
    expect(await names(him, at(addDays(day, 1)))).toEqual(['M_employee_new', 'K_none_20d']);
    expect(await names(him, at(addDays(day, 2)))).toEqual([]);
    const stored = await db()
      .selectFrom('daily_picks')
      .select(['profile_id', 'day'])
      .where('member_id', '=', him.userId)
      .execute();
    expect(new Set(stored.map((p) => p.profile_id)).size).toBe(7);
  });

  it('keeps only compatible stars when the member chose that in Settings, and says what is missing', async () => {
    const day = '2027-02-10';
    // With his Rohini, Aswini passes Rajju and Vedhai, Hastham does not; the third has no star.
    const aswini = await woman('Aswini_star', day, 'Sikh', { star: 'Aswini' });
    await woman('Hastham_star', day, 'Sikh', { star: 'Hastham' });
    await woman('No_star', day, 'Sikh');
    const him = await seeker('Vignesh', 'Sikh', 'Rohini');
    const starless = await seeker('Karthik', 'Sikh');
    const unsaved = await memberWithProfile(t.app, { name: 'Senthil', gender: 'Male', dob: '1993-01-01' });
    await save(him, '/api/updateUser', { daily_picks_compatible: 1 });
    await save(starless, '/api/updateUser', { daily_picks_compatible: 1 });

    const picks = await picksOfDay(t.app.ctx, him.userId, at(day));
    expect(picks).toMatchObject({ state: 'ready', ids: [aswini.userId], compatible: true });
    expect(await picksOfDay(t.app.ctx, starless.userId, at(day))).toEqual({ state: 'star_first', day });
    expect(await picksOfDay(t.app.ctx, unsaved.userId, at(day))).toEqual({ state: 'no_preferences', day });
    // Nothing to choose does not claim the day: once he turns the stars choice off, the day's picks come.
    await save(starless, '/api/updateUser', { daily_picks_compatible: 0 });
    expect((await names(starless, at(day, '03:00:00'))).sort()).toEqual(['Aswini_star', 'Hastham_star', 'No_star']);
  });

  it('walks the database’s activity order of the moment: a profile saved after the day’s first choice is among a later one', async () => {
    const day = '2027-03-03';
    const early = await woman('Early_bride', day, 'Muslim');
    const first = await seeker('First_groom', 'Muslim');
    const second = await seeker('Second_groom', 'Muslim');
    expect(await names(first, at(day))).toEqual(['Early_bride']);
    // She joins after the order was read, and was active before the earlier bride.
    const late = await woman('Late_bride', day, 'Muslim');
    await activeAt(late, new Date(Date.parse(`${day}T00:00:00Z`) - 3 * DAY_MS));
    await activeAt(early, new Date(Date.parse(`${day}T00:00:00Z`) - 2 * DAY_MS));
    expect(await names(second, at(day, '03:00:00'))).toEqual(['Early_bride', 'Late_bride']);
  });

  it('answers GET /api/daily-picks with Matches cards and their picture rules, or why there are none', async () => {
    const today = todayInIndia();
    const her = await woman('Jain_bride', today, 'Jain', { job_type: 'Employee' });
    const locked = await woman('Jain_locked', today, 'Jain');
    await uploadPhotoAndHoroscope(t.app, her);
    await uploadPhotoAndHoroscope(t.app, locked);
    await givePlan(t.app, locked.userId, 2);
    await save(locked, '/api/updateUser', { photos_visibility: 1 });
    const him = await seeker('Jain_groom', 'Jain');
    const nobody = await memberWithProfile(t.app, { name: 'Nobody', gender: 'Male', dob: '1993-01-01' });
    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/daily-picks',
        headers: token ? bearer(token) : {},
        remoteAddress: freshAddress(),
      });

    expect((await get()).statusCode).toBe(401);
    const answer = await get(him.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, day: today, state: 'ready' });
    // Without a plan: the blurred picture, as on Matches; a locked gallery shows none.
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      user_id: her.userId,
      name: 'Jain_bride',
      picture_blurred: true,
      match: { met: 4, total: 4 },
    });
    expect(body.data[0].profile_picture).toMatch(/^\/api\/media\/photos\/\d+\/blurred\?/);
    expect(body.data[1]).toMatchObject({ user_id: locked.userId, profile_picture: null, photos_locked: true, match: { met: 3 } });
    // With a plan, asked again: the same day's picks, the clear thumbnail.
    await givePlan(t.app, him.userId, 1);
    await searchEngineOf(t.app.ctx).refresh([him.userId]);
    const paying = (await get(him.token)).json();
    expect(paying.data.map((c: { user_id: number }) => c.user_id)).toEqual([her.userId, locked.userId]);
    expect(paying.data[0]).toMatchObject({ picture_blurred: false });
    expect(paying.data[0].profile_picture).toMatch(/\/thumb\?/);
    expect(paying.data[1].profile_picture).toBeNull();
    expect((await get(nobody.token)).json()).toEqual({ success: true, day: today, state: 'no_preferences', data: [] });
  });

  it('says on a day without picks which preference shuts out the most, and what widening it brings', async () => {
    const today = todayInIndia();
    await woman('Parsi_business', today, 'Parsi', { job_type: 'Business' });
    await woman('Parsi_government', today, 'Parsi', { job_type: 'Government' });
    const him = await seeker('Parsi_groom', 'Parsi');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/daily-picks',
      headers: bearer(him.token),
      remoteAddress: freshAddress(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // Both work, but not as employees: any job type brings both back on Matches. Any religion
    // brings more still (the other tests' brides): that is the one named.
    const matchesTotal = async (widen: string[]) =>
      (await postAs(t.app, him.token, '/api/loggedInSearch', { widen })).json().total as number;
    expect(await matchesTotal([])).toBe(0);
    expect(await matchesTotal(['job_type'])).toBe(2);
    const more = await matchesTotal(['religion']);
    expect(more).toBeGreaterThan(2);
    expect(answer.json()).toEqual({ success: true, day: today, state: 'ready', data: [], widen: { field: 'religion', more } });
  });
});
