import { addDays, compatibleStarsWith, latestBirthDate, porutham, starsCompatible, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, memberWithProfile, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchEngineOf } from './search-engine.js';

const today = todayInIndia();
/** Born so as to be exactly `age` today: on the birthday (`turnedToday`) or a day short of the next one. */
const bornAged = (age: number, when: 'turnedToday' | 'lastDay' | 'mid' = 'mid') =>
  when === 'turnedToday'
    ? latestBirthDate(today, age)
    : when === 'lastDay'
      ? addDays(latestBirthDate(today, age + 1), 1)
      : addDays(latestBirthDate(today, age), -120);

const saveSection = (t: TestApp, member: Registered, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/updateProfile',
    headers: bearer(member.token),
    payload: { user_id: member.userId, ...payload },
  });
const basicSection = (overrides: object) => ({
  state: 'Tamil Nadu',
  city: 'Madurai',
  height: '5.4',
  weight: '55-60',
  fathers_name: 'Father',
  mothers_name: 'Mother',
  address: 'Address',
  marital_status: 'Never Married',
  ...overrides,
});

describe.each(ENGINES)('search with the further filters on %s', (engine) => {
  let t: TestApp;
  const m = {} as Record<'A' | 'B' | 'C', Registered>;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    m.A = await memberWithProfile(t.app, { name: 'A_25_5.4_Tamil_Rohini', gender: 'Female', dob: bornAged(25), height: '5.4' });
    m.B = await memberWithProfile(t.app, {
      name: 'B_27_5.8_Telugu_Aswini_Divorced',
      gender: 'Female',
      dob: bornAged(27),
      height: '5.8',
    });
    m.C = await memberWithProfile(t.app, {
      name: 'C_29_short_unknowns',
      gender: 'Female',
      dob: bornAged(29),
      height: '5 & below',
    });
    const religion = { religion: 'Hindu', caste: 'Pillai' };
    expect(
      (await saveSection(t, m.A, { ...religion, mother_tongue: 'Tamil', star: 'Rohini', raasi: 'Rishabam' })).statusCode,
    ).toBe(200);
    expect((await saveSection(t, m.B, { ...religion, mother_tongue: 'Telugu', star: 'Aswini' })).statusCode).toBe(200);
    expect(
      (
        await saveSection(t, m.B, {
          gender: 'Female',
          dob: bornAged(27),
          ...basicSection({ height: '5.8', marital_status: 'Divorced' }),
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t.close());

  const search = async (criteria: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { gender: 'Female', age: '18 to 30', religion: 'Any', pageSize: 24, ...criteria },
      remoteAddress: freshAddress(),
    });
    return { status: r.statusCode, body: r.json() };
  };
  const names = async (criteria: object) => {
    const { status, body } = await search(criteria);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data as { name: string }[]).map((c) => c.name[0]).join('');
  };

  it('filters by marital status and mother tongue; an unknown value never passes', async () => {
    expect(await names({})).toBe('ABC');
    expect(await names({ marital_status: 'Divorced' })).toBe('B');
    expect(await names({ marital_status: 'Never Married' })).toBe('AC');
    expect(await names({ marital_status: 'Any' })).toBe('ABC');
    expect(await names({ mother_tongue: 'Tamil' })).toBe('A');
    expect(await names({ mother_tongue: 'Telugu', marital_status: 'Divorced' })).toBe('B');
    expect(await names({ mother_tongue: 'Hindi' })).toBe('');
  });

  it('filters by a height range, either end open, both ends included', async () => {
    expect(await names({ height_from: '5.5' })).toBe('B');
    expect(await names({ height_to: '5.4' })).toBe('AC');
    expect(await names({ height_from: '5.4', height_to: '5.8' })).toBe('AB');
    expect(await names({ height_from: '5 & below', height_to: '5 & below' })).toBe('C');
    expect(await names({ height_from: '', height_to: null })).toBe('ABC');
  });

  it('filters by one star or several; a profile without a star is never among them', async () => {
    expect(await names({ star: 'Rohini' })).toBe('A');
    expect(await names({ star: ['Aswini', 'Rohini'] })).toBe('AB');
    expect(await names({ star: ['Magam'] })).toBe('');
    expect(await names({ star: [] })).toBe('ABC');
  });

  it('keeps only compatible stars for a member with a star, by the porutham rules Matches use', async () => {
    const seeker = async (name: string, star?: string) => {
      const member = await memberWithProfile(t.app, { name, gender: 'Male', dob: bornAged(30) });
      if (star) expect((await saveSection(t, member, { religion: 'Hindu', caste: 'Pillai', star })).statusCode).toBe(200);
      return member;
    };
    const asMember = async (member: Registered, criteria: object) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(member.token),
        payload: { gender: 'Female', age: '18 to 30', religion: 'Any', pageSize: 24, ...criteria },
        remoteAddress: freshAddress(),
      });
      return { status: r.statusCode, body: r.json() };
    };
    const aswini = await seeker('S_aswini', 'Aswini');
    const kept = compatibleStarsWith('Aswini');
    // A (Rohini) and B (Aswini) by whether their star passes with Aswini; C has no star: never.
    const expected = [
      ['A', 'Rohini'],
      ['B', 'Aswini'],
    ]
      .filter(([, star]) => kept.includes(star as never))
      .map(([l]) => l);
    const found = await asMember(aswini, { compatible_stars: true });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.map((c: { name: string }) => c.name[0]).sort()).toEqual(expected);
    expect(expected).toContain('A');
    // With chosen stars too: both must hold.
    expect((await asMember(aswini, { compatible_stars: true, star: ['Rohini', 'Magam'] })).body.total).toBe(1);
    expect((await asMember(aswini, { compatible_stars: 'false' })).body.total).toBe(3);
    const noStar = await asMember(await seeker('S_nostar'), { compatible_stars: true });
    expect(noStar).toMatchObject({
      status: 400,
      body: { code: 'star_first', message: 'Add your star to your profile (Religion & Caste) to see only compatible stars.' },
    });
    expect((await search({ compatible_stars: true })).status).toBe(401);
    expect((await search({ compatible_stars: 'yes' })).body.code).toBe('invalid_input');
  });

  it('shows star, raasi, caste and city on each card, null where not said', async () => {
    const { body } = await search({});
    const card = (letter: string) => body.data.find((c: { name: string }) => c.name.startsWith(letter));
    expect(card('A')).toMatchObject({ star: 'Rohini', raasi: 'Rishabam', caste: 'Pillai', city: 'Madurai' });
    expect(card('B')).toMatchObject({ star: 'Aswini', raasi: null, caste: 'Pillai' });
  });

  it('refuses bad values with 400 and our error shape, never 5xx', async () => {
    const cases: [object, string][] = [
      [{ marital_status: 'Single' }, 'Please choose from the list'],
      [{ mother_tongue: 42 }, 'Please choose from the list'],
      [{ height_from: '5.12' }, 'Please choose from the list'],
      [{ height_from: '6', height_to: '5.4' }, 'The lowest height must not be above the highest. Please choose again.'],
      [{ star: 'Pluto' }, 'Please choose from the list'],
      [{ star: ['Rohini', "x' OR 1=1"] }, 'Please choose from the list'],
      [{ star: { $ne: null } }, 'Please choose from the list'],
    ];
    for (const [criteria, message] of cases) {
      const { status, body } = await search(criteria);
      expect(status, JSON.stringify(criteria)).toBe(400);
      expect(body, JSON.stringify(criteria)).toMatchObject({ success: false, code: 'invalid_input', message });
    }
  });

  it('follows every section that changes a searched field at once (basic, religion, job)', async () => {
    const index = searchEngineOf(t.app.ctx).index;
    // Basic: marital status and height.
    expect(
      (
        await saveSection(t, m.C, {
          gender: 'Female',
          dob: bornAged(29),
          ...basicSection({ height: '6', marital_status: 'Widowed' }),
        })
      ).statusCode,
    ).toBe(200);
    expect(await names({ marital_status: 'Widowed', height_from: '6' })).toBe('C');
    // Religion: mother tongue, star, raasi, dosam.
    expect(
      (
        await saveSection(t, m.C, {
          religion: 'Hindu',
          caste: 'Iyer',
          mother_tongue: 'Malayalam',
          star: 'Magam',
          raasi: 'Simmam',
          dosam: 'Chevvai Dosham',
        })
      ).statusCode,
    ).toBe(200);
    expect(await names({ mother_tongue: 'Malayalam', star: 'Magam' })).toBe('C');
    expect([index.valueOf(m.C.userId, 'raasi'), index.valueOf(m.C.userId, 'dosam')]).toEqual(['Simmam', 'Chevvai Dosham']);
    // Job: the job type (a Matches filter).
    expect((await saveSection(t, m.C, { job_type: 'Government', degree: 'B.A.' })).statusCode).toBe(200);
    expect(index.valueOf(m.C.userId, 'job_type')).toBe('Government');
  });
});

describe.each(ENGINES)('matches with the further preferences on %s', (engine) => {
  let t: TestApp;
  const w: Record<string, Registered> = {};
  beforeAll(async () => {
    t = await createTestApp({ engine });
    // W1 meets every preference of M below; W3 is younger but leaves job type and dosam unknown.
    w.W1 = await memberWithProfile(t.app, {
      name: 'W1',
      gender: 'Female',
      dob: bornAged(24),
      religion: 'Hindu',
      caste: 'Pillai',
      job_type: 'Employee',
    });
    w.W2 = await memberWithProfile(t.app, {
      name: 'W2',
      gender: 'Female',
      dob: bornAged(26),
      religion: 'Hindu',
      caste: 'Nadar',
      height: '5.8',
      job_type: 'Business',
    });
    w.W3 = await memberWithProfile(t.app, {
      name: 'W3',
      gender: 'Female',
      dob: bornAged(22),
      religion: 'Hindu',
      caste: 'Pillai',
    });
    w.W4 = await memberWithProfile(t.app, {
      name: 'W4',
      gender: 'Female',
      dob: bornAged(31),
      religion: 'Christian',
      caste: 'Pillai',
    });
    expect(
      (await saveSection(t, w.W1, { religion: 'Hindu', caste: 'Pillai', star: 'Rohini', raasi: 'Rishabam', dosam: 'No Dosham' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await saveSection(t, w.W2, { religion: 'Hindu', caste: 'Nadar', star: 'Magam', dosam: 'Chevvai Dosham' })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t.close());

  const man = async (name: string, preferences: object, star?: string) => {
    const me = await memberWithProfile(t.app, { name, gender: 'Male', dob: bornAged(30), religion: 'Hindu', caste: 'Pillai' });
    if (star) expect((await saveSection(t, me, { religion: 'Hindu', caste: 'Pillai', star })).statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/updatePartnerPreferences',
      headers: bearer(me.token),
      payload: {
        user_id: me.userId,
        gender: 'Female',
        age: 'no_preference',
        religion: 'no_preference',
        caste: 'no_preference',
        ...preferences,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return me;
  };
  const matches = async (member: Registered, body: object = {}) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/loggedInSearch',
      headers: bearer(member.token),
      payload: { pageSize: 24, ...body },
      remoteAddress: freshAddress(),
    });
    return { status: r.statusCode, body: r.json() };
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  const everything = {
    religion: 'Hindu',
    caste: 'Pillai',
    height: `5'0"-5'5"`,
    weight: '50-60',
    marital_status: 'Never Married',
    job_type: 'Employee',
    dosam: 'No Dosham',
  };

  it('filters by caste, marital status, height, job type and dosam, letting an unknown value pass', async () => {
    const me = await man('M_all', everything);
    const { status, body } = await matches(me);
    expect(status, JSON.stringify(body)).toBe(200);
    // W2: another caste, too tall, another job and dosam; W4: another religion (strict).
    expect(names(body)).toEqual(['W1', 'W3']);
    expect(body.total).toBe(2);
    expect(body).not.toHaveProperty('widen');
  });

  it('scores each card against the saved preferences and orders by score, then youngest first', async () => {
    const me = await man('M_score', everything);
    const { body } = await matches(me);
    const [w1, w3] = body.data;
    expect(w1.match).toEqual({
      met: 7,
      total: 7,
      items: ['religion', 'caste', 'height', 'weight', 'marital_status', 'job_type', 'dosam'].map((key) => ({ key, met: true })),
    });
    expect(w3.match.met).toBe(5);
    expect(w3.match.items.filter((i: { met: boolean }) => !i.met).map((i: { key: string }) => i.key)).toEqual([
      'job_type',
      'dosam',
    ]);
    // Stable pages: one card at a time gives the same order, with no repeats or gaps.
    const paged = [];
    for (let page = 1; page <= 3; page++) paged.push(...names((await matches(me, { page, pageSize: 1 })).body));
    expect(paged).toEqual(['W1', 'W3']);
    // Age counts once set; 'no_preference' preferences are not counted.
    const few = await man('M_few', { age: '18 to 25', religion: 'Hindu' });
    const scored = (await matches(few)).body.data as { name: string; match: { met: number; total: number } }[];
    expect(scored.map((c) => [c.name, c.match.met, c.match.total])).toEqual([
      ['W3', 2, 2],
      ['W1', 2, 2],
    ]);
    // Visitors' searches carry no score.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { gender: 'Female', age: '18 to 30', religion: 'Any' },
      remoteAddress: freshAddress(),
    });
    expect(visitor.json().data[0]).not.toHaveProperty('match');
    expect(visitor.json().data[0]).not.toHaveProperty('porutham');
  });

  it('gives the porutham count when both stars are known, the woman as the bride', async () => {
    const me = await man('M_star', { religion: 'Hindu' }, 'Aswini');
    const { body } = await matches(me);
    const card = (name: string) => body.data.find((c: { name: string }) => c.name === name);
    const expected = porutham({ star: 'Rohini', raasi: 'Rishabam' }, { star: 'Aswini' });
    expect(card('W1').porutham).toEqual({ matched: expected.matched, compatible: expected.compatible });
    expect(card('W3').porutham).toBeNull();
    const noStar = await man('M_nostar', { religion: 'Hindu' });
    expect((await matches(noStar)).body.data.every((c: { porutham: unknown }) => c.porutham === null)).toBe(true);
  });

  it('keeps only compatible stars when asked, and asks for the member star first', async () => {
    const me = await man('M_compatible', { religion: 'Hindu' }, 'Aswini');
    expect(starsCompatible('Aswini', 'Rohini')).toBe(true);
    expect(starsCompatible('Aswini', 'Magam')).toBe(false);
    expect(names((await matches(me)).body)).toEqual(['W3', 'W1', 'W2']);
    // W2's Magam fails Rajju or Vedhai with Aswini; W3 has no star.
    expect(names((await matches(me, { compatible_stars: true })).body)).toEqual(['W1']);
    const noStar = await man('M_compatible_nostar', { religion: 'Hindu' });
    const refused = await matches(noStar, { compatible_stars: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'star_first',
      message: 'Add your star to your profile (Religion & Caste) to see only compatible stars.',
    });
    for (const bad of [{ compatible_stars: 'yes' }, { widen: ['salary'] }, { widen: 'age' }]) {
      const r = await matches(me, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.code).toBe('invalid_input');
    }
  });

  it('suggests the widening that brings back most when nobody matches, and widens for that search only', async () => {
    // Hindu women aged 30–35: none. Widening age (25–40) brings W2; dropping religion brings W4.
    const me = await man('M_widen', { age: '30 to 35', religion: 'Hindu' });
    const empty = await matches(me);
    expect(empty.body).toMatchObject({ total: 0, data: [], widen: { field: 'age', more: 1, range: { min: 25, max: 40 } } });
    const wider = await matches(me, { widen: ['age'] });
    expect(names(wider.body)).toEqual(['W2']);
    expect(wider.body).not.toHaveProperty('widen');
    // The score still measures the saved age: W2 (26) does not meet it.
    expect(wider.body.data[0].match.items[0]).toEqual({ key: 'age', met: false });
    expect(names((await matches(me, { widen: ['religion'] })).body)).toEqual(['W4']);
    expect((await matches(me, { widen: ['age', 'religion'] })).body.total).toBe(2);
    // The saved preferences did not change.
    expect((await matches(me)).body.total).toBe(0);

    // Height: 6'0"–6'5" finds nobody (every woman gave her height), and 3 inches more either way neither.
    const tall = await man('M_tall', { height: `6'0"-6'5"` });
    expect((await matches(tall)).body).toMatchObject({ total: 0, widen: null });
    const taller = await man('M_taller', { height: `5'5"-6'0"`, religion: 'Hindu', caste: 'Nadar', job_type: 'Government' });
    // Nadar and 5'5"–6'0": W2, but W2 works in business; dropping job type brings her back.
    expect((await matches(taller)).body.widen).toEqual({ field: 'job_type', more: 1 });

    // Only compatible stars: turning it off is a widening too.
    const starred = await man('M_widen_star', { religion: 'Hindu', caste: 'Nadar' }, 'Aswini');
    // Hindu, Nadar (or unknown caste), compatible with Aswini: nobody. Dropping caste brings W1
    // (Rohini); turning the star filter off brings W2 (Magam): a tie goes to the first.
    expect((await matches(starred, { compatible_stars: true })).body.widen).toEqual({ field: 'caste', more: 1 });

    // The widenings are worked out once per member, but counted on every answer: a Hindu woman of
    // 38 who joins now is in the next suggestion.
    await memberWithProfile(t.app, { name: 'W5', gender: 'Female', dob: bornAged(38), religion: 'Hindu', caste: 'Pillai' });
    expect((await matches(me)).body).toMatchObject({ total: 0, widen: { field: 'age', more: 2, range: { min: 25, max: 40 } } });
  });

  it('widens several preferences together when no single one brings anyone, naming the one that shuts out most', async () => {
    // Christian, Nadar, 18–25: nobody. Any one widened alone still finds nobody; religion and
    // caste together bring W1 and W3. Kept alone, religion leaves nobody: it shuts out the most.
    const me = await man('M_together', { age: '18 to 25', religion: 'Christian', caste: 'Nadar' });
    const empty = await matches(me);
    expect(empty.body).toMatchObject({ total: 0, widen: { field: 'religion', also: ['caste'], more: 2 } });
    expect(empty.body.widen).not.toHaveProperty('range');
    expect(names((await matches(me, { widen: ['religion', 'caste'] })).body)).toEqual(['W3', 'W1']);
  });
});
