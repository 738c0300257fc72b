import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { basicProfile, bearer, freshAddress, givePlan, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Birth details in the religion section (docs/design.md, "Birth chart"): the star and raasi worked out from them,
// and never shown to another member.

const CHENNAI = 'csc-131517';
const SINGAPORE = 'csc-104057';
const en = translatorFor('en');
const ta = translatorFor('ta');

describe.each(ENGINES)('birth details in the religion section on %s', (engine) => {
  let t: TestApp;
  let bride: Registered;
  let groom: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    bride = await verifiedMember(t.app, { name: 'Meenakshi' });
    groom = await verifiedMember(t.app, { name: 'Senthil' });
    await givePlan(t.app, groom.userId, 2);
  });
  afterAll(async () => t.close());

  const save = (member: Registered, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { user_id: member.userId, ...payload },
    });
  /** A member's messages come in their own language. */
  const speaking = (member: Registered, locale: 'en' | 'ta') =>
    t.app.ctx.db.updateTable('users').set({ locale }).where('id', '=', member.userId).execute();
  const religion = (extra: object) => ({ religion: 'Hindu', caste: 'Pillai', ...extra });
  const chartOf = async (date: string, time: string, place: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jathagam',
      payload: { date, time, place },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const details = (viewer: Registered, target: Registered) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getUserDetails',
      headers: bearer(viewer.token),
      payload: { user_id: target.userId },
      remoteAddress: freshAddress(),
    });

  it('asks for the date of birth first, and for a place with a time', async () => {
    const noDate = await save(bride, religion({ birth_time: '06:30', birth_place_id: CHENNAI }));
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors).toEqual({ birth_place_id: en('birth.dateFirst') });

    await save(bride, basicProfile({ gender: 'Female', dob: '1996-04-14', address: '4 Car Street, Madurai' }));
    await speaking(bride, 'ta');
    const noPlace = await save(bride, religion({ birth_time: '06:30' }));
    await speaking(bride, 'en');
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().errors).toEqual({ birth_place_id: ta('birth.placeForTime') });

    const unknown = await save(bride, religion({ birth_time: '06:30', birth_place_id: 'csc-0' }));
    expect(unknown.json().errors).toEqual({ birth_place_id: en('jathagam.placeUnknown') });
    const badTime = await save(bride, religion({ birth_time: '25:10', birth_place_id: CHENNAI }));
    expect(badTime.json().errors).toEqual({ birth_time: en('jathagam.timeInvalid') });
    const partial = await save(bride, religion({ birth_latitude: 13.08, birth_longitude: 80.27 }));
    expect(partial.json().errors).toEqual({ birth_timezone: en('birth.coordinatesAll') });
  });

  it('works out the star and raasi from a birth time and place, as the chart calculator does', async () => {
    const chart = await chartOf('1996-04-14', '06:30', { id: CHENNAI });
    const response = await save(bride, religion({ birth_time: '06:30', birth_place_id: CHENNAI, star: '', raasi: '' }));
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json();
    expect(user.user_details).toMatchObject({ star: chart.moon_star, raasi: chart.moon_raasi });
    expect(user.birth_details).toMatchObject({
      time: '06:30',
      place: { id: CHENNAI, name: 'Chennai', timezone: 'Asia/Kolkata' },
      star_from: 'birth_time',
      day: [],
      chevvai_dosham: chart.chevvai_dosham,
    });
    // Sending the worked-out values again is no contradiction.
    const again = await save(bride, religion({ birth_time: '06:30', birth_place_id: CHENNAI, star: chart.moon_star }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a star, raasi or chevvai dosham that the birth details contradict, saying what to do', async () => {
    const chart = await chartOf('1996-04-14', '06:30', { id: CHENNAI });
    const otherStar = chart.moon_star === 'Aswini' ? 'Bharani' : 'Aswini';
    const otherRaasi = chart.moon_raasi === 'Mesham' ? 'Rishabam' : 'Mesham';
    await speaking(bride, 'ta');
    const refused = await save(bride, religion({ birth_time: '06:30', birth_place_id: CHENNAI, star: otherStar }));
    await speaking(bride, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ star: ta('birth.starComputed') });
    const raasi = await save(bride, religion({ birth_time: '06:30', birth_place_id: CHENNAI, raasi: otherRaasi }));
    expect(raasi.json().errors).toEqual({ raasi: en('birth.raasiComputed') });
    const dosam = await save(
      bride,
      religion({
        birth_time: '06:30',
        birth_place_id: CHENNAI,
        dosam: chart.chevvai_dosham.present ? 'No Dosham' : 'Chevvai Dosham',
      }),
    );
    const shown = chart.chevvai_dosham.present
      ? 'birth.dosamChartHas'
      : chart.chevvai_dosham.exception
        ? 'birth.dosamChartCancelled'
        : 'birth.dosamChartHasNot';
    expect(dosam.json().errors).toEqual({ dosam: en(shown) });
    // What was saved before stays.
    const me = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(bride.token) });
    expect(me.json().user_details.star).toBe(chart.moon_star);
  });

  it('without a time takes the star of the date, and lets the member choose on a day the Moon changed star', async () => {
    // 14 April 1996 in India: Sadhayam until 22:09, then Poorattathi (Swiss Ephemeris puts the Moon at
    // 319.996° at 16:38 UT and 320.015° at 16:40 UT; Poorattathi begins at 320°).
    const blank = await save(bride, religion({ birth_place_id: CHENNAI }));
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().user.user_details).toMatchObject({ star: null, raasi: 'Kumbam' });
    expect(blank.json().user.birth_details).toMatchObject({
      time: null,
      star_from: 'birth_date',
      chevvai_dosham: null,
      day: [
        { star: 'Sadhayam', raasi: 'Kumbam', from: '00:00', to: '22:09' },
        { star: 'Poorattathi', raasi: 'Kumbam', from: '22:09', to: '24:00' },
      ],
    });
    const notThatDay = await save(bride, religion({ birth_place_id: CHENNAI, star: 'Revathi' }));
    expect(notThatDay.json().errors).toEqual({ star: en('birth.starNotThatDay') });
    const chosen = await save(bride, religion({ birth_place_id: CHENNAI, star: 'Poorattathi' }));
    expect(chosen.json().user.user_details).toMatchObject({ star: 'Poorattathi', raasi: 'Kumbam' });

    // A date on which the Moon stays in one star decides it (13 March 1994: Uthirattathi all day in India).
    await save(bride, basicProfile({ gender: 'Female', dob: '1994-03-13', address: '4 Car Street, Madurai' }));
    const decided = await save(bride, religion({ birth_place_id: CHENNAI, star: '' }));
    expect(decided.json().user.user_details).toMatchObject({ star: 'Uthirattathi', raasi: 'Meenam' });
    expect(decided.json().user.birth_details.day).toHaveLength(1);
  });

  it('works the star out again when the date of birth changes, and forgets the details when the place is cleared', async () => {
    const moved = await save(bride, basicProfile({ gender: 'Female', dob: '1996-04-14', address: '4 Car Street, Madurai' }));
    expect(moved.statusCode, moved.body).toBe(200);
    // The earlier choice (Uthirattathi) was not in the sky that day: the star is left for the member to choose.
    expect(moved.json().user.user_details).toMatchObject({ star: null, raasi: 'Kumbam' });

    const cleared = await save(bride, religion({ birth_place_id: '', star: 'Revathi', raasi: 'Meenam' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().user.birth_details).toBeNull();
    expect(cleared.json().user.user_details).toMatchObject({ star: 'Revathi', raasi: 'Meenam' });
  });

  it('reads a place given by coordinates in its own time zone', async () => {
    const chart = await chartOf('1996-04-14', '21:45', { latitude: 1.29, longitude: 103.85, timezone: 'Asia/Singapore' });
    const response = await save(
      bride,
      religion({ birth_time: '21:45', birth_latitude: '1.29', birth_longitude: 103.85, birth_timezone: 'Asia/Singapore' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.birth_details).toMatchObject({ place: null, latitude: 1.29, timezone: 'Asia/Singapore' });
    expect(response.json().user.user_details.star).toBe(chart.moon_star);
  });

  it('shows the chart, never the birth details, to a Gold viewer; the horoscope switch and a Silver plan hide it', async () => {
    const birth = { birth_time: '06:30', birth_place_id: SINGAPORE };
    expect((await save(bride, religion({ ...birth, star: '', raasi: '', dosam: '' }))).statusCode).toBe(200);
    await save(groom, basicProfile({ gender: 'Male', dob: '1992-08-20', address: '12 North Street, Chennai' }));
    expect((await save(groom, religion({ birth_time: '11:05', birth_place_id: CHENNAI }))).statusCode).toBe(200);
    const brideChart = await chartOf('1996-04-14', '06:30', { id: SINGAPORE });
    const groomChart = await chartOf('1992-08-20', '11:05', { id: CHENNAI });

    const seen = await details(groom, bride);
    expect(seen.statusCode, seen.body).toBe(200);
    const { user, porutham } = seen.json();
    expect(user.jathagam).toMatchObject({
      lagnam: { raasi: brideChart.lagnam.raasi },
      navamsam: { lagnam_raasi: brideChart.navamsam.lagnam_raasi },
      moon_star: brideChart.moon_star,
      chevvai_dosham: brideChart.chevvai_dosham,
    });
    expect(user.jathagam.planets[1]).toEqual({
      key: 'moon',
      raasi: brideChart.planets[1].raasi,
      star: brideChart.planets[1].star,
      padam: brideChart.planets[1].padam,
      retrograde: false,
      navamsam_raasi: brideChart.planets[1].navamsam_raasi,
    });
    // Nothing that gives back the birth time or place: no time, no place, no longitude, no dasa.
    const text = seen.body;
    for (const secret of ['06:30', SINGAPORE, 'Singapore', 'birth_', 'longitude', 'latitude', '"dasa"', 'utc'])
      expect(text).not.toContain(secret);
    const yes = (present: boolean) => (present ? 'yes' : 'no');
    expect(porutham.chevvai).toEqual({
      bride: yes(brideChart.chevvai_dosham.present),
      groom: yes(groomChart.chevvai_dosham.present),
      bride_source: 'chart',
      groom_source: 'chart',
      agreement: expect.any(String),
    });

    await t.app.ctx.db.updateTable('users').set({ horoscope_visibility: 1 }).where('id', '=', bride.userId).execute();
    const switched = (await details(groom, bride)).json();
    expect(switched.user.jathagam).toBeUndefined();
    // Without the chart to go by, the bride's side is what she chose: nothing, so not known.
    expect(switched.porutham.chevvai).toMatchObject({ bride: 'unknown', bride_source: null, agreement: 'unknown' });
    await t.app.ctx.db.updateTable('users').set({ horoscope_visibility: 0 }).where('id', '=', bride.userId).execute();

    const silver = await verifiedMember(t.app);
    await givePlan(t.app, silver.userId, 1);
    const silverView = await details(silver, bride);
    expect(silverView.statusCode).toBe(200);
    expect(silverView.json().user.jathagam).toBeUndefined();
    expect(silverView.body).not.toContain('06:30');
  });

  it('keeps birth details out of search results, Matches cards and the biodata, and puts them in the own data export', async () => {
    const biodata = await t.app.inject({
      method: 'POST',
      url: '/api/getBiodata',
      headers: bearer(groom.token),
      payload: { user_id: bride.userId },
      remoteAddress: freshAddress(),
    });
    expect(biodata.statusCode, biodata.body).toBe(200);
    expect(biodata.json().user.jathagam.moon_star).toBeDefined();
    expect(biodata.body).not.toContain('06:30');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/loggedInSearch',
      headers: bearer(groom.token),
      payload: { gender: 'Female' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).not.toContain('06:30');
    expect(search.body).not.toContain('birth_');

    const download = await t.app.inject({ method: 'GET', url: '/api/my-data', headers: bearer(bride.token) });
    expect(download.statusCode).toBe(200);
    const profile = JSON.parse(strFromU8(unzipSync(new Uint8Array(download.rawPayload))['profile.json']!));
    expect(profile.birth_details).toMatchObject({ birth_time: '06:30', place_id: SINGAPORE, timezone: 'Asia/Singapore' });
  });
});
