import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { ENGINES } from '../../test/databases.js';
import { addCoManager } from '../../test/family.js';
import { basicProfile, freshAddress, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The member's own jathagam on her horoscope page (docs/design.md, "Birth chart"): the browser sends
// the birth her own answer holds to POST /api/jathagam. These check that what it draws there is
// the chart the profile's star, raasi and chevvai dosham were worked out from, and that her
// family's co-managers, who may read the profile, are given the same birth.

const CHENNAI = 'csc-131517';

describe.each(ENGINES)("a member's own chart from her own answer on %s", (engine) => {
  let t: TestApp;
  let bride: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    bride = await verifiedMember(t.app, { name: 'Kalyani' });
    const save = async (payload: object) => {
      const response = await postAs(t.app, bride.token, '/api/updateProfile', { user_id: bride.userId, ...payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    await save(basicProfile({ gender: 'Female', dob: '1998-02-11' }));
    await save({ religion: 'Hindu', caste: 'Pillai', star: '', raasi: '', birth_time: '06:30', birth_place_id: CHENNAI });
  });
  afterAll(async () => t.close());

  const ownAnswer = async (token: string) => (await postAs(t.app, token, '/api/getLoggedInUserProfile')).json() as PublicUser;

  /** What the horoscope page sends: the date of birth, the saved time and the saved position. */
  const chartFrom = async (user: PublicUser) => {
    const birth = user.birth_details!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jathagam',
      payload: {
        date: user.user_details!.dob,
        time: birth.time,
        place: { latitude: birth.latitude, longitude: birth.longitude, timezone: birth.timezone },
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("draws the chart the profile's star, raasi and chevvai dosham came from", async () => {
    const user = await ownAnswer(bride.token);
    expect(user.birth_details).toMatchObject({ time: '06:30', star_from: 'birth_time' });
    const chart = await chartFrom(user);
    expect(chart.moon_star).toBe(user.user_details!.star);
    expect(chart.moon_raasi).toBe(user.user_details!.raasi);
    expect(chart.chevvai_dosham).toEqual(user.birth_details!.chevvai_dosham);
    // The whole chart, as the calculator draws it for the listed place at that time.
    const byPlace = await t.app.inject({
      method: 'POST',
      url: '/api/jathagam',
      payload: { date: '1998-02-11', time: '06:30', place: { id: CHENNAI } },
      remoteAddress: freshAddress(),
    });
    expect(chart).toEqual(byPlace.json());
  });

  it("gives a co-manager of the profile the same birth, so the family's page draws the same chart", async () => {
    const mother = await addCoManager(t.app, bride, { relation: 'Mother', permissions: { edit: false } });
    const theirs = await ownAnswer(mother.token);
    const hers = await ownAnswer(bride.token);
    expect(theirs.acting).toMatchObject({ kind: 'manager', relation: 'Mother' });
    expect(theirs.birth_details).toEqual(hers.birth_details);
    expect(theirs.user_details!.dob).toBe(hers.user_details!.dob);
  });
});
