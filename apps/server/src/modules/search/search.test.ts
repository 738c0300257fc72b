import { addDays, latestBirthDate, todayInIndia, type PublicUser } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  freshAddress,
  givePlan,
  memberWithProfile,
  register,
  verifiedMember,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';

const today = todayInIndia();
/** Born so as to be exactly `age` today: on the birthday (`turnedToday`) or a day short of the next one. */
const bornAged = (age: number, when: 'turnedToday' | 'lastDay' | 'mid' = 'mid') =>
  when === 'turnedToday'
    ? latestBirthDate(today, age)
    : when === 'lastDay'
      ? addDays(latestBirthDate(today, age + 1), 1)
      : addDays(latestBirthDate(today, age), -120);

describe.each(ENGINES)('search on %s', (engine) => {
  let t: TestApp;
  const m: Record<string, Registered> = {};
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const make = async (key: string, profile: Parameters<typeof memberWithProfile>[1]) =>
      (m[key] = await memberWithProfile(t.app, { name: key, ...profile }));
    await make('F_25_Hindu_Pillai_Madurai', {
      gender: 'Female',
      dob: bornAged(25),
      religion: 'Hindu',
      caste: 'Pillai',
      city: 'Madurai',
      degree: 'B.Sc.',
      job_type: 'Employee',
    });
    await make('F_30_Hindu_Nadar_Chennai', {
      gender: 'Female',
      dob: bornAged(30, 'lastDay'),
      religion: 'Hindu',
      caste: 'Nadar',
      city: 'Chennai',
    });
    await make('F_31_Hindu_Pillai_Madurai', {
      gender: 'Female',
      dob: bornAged(31, 'turnedToday'),
      religion: 'Hindu',
      caste: 'Pillai',
      city: 'Madurai',
    });
    await make('F_18_Christian_Kozhikode', {
      gender: 'Female',
      dob: bornAged(18, 'turnedToday'),
      religion: 'Christian',
      caste: 'Nadar',
      state: 'Kerala',
      city: 'Kozhikode',
    });
    await make('F_45_Muslim_Coimbatore', {
      gender: 'Female',
      dob: bornAged(45),
      religion: 'Muslim',
      caste: 'Other',
      city: 'Coimbatore',
    });
    await make('F_65_Hindu_Iyer_Bengaluru', {
      gender: 'Female',
      dob: bornAged(65),
      religion: 'Hindu',
      caste: 'Iyer',
      state: 'Karnataka',
      city: 'Bengaluru',
    });
    await make('F_27_no_religion', { gender: 'Female', dob: bornAged(27) });
    await make('M_28_Hindu_Pillai', { gender: 'Male', dob: bornAged(28), religion: 'Hindu', caste: 'Pillai' });
    // Never found: an unverified member and one whose basic section is not saved.
    await register(t.app, { name: 'F_unverified' });
    await verifiedMember(t.app, { name: 'F_incomplete' });
  });
  afterAll(async () => t.close());

  const search = async (criteria: object, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: criteria,
      headers: token ? bearer(token) : {},
      remoteAddress: freshAddress(),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const names = async (criteria: object, token?: string) => {
    const { status, body } = await search({ pageSize: 24, ...criteria }, token);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.map((c: { name: string }) => c.name);
  };
  const women = { gender: 'Female', religion: 'Any' };

  it('finds exactly the members of an age range, youngest first, counting both age edges', async () => {
    expect(await names({ ...women, age: '18 to 30' })).toEqual([
      'F_18_Christian_Kozhikode',
      'F_25_Hindu_Pillai_Madurai',
      'F_27_no_religion',
      'F_30_Hindu_Nadar_Chennai',
    ]);
    expect(await names({ ...women, age: '31 to 40' })).toEqual(['F_31_Hindu_Pillai_Madurai']);
    expect(await names({ ...women, age: '41 to 50' })).toEqual(['F_45_Muslim_Coimbatore']);
    expect(await names({ ...women, age: '51 to 60' })).toEqual([]);
    // The option labelled '60 & above' has the value '61 to 70'.
    expect(await names({ ...women, age: '61 to 70' })).toEqual(['F_65_Hindu_Iyer_Bengaluru']);
    expect(await names({ gender: 'Male', religion: 'Any', age: '18 to 30' })).toEqual(['M_28_Hindu_Pillai']);
  });

  it('applies each filter alone and combined', async () => {
    const base = { ...women, age: '18 to 30' };
    expect(await names({ ...base, religion: 'Hindu' })).toEqual(['F_25_Hindu_Pillai_Madurai', 'F_30_Hindu_Nadar_Chennai']);
    expect(await names({ ...base, caste: 'Nadar' })).toEqual(['F_18_Christian_Kozhikode', 'F_30_Hindu_Nadar_Chennai']);
    expect(await names({ ...base, caste: 'Any' })).toHaveLength(4);
    expect(await names({ ...base, state: 'Kerala' })).toEqual(['F_18_Christian_Kozhikode']);
    expect(await names({ ...base, city: 'Chennai' })).toEqual(['F_30_Hindu_Nadar_Chennai']);
    expect(await names({ ...base, religion: 'Hindu', caste: 'Pillai', state: 'Tamil Nadu', city: 'Madurai' })).toEqual([
      'F_25_Hindu_Pillai_Madurai',
    ]);
    expect(await names({ ...base, religion: 'Muslim' })).toEqual([]);
    expect(await names({ ...base, state: 'Tamil Nadu', city: 'Kozhikode' })).toEqual([]);
  });

  it('answers the total and pages of the requested size, without gaps or repeats', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await search({ ...women, age: '18 to 30', page, pageSize: 2 });
      expect(body).toMatchObject({ success: true, total: 4, page, pageSize: 2 });
      pages.push(body.data.map((c: { name: string }) => c.name));
    }
    expect(pages).toEqual([
      ['F_18_Christian_Kozhikode', 'F_25_Hindu_Pillai_Madurai'],
      ['F_27_no_religion', 'F_30_Hindu_Nadar_Chennai'],
      [],
    ]);
    const { body } = await search({ ...women, age: '18 to 30' });
    expect(body.pageSize).toBe(4);
    expect(body.data).toHaveLength(4);
  });

  it('never shows the searcher, nor unverified or incomplete members', async () => {
    const me = m['F_25_Hindu_Pillai_Madurai']!;
    expect(await names({ ...women, age: '18 to 30' }, me.token)).toEqual([
      'F_18_Christian_Kozhikode',
      'F_27_no_religion',
      'F_30_Hindu_Nadar_Chennai',
    ]);
    const { body } = await search({ ...women, age: '18 to 30' }, me.token);
    expect(body.total).toBe(3);
    const everyone = [...(await names({ ...women, age: '18 to 30' })), ...(await names({ ...women, age: '31 to 40' }))];
    expect(everyone).not.toContain('F_unverified');
    expect(everyone).not.toContain('F_incomplete');
  });

  it('shows on each card name, degree, job type, age and height, and no private details', async () => {
    const { body } = await search({ ...women, age: '18 to 30', caste: 'Pillai' });
    expect(body.data).toHaveLength(1);
    const card = body.data[0];
    expect(card).toMatchObject({
      name: 'F_25_Hindu_Pillai_Madurai',
      degree: 'B.Sc.',
      job_type: 'Employee',
      age: 25,
      height: '5.4',
      gender: 'Female',
      city: 'Madurai',
    });
    expect(card.user_id).toBe(m['F_25_Hindu_Pillai_Madurai']!.userId);
    for (const secret of ['email', 'phone', 'address', 'dob', 'user_details']) expect(card).not.toHaveProperty(secret);
  });

  it('refuses bad input with 400 and a message, never 5xx', async () => {
    const cases: [object, string][] = [
      [{ age: '18 to 30', religion: 'Any' }, 'Gender Required'],
      [{ gender: 'Other', age: '18 to 30', religion: 'Any' }, 'Gender Required'],
      [{ gender: 'Female', religion: 'Any' }, 'Age Required'],
      [{ gender: 'Female', age: '18 to 99', religion: 'Any' }, 'Age Required'],
      [{ gender: 'Female', age: '18 to 30' }, 'Religion Required'],
      [{ gender: 'Female', age: '18 to 30', religion: "Hindu' OR 1=1 --" }, 'Religion Required'],
      [{ ...women, age: '18 to 30', caste: 'Pillai; DROP TABLE users' }, 'Please choose a caste from the list'],
      [{ ...women, age: '18 to 30', city: '<script>alert(1)</script>' }, 'Please choose a state and city from the list'],
      [{ ...women, age: '18 to 30', page: 0 }, 'Please ask for a page between 1 and 10000 of up to 24 profiles'],
      [{ ...women, age: '18 to 30', pageSize: 500 }, 'Please ask for a page between 1 and 10000 of up to 24 profiles'],
      [{ ...women, age: '18 to 30', page: 'two' }, 'Please ask for a page between 1 and 10000 of up to 24 profiles'],
    ];
    for (const [criteria, message] of cases) {
      const { status, body } = await search(criteria);
      expect(status, JSON.stringify(criteria)).toBe(400);
      expect(body.message, JSON.stringify(criteria)).toBe(message);
      expect(body.code, JSON.stringify(criteria)).toBe('invalid_input');
    }
    expect((await search({ ...women, age: '18 to 30' }, 'not-a-session')).status).toBe(401);
  });

  it('answers a repeated visitor search with the same text', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshAddress(),
      });
    const criteria = JSON.stringify({ ...women, age: '18 to 30', state: null, pageSize: 2 });
    const first = await raw(criteria);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, total: 4, pageSize: 2 });
    const again = await raw(criteria);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('gives visitors and free members blurred pictures, paying members thumbnails, and nobody a locked one', async () => {
    const owner = m['F_30_Hindu_Nadar_Chennai']!;
    const { payload, headers } = galleryUpload(owner.userId, [{ name: 'me.jpg', data: await testJpeg() }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/uploadPhotos', payload, headers: { ...headers, ...bearer(owner.token) } }))
        .statusCode,
    ).toBe(200);
    const criteria = { ...women, age: '18 to 30', city: 'Chennai' };
    const picture = async (token?: string) => (await search(criteria, token)).body.data[0].profile_picture as string | null;

    const free = m['M_28_Hindu_Pillai']!;
    for (const token of [undefined, free.token]) {
      const url = (await picture(token))!;
      expect(url).toMatch(/\/blurred\?a=v&/);
      expect((await search(criteria, token)).body.data[0].picture_blurred).toBe(true);
      const image = await t.app.inject(url);
      expect(image.statusCode).toBe(200);
      // The same link asking for the clear thumbnail is refused.
      expect((await t.app.inject(url.replace('/blurred?', '/thumb?'))).statusCode).toBe(404);
    }

    await givePlan(t.app, free.userId, 1);
    const clear = (await picture(free.token))!;
    expect(clear).toMatch(/\/thumb\?a=p&/);
    expect((await t.app.inject(clear)).statusCode).toBe(200);

    // Locking photos (a Gold benefit) removes the picture from search at once, and earlier
    // links stop working.
    await givePlan(t.app, owner.userId, 2);
    const lock = (photos_visibility: 0 | 1) =>
      t.app.inject({ method: 'POST', url: '/api/updateUser', headers: bearer(owner.token), payload: { photos_visibility } });
    expect((await lock(1)).statusCode).toBe(200);
    expect(await picture(free.token)).toBeNull();
    expect((await search(criteria)).body.data[0].photos_locked).toBe(true);
    expect((await t.app.inject(clear)).statusCode).toBe(404);
    expect((await lock(0)).statusCode).toBe(200);
    expect(await picture(free.token)).toMatch(/\/thumb\?a=p&/);
  });

  it('shows a new photo, a new profile picture and a new name on the cards at once', async () => {
    const owner = m['F_27_no_religion']!;
    const criteria = { ...women, age: '18 to 30', religion: 'Any', caste: 'Any' };
    const card = async () =>
      (
        (await search({ ...criteria, pageSize: 24 })).body.data as {
          user_id: number;
          name: string;
          profile_picture: string | null;
        }[]
      ).find((c) => c.user_id === owner.userId)!;
    expect((await card()).profile_picture).toBeNull(); // cached with no photo
    const { payload, headers } = galleryUpload(owner.userId, [
      { name: 'a.jpg', data: await testJpeg() },
      { name: 'b.jpg', data: await testJpeg() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload,
      headers: { ...headers, ...bearer(owner.token) },
    });
    expect(uploaded.statusCode).toBe(200);
    const first = (await card()).profile_picture;
    expect(first).toMatch(/\/blurred\?a=v&/);

    const images = (uploaded.json() as { user: PublicUser }).user.user_images;
    const other = images.find((i) => i.profile_picture !== 1)!;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/makeProfilePicture',
      headers: bearer(owner.token),
      payload: { user_id: owner.userId, image_id: other.id },
    });
    expect(made.statusCode).toBe(200);
    expect((await card()).profile_picture).toContain(`/photos/${other.id}/`);

    for (const image of images) {
      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/deletePicture',
        headers: bearer(owner.token),
        payload: { user_id: owner.userId, image_id: image.id },
      });
      expect(deleted.statusCode).toBe(200);
    }
    expect((await card()).profile_picture).toBeNull();
  });

  it('follows profile changes at once', async () => {
    const member = m['F_27_no_religion']!;
    await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { user_id: member.userId, religion: 'Muslim', caste: 'Other' },
    });
    expect(await names({ ...women, age: '18 to 30', religion: 'Muslim' })).toEqual(['F_27_no_religion']);
  });
});

describe.each(ENGINES)('matches (loggedInSearch) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await memberWithProfile(t.app, {
      name: 'F_24_Hindu',
      gender: 'Female',
      dob: bornAged(24),
      religion: 'Hindu',
      caste: 'Pillai',
    });
    await memberWithProfile(t.app, {
      name: 'F_28_Christian',
      gender: 'Female',
      dob: bornAged(28),
      religion: 'Christian',
      caste: 'Nadar',
    });
    await memberWithProfile(t.app, { name: 'F_40_Hindu', gender: 'Female', dob: bornAged(40), religion: 'Hindu', caste: 'Iyer' });
  });
  afterAll(async () => t.close());

  const matches = async (member: Registered, body: object = {}) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/loggedInSearch',
      headers: bearer(member.token),
      payload: body,
      remoteAddress: freshAddress(),
    });
    return { status: r.statusCode, body: r.json() };
  };

  it("follows the member's partner preferences; no_preference means no filter", async () => {
    const me = await memberWithProfile(t.app, { name: 'M_30', gender: 'Male', dob: bornAged(30) });
    const prefer = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/updatePartnerPreferences',
        headers: bearer(me.token),
        payload: { user_id: me.userId, caste: 'no_preference', ...payload },
      });

    // Without preferences: the opposite gender, any age.
    expect((await matches(me)).body).toMatchObject({ total: 3 });
    await prefer({ gender: 'Female', age: '18 to 25', religion: 'Hindu' });
    const young = await matches(me);
    expect(young.body).toMatchObject({ total: 1, page: 1, pageSize: 4 });
    expect(young.body.data.map((c: { name: string }) => c.name)).toEqual(['F_24_Hindu']);
    await prefer({ gender: 'Female', age: 'no_preference', religion: 'Hindu' });
    expect((await matches(me)).body.data.map((c: { name: string }) => c.name)).toEqual(['F_24_Hindu', 'F_40_Hindu']);
    await prefer({ gender: 'Female', age: '25 to 30', religion: 'no_preference' });
    expect((await matches(me)).body.data.map((c: { name: string }) => c.name)).toEqual(['F_28_Christian']);
    expect((await matches(me, { page: 2 })).body).toMatchObject({ total: 1, page: 2, data: [] });
  });

  it('needs a verified member', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/loggedInSearch', payload: {} })).statusCode).toBe(401);
    expect((await matches(await register(t.app))).status).toBe(403);
  });
});

/** Saves one profile section for a member (each section is a write path search must follow). */
