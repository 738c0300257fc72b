import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { basicProfile, bearer, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The Tamil biodata's two sections of Edit my profile and its partner preferences (docs/design.md, "The Tamil biodata").

const family = {
  section: 'family',
  fathers_occupation: 'Retired headmaster',
  mothers_occupation: 'Homemaker',
  brothers: 2,
  brothers_married: 1,
  sisters: '1',
  sisters_married: '0',
  family_type: 'Joint',
  family_status: 'Middle class',
  family_values: 'Traditional',
  native_place: 'Karaikudi',
  family_deity: 'Kollangudi Vettudaiyar Kaliamman',
  kulam: 'Ilayathangudi',
};
const lifestyle = {
  section: 'lifestyle',
  diet: 'Vegetarian',
  smoking: 'No',
  drinking: 'Occasionally',
  physical_status: 'Normal',
  physical_status_note: '',
  education_level: 'Masters',
  residence_country: 'Singapore',
  residency_status: 'Permanent resident',
};
const preferences = {
  gender: 'Male',
  age: '25 to 30',
  religion: 'Hindu',
  caste: 'no_preference',
  diet: ['Vegan', 'Vegetarian'],
  smoking: 'No',
  drinking: 'no_preference',
  physical_status: 'Normal',
  family_values: 'Traditional',
  residence: 'Abroad',
  education_level: 'Bachelors',
};

const ta = translatorFor('ta');
const en = translatorFor('en');

describe.each(ENGINES)('the Tamil biodata sections on %s', (engine) => {
  let t: TestApp;
  let member: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    member = await verifiedMember(t.app);
  });
  afterAll(async () => t.close());

  const call = (url: string, payload: object, token = member.token) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { user_id: member.userId, ...payload } });

  it('saves the family section with counts as numbers, keeping the other sections', async () => {
    await call('/api/updateProfile', basicProfile({ gender: 'Female', dob: '1996-04-14', address: '4 Car Street, Karaikudi' }));
    const response = await call('/api/updateProfile', family);
    expect(response.statusCode, response.body).toBe(200);
    const { section: _s, ...saved } = family;
    expect(response.json().user.user_details).toMatchObject({ ...saved, sisters: 1, sisters_married: 0, gender: 'Female' });
    // Reading it back gives the same.
    const me = await call('/api/getLoggedInUserProfile', {});
    expect(me.json().user_details).toMatchObject({ native_place: 'Karaikudi', brothers: 2, brothers_married: 1 });
  });

  it('finds the section from its fields when `section` is not sent, as the other sections do', async () => {
    const { section: _s, ...fields } = lifestyle;
    const response = await call('/api/updateProfile', fields);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.user_details).toMatchObject({
      ...fields,
      physical_status_note: null,
      native_place: 'Karaikudi',
    });
  });

  it('clears what is sent blank, as each section replaces its own fields', async () => {
    const response = await call('/api/updateProfile', { section: 'family', native_place: '', brothers: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.user_details).toMatchObject({ native_place: null, brothers: null, fathers_occupation: null });
    await call('/api/updateProfile', family);
  });

  it('refuses what the family section cannot hold, field by field, saving nothing', async () => {
    const cases: [object, string, string][] = [
      [{ brothers: 1, brothers_married: 2 }, 'brothers_married', en('biodata.marriedMoreThanTotal')],
      [{ sisters: '', sisters_married: 1 }, 'sisters_married', en('biodata.marriedMoreThanTotal')],
      [{ brothers: 10 }, 'brothers', en('biodata.wholeNumber')],
      [{ sisters: '1.5' }, 'sisters', en('biodata.wholeNumber')],
      [{ brothers: -1 }, 'brothers', en('biodata.wholeNumber')],
      [{ family_type: 'Extended' }, 'family_type', en('profile.chooseFromList')],
      [{ native_place: 'x'.repeat(61) }, 'native_place', en('profile.tooLong', { max: 60 })],
    ];
    for (const [fields, field, message] of cases) {
      const response = await call('/api/updateProfile', { ...family, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(fields)).toBe(message);
    }
    const me = await call('/api/getLoggedInUserProfile', {});
    expect(me.json().user_details).toMatchObject({ brothers: 2, brothers_married: 1, family_type: 'Joint' });
  });

  it('refuses a note without a physical challenge, a residency status in India and an unknown country', async () => {
    const cases: [object, string, string][] = [
      [{ physical_status_note: 'Uses a hearing aid' }, 'physical_status_note', en('biodata.noteOnlyChallenged')],
      [{ residence_country: 'India' }, 'residency_status', en('biodata.residencyOnlyAbroad')],
      [{ residence_country: '' }, 'residency_status', en('biodata.residencyOnlyAbroad')],
      [{ residence_country: 'Atlantis', residency_status: '' }, 'residence_country', en('biodata.unknownCountry')],
      [{ diet: 'Fruitarian' }, 'diet', en('profile.chooseFromList')],
      [
        { physical_status_note: 'x'.repeat(201), physical_status: 'Physically challenged' },
        'physical_status_note',
        en('profile.tooLong', { max: 200 }),
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await call('/api/updateProfile', { ...lifestyle, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(fields)).toBe(message);
    }
    const noted = await call('/api/updateProfile', {
      ...lifestyle,
      physical_status: 'Physically challenged',
      physical_status_note: 'Uses a hearing aid',
      residence_country: 'India',
      residency_status: '',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().user.user_details).toMatchObject({ physical_status_note: 'Uses a hearing aid', residency_status: null });
  });

  it("gives the field messages in the member's language", async () => {
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(tamil.token),
      payload: { section: 'family', sisters: 0, sisters_married: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sisters_married: ta('biodata.marriedMoreThanTotal') });
  });

  it('refuses a section that does not exist', async () => {
    const response = await call('/api/updateProfile', { section: 'horoscope', diet: 'Vegan' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('one_section_at_a_time');
  });

  it('saves the new partner preferences, diets as a list in one order', async () => {
    const response = await call('/api/updatePartnerPreferences', preferences);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().partner_preferences).toMatchObject({ ...preferences, diet: ['Vegetarian', 'Vegan'] });
    const one = await call('/api/updatePartnerPreferences', { ...preferences, diet: 'Eggetarian' });
    expect(one.json().partner_preferences.diet).toEqual(['Eggetarian']);
    const any = await call('/api/updatePartnerPreferences', { ...preferences, diet: 'no_preference', residence: '' });
    expect(any.json().partner_preferences).toMatchObject({ diet: 'no_preference', residence: null });
  });

  it('refuses preference values outside their lists', async () => {
    const cases: [object, string][] = [
      [{ diet: ['Vegetarian', 'Fruitarian'] }, 'diet'],
      [{ smoking: 'Occasionally' }, 'smoking'],
      [{ residence: 'Mars' }, 'residence'],
      [{ education_level: 'PhD' }, 'education_level'],
    ];
    for (const [fields, field] of cases) {
      const response = await call('/api/updatePartnerPreferences', { ...preferences, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(fields)).toContain(field);
    }
  });
});
