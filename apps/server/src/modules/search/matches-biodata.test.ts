import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, memberWithProfile, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Matches by the Tamil biodata's partner preferences (docs/decisions/0041): the diets accepted,
// no smoking, no drinking, physical status, India or abroad and the lowest education level keep
// out a profile that contradicts them (an unknown value passes and only lowers the score);
// family values only count in the score.

const bornAged = (age: number) => addDays(latestBirthDate(todayInIndia(), age), -120);
const en = translatorFor('en');
const ta = translatorFor('ta');

interface Card {
  name: string;
  match: { met: number; total: number; items: { key: string; met: boolean }[] };
}

describe.each(ENGINES)('Matches by the biodata preferences on %s', (engine) => {
  let t: TestApp;
  const save = (member: Registered, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload, remoteAddress: freshAddress() });
  const woman = async (name: string, age: number, lifestyle: object, family?: object) => {
    const member = await memberWithProfile(t.app, {
      name,
      gender: 'Female',
      dob: bornAged(age),
      religion: 'Hindu',
      caste: 'Pillai',
    });
    const saved = await save(member, '/api/updateProfile', { section: 'lifestyle', ...lifestyle });
    expect(saved.statusCode, saved.body).toBe(200);
    if (family) expect((await save(member, '/api/updateProfile', { section: 'family', ...family })).statusCode).toBe(200);
  };
  const man = async (name: string, preferences: object) => {
    const member = await memberWithProfile(t.app, { name, gender: 'Male', dob: bornAged(30) });
    const saved = await save(member, '/api/updatePartnerPreferences', {
      gender: 'Female',
      age: '25 to 30',
      religion: 'no_preference',
      caste: 'no_preference',
      ...preferences,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return member;
  };
  const matches = async (member: Registered, body: object = {}) => {
    const r = await save(member, '/api/loggedInSearch', { pageSize: 24, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { total: number; data: Card[]; widen?: { field: string; more: number } | null };
  };
  const habitsAndAll = { smoking: 'No', drinking: 'No', physical_status: 'Normal', education_level: 'Masters' };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await woman('W_A_all', 26, { ...habitsAndAll, diet: 'Vegetarian' }, { family_values: 'Traditional' });
    await woman('W_B_nonveg_singapore', 26, { ...habitsAndAll, diet: 'Non-vegetarian', residence_country: 'Singapore' });
    await woman('W_C_egg_canada', 27, { ...habitsAndAll, diet: 'Eggetarian', residence_country: 'Canada' });
    await woman('W_D_unsaid', 28, {});
    await woman('W_E_smokes', 27, { ...habitsAndAll, diet: 'Vegetarian', smoking: 'Occasionally' });
    await woman(
      'W_F_liberal',
      27,
      { ...habitsAndAll, diet: 'Eggetarian', education_level: 'Bachelors' },
      { family_values: 'Liberal' },
    );
    await woman('W_G_diploma', 27, { ...habitsAndAll, diet: 'Vegetarian', education_level: 'Diploma' });
  });
  afterAll(async () => t.close());

  it('keeps out what contradicts a preference, lets the unknown pass with a lower score, and counts family values', async () => {
    const me = await man('M_biodata', {
      diet: ['Vegetarian', 'Eggetarian'],
      smoking: 'No',
      drinking: 'No',
      physical_status: 'Normal',
      family_values: 'Traditional',
      residence: 'India',
      education_level: 'Bachelors',
    });
    const found = await matches(me);
    expect(found.data.map((c) => c.name)).toEqual(['W_A_all', 'W_F_liberal', 'W_D_unsaid']);
    const [a, f, d] = found.data as [Card, Card, Card];
    expect(a.match).toMatchObject({ met: 8, total: 8 });
    expect(a.match.items.map((i) => i.key)).toEqual([
      'age',
      'education_level',
      'diet',
      'smoking',
      'drinking',
      'physical_status',
      'family_values',
      'residence',
    ]);
    expect(f.match.met).toBe(7);
    expect(f.match.items.find((i) => i.key === 'family_values')).toEqual({ key: 'family_values', met: false });
    // Unsaid: only the age and India (an unsaid country) are met.
    expect(d.match.met).toBe(2);
    expect(d.match.items.filter((i) => i.met).map((i) => i.key)).toEqual(['age', 'residence']);
  });

  it('reads no preference as no filter, and Abroad as any country but India', async () => {
    const abroad = await man('M_abroad', { residence: 'Abroad', diet: 'no_preference', smoking: 'no_preference' });
    const found = await matches(abroad);
    expect(found.data.map((c) => c.name)).toEqual(['W_B_nonveg_singapore', 'W_C_egg_canada']);
    expect(found.data[0]!.match).toMatchObject({ met: 2, total: 2 });
  });

  it('suggests widening a biodata preference when nobody matches', async () => {
    const me = await man('M_vegan_abroad', { diet: ['Vegan'], residence: 'Abroad' });
    const empty = await matches(me);
    expect(empty.total).toBe(0);
    // Any diet brings back the two abroad; India or abroad only the one who has not said.
    expect(empty.widen).toEqual({ field: 'diet', more: 2 });
    const wider = await matches(me, { widen: ['diet'] });
    expect(wider.data.map((c) => c.name)).toEqual(['W_B_nonveg_singapore', 'W_C_egg_canada']);
    // Against the saved preferences: the diet is not met.
    expect(wider.data[0]!.match.items).toContainEqual({ key: 'diet', met: false });
    expect((await matches(me, { widen: ['residence'] })).data.map((c) => c.name)).toEqual(['W_D_unsaid']);
  });

  it('names every new preference and widening in English and Tamil', () => {
    for (const key of ['education_level', 'diet', 'smoking', 'drinking', 'physical_status', 'family_values', 'residence']) {
      for (const t of [en, ta]) {
        expect(t(`search.preference.${key}` as never)).not.toMatch(/^search\./);
        if (key !== 'family_values') expect(t(`search.widen.${key}` as never)).not.toMatch(/^search\./);
      }
      expect(ta(`search.preference.${key}` as never)).not.toBe(en(`search.preference.${key}` as never));
    }
  });
});
