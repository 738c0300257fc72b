import { addDays, compatibleStarsWith, latestBirthDate, PREFERENCE_AGES, STARS, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { memberWithProfile, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const today = todayInIndia();
const bornAged = (age: number) => addDays(latestBirthDate(today, age), -120);
const ta = translatorFor('ta');

type Card = { name: string; match?: { items: { key: string; met: boolean }[] } };

/**
 * Partner preferences as ranges and lists (docs/decisions/0066): what is saved and answered, the
 * older bands still taken, bad input refused with its message, and Matches following the range,
 * the castes, the stars and the income floor.
 */
describe.each(ENGINES)('partner preferences as ranges and lists on %s', (engine) => {
  let t: TestApp;
  // Brides (religion Jain: only this file's members match), each with a caste, star and salary.
  const brides: [name: string, age: number, caste: string, star: string | null, salary: string | null][] = [
    ['B_24_Pillai', 24, 'Pillai', 'Rohini', '50000'],
    ['B_27_Nadar', 27, 'Nadar', 'Aswini', '6 LPA'],
    ['B_29_Iyer', 29, 'Iyer', 'Rohini', 'good salary'],
    ['B_33_Pillai', 33, 'Pillai', null, '20,000 per month'],
  ];
  let groom: Registered;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    for (const [name, age, caste, star, salary] of brides) {
      const bride = await memberWithProfile(t.app, { name, gender: 'Female', dob: bornAged(age), religion: 'Jain', caste });
      if (star) await section(bride, { religion: 'Jain', caste, star });
      if (salary) await section(bride, { salary });
    }
    groom = await memberWithProfile(t.app, {
      name: 'G_30',
      gender: 'Male',
      dob: bornAged(30),
      religion: 'Jain',
      caste: 'Pillai',
    });
  });
  afterAll(async () => t.close());

  async function section(member: Registered, payload: object) {
    const saved = await postAs(t.app, member.token, '/api/updateProfile', { user_id: member.userId, ...payload });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const prefer = (member: Registered, payload: object) =>
    postAs(t.app, member.token, '/api/updatePartnerPreferences', {
      user_id: member.userId,
      gender: 'Female',
      religion: 'Jain',
      ...payload,
    });
  const matches = async (member: Registered, body: object = {}) => {
    const r = await postAs(t.app, member.token, '/api/loggedInSearch', { pageSize: 20, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { total: number; data: Card[]; widen?: { field: string; more: number } | null };
  };
  const names = async (member: Registered) => (await matches(member)).data.map((c) => c.name).sort();

  it('saves an age range, several castes, stars and an income floor, and answers them in both forms', async () => {
    const saved = await prefer(groom, {
      age_min: 24,
      age_max: 29,
      castes: ['Pillai', 'Nadar'],
      stars: ['Rohini'],
      income_floor: '40,000',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      age_min: 24,
      age_max: 29,
      castes: ['Nadar', 'Pillai'],
      stars: ['Rohini'],
      income_floor: 40000,
      // What older clients read.
      age: '24 to 29',
      caste: 'Nadar,Pillai',
      monthly_income: '40000',
    };
    expect(saved.json().partner_preferences).toMatchObject(expected);
    const me = await postAs(t.app, groom.token, '/api/getLoggedInUserProfile');
    expect(me.json().partner_preferences).toMatchObject(expected);
  });

  it('still takes the older forms: every age band, one caste, an income band', async () => {
    const other = await memberWithProfile(t.app, { gender: 'Male', dob: bornAged(35), religion: 'Jain', caste: 'Iyer' });
    for (const band of PREFERENCE_AGES) {
      const saved = await prefer(other, { age: band, caste: 'Iyer', monthly_income: '30,000-40,000' });
      expect(saved.statusCode, saved.body).toBe(200);
      const answered = saved.json().partner_preferences;
      if (band === 'no_preference') expect(answered).toMatchObject({ age_min: null, age_max: null, age: 'no_preference' });
      else {
        const [min, max] = band.split(' to ').map(Number);
        expect(answered).toMatchObject({ age_min: min, age_max: max, age: band });
      }
      expect(answered).toMatchObject({ castes: ['Iyer'], caste: 'Iyer', income_floor: 30000 });
    }
    const lowest = await prefer(other, { age: '25 to 30', caste: 'no_preference', monthly_income: 'Less than 20,000' });
    expect(lowest.json().partner_preferences).toMatchObject({ castes: 'no_preference', income_floor: null });
  });

  it('refuses bad input with a clear message, in the member’s language', async () => {
    const refused = async (payload: object) => {
      const r = await prefer(groom, { castes: ['Pillai'], ...payload });
      expect(r.statusCode, r.body).toBe(400);
      return r.json();
    };
    expect((await refused({ age_min: 17, age_max: 30 })).errors).toEqual({ age_min: 'Choose an age between 18 and 70' });
    expect((await refused({ age_min: 25, age_max: 71 })).errors).toEqual({ age_max: 'Choose an age between 18 and 70' });
    expect((await refused({ age_min: 'old', age_max: 30 })).errors).toEqual({ age_min: 'Choose an age between 18 and 70' });
    expect((await refused({ age_min: 31, age_max: 30 })).errors).toEqual({
      age_max: 'The lowest age cannot be more than the highest age',
    });
    expect((await refused({ age_min: 25 })).errors).toEqual({ age_max: 'Choose both the lowest and the highest age' });
    expect((await refused({})).errors).toEqual({ age_min: 'Age is required' });
    expect((await refused({ age_min: 25, age_max: 30, castes: [] })).errors).toEqual({ castes: 'Caste is required' });
    expect((await refused({ age_min: 25, age_max: 30, castes: ['Martian'] })).errors).toEqual({
      castes: 'Choose castes from the list',
    });
    expect((await refused({ age_min: 25, age_max: 30, stars: ['Sun'] })).errors).toEqual({ stars: 'Choose stars from the list' });
    expect((await refused({ age_min: 25, age_max: 30, income_floor: 'lots' })).errors).toEqual({
      income_floor: 'Enter a monthly income in whole rupees, up to 1,00,00,000',
    });
    expect((await refused({ age_min: 25, age_max: 30, income_floor: 200_000_000 })).errors).toEqual({
      income_floor: 'Enter a monthly income in whole rupees, up to 1,00,00,000',
    });
    // A member who chose Tamil reads the same refusal in Tamil.
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const inTamil = await prefer(tamil, { castes: ['Pillai'], age_min: 40, age_max: 30 });
    expect(inTamil.statusCode).toBe(400);
    expect(inTamil.json().errors).toEqual({ age_max: ta('partnerPreferences.ageMinAboveMax') });
  });

  it('asks for one’s own star before "compatible with my star"', async () => {
    const starless = await memberWithProfile(t.app, { gender: 'Male', dob: bornAged(30), religion: 'Jain', caste: 'Nadar' });
    const r = await prefer(starless, { age_min: 25, age_max: 30, castes: 'no_preference', stars: ['compatible'] });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('star_first');
  });

  it('Matches follow the age range and the castes', async () => {
    await prefer(groom, { age_min: 24, age_max: 28, castes: ['Pillai', 'Nadar'] });
    expect(await names(groom)).toEqual(['B_24_Pillai', 'B_27_Nadar']);
    await prefer(groom, { age_min: 28, age_max: 40, castes: ['Pillai', 'Iyer'] });
    expect(await names(groom)).toEqual(['B_29_Iyer', 'B_33_Pillai']);
    await prefer(groom, { age_min: 18, age_max: 70, castes: 'no_preference' });
    expect(await names(groom)).toEqual(brides.map(([name]) => name).sort());
  });

  it('Matches keep the stars chosen and those compatible with one’s own; an unknown star passes and scores nothing', async () => {
    await prefer(groom, { age_min: 18, age_max: 70, castes: 'no_preference', stars: ['Rohini'] });
    expect(await names(groom)).toEqual(['B_24_Pillai', 'B_29_Iyer', 'B_33_Pillai']);
    const unknown = (await matches(groom)).data.find((c) => c.name === 'B_33_Pillai')!;
    expect(unknown.match!.items.find((i) => i.key === 'stars')).toEqual({ key: 'stars', met: false });

    // The groom's own star, chosen so that Aswini is compatible with it and Rohini is not.
    const own = STARS.find((s) => compatibleStarsWith(s).includes('Aswini') && !compatibleStarsWith(s).includes('Rohini'))!;
    await section(groom, { religion: 'Jain', caste: 'Pillai', star: own });
    await prefer(groom, { age_min: 18, age_max: 70, castes: 'no_preference', stars: ['compatible'] });
    expect(await names(groom)).toEqual(['B_27_Nadar', 'B_33_Pillai']);
    const saved = await postAs(t.app, groom.token, '/api/getLoggedInUserProfile');
    expect(saved.json().partner_preferences.stars).toEqual(['compatible']);
  });

  it('Matches hold the income floor against the salary read as a monthly amount; an unreadable salary is not shut out', async () => {
    await prefer(groom, { age_min: 18, age_max: 70, castes: 'no_preference', income_floor: 40000 });
    const found = await matches(groom);
    expect(found.data.map((c) => c.name).sort()).toEqual(['B_24_Pillai', 'B_27_Nadar', 'B_29_Iyer']);
    const met = (name: string) => found.data.find((c) => c.name === name)!.match!.items.find((i) => i.key === 'income')!.met;
    // ₹50,000 a month and 6 LPA meet it; "good salary" cannot be read: shown, but not counted as met.
    expect([met('B_24_Pillai'), met('B_27_Nadar'), met('B_29_Iyer')]).toEqual([true, true, false]);
  });

  it('offers to widen the preference that shuts out the most, in the new forms too', async () => {
    await prefer(groom, { age_min: 18, age_max: 70, castes: ['Kamma'] });
    const noCaste = await matches(groom);
    expect(noCaste.total).toBe(0);
    expect(noCaste.widen).toMatchObject({ field: 'caste', more: 4 });

    // Stars nobody has: widening the stars brings every bride with a known star back.
    await prefer(groom, { age_min: 18, age_max: 70, castes: 'no_preference', stars: ['Revathi'] });
    expect(await names(groom)).toEqual(['B_33_Pillai']);
    const star = await prefer(groom, { age_min: 18, age_max: 70, castes: ['Iyer', 'Nadar'], stars: ['Revathi'] });
    expect(star.statusCode).toBe(200);
    expect((await matches(groom)).widen).toMatchObject({ field: 'stars', more: 2 });

    // A floor above every readable salary among the Nadar and Pillai brides of 24 to 27.
    await prefer(groom, { age_min: 24, age_max: 27, castes: ['Pillai', 'Nadar'], income_floor: 500000 });
    const floor = await matches(groom);
    expect(floor.total).toBe(0);
    expect(floor.widen).toMatchObject({ field: 'income', more: 2 });
  });
});
