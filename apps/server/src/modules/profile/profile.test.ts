import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { basicProfile, bearer, register, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const basic = basicProfile({
  gender: 'Female',
  dob: '1996-04-14',
  address: '12 South Masi Street, Madurai',
  about: 'I teach Carnatic music.',
});
const religion = {
  religion: 'Hindu',
  caste: 'Pillai',
  star: 'Rohini',
  raasi: 'Rishabam',
  mother_tongue: 'Tamil',
  willing_to_marry_from_another_caste: 1,
};
const preferences = {
  gender: 'Male',
  age: '25 to 30',
  religion: 'Hindu',
  caste: 'no_preference',
  height: `5'5"-6'0"`,
  monthly_income: 'no_preference',
};

const ta = translatorFor('ta');

describe.each(ENGINES)('profile and preferences on %s', (engine) => {
  let t: TestApp;
  let member: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    member = await verifiedMember(t.app);
  });
  afterAll(async () => t.close());

  const call = (url: string, payload: object, token = member.token) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { user_id: member.userId, ...payload } });

  it('saves the basic section, derives the age on the server, and ignores an age sent by the client', async () => {
    const response = await call('/api/updateProfile', { ...basic, age: 99 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profile updated successfully!');
    const today = todayInIndia();
    const expectedAge = Number(today.slice(0, 4)) - 1996 - (today.slice(5) < '04-14' ? 1 : 0);
    expect(body.user.user_details).toMatchObject({ ...basic, age: expectedAge });
    expect(body.user.dob).toBe('1996-04-14');
    expect(body.user.name).toBe(member.details.name);
  });

  it('saves the basic section without a street address; absent keeps a stored one, blank clears it', async () => {
    const { address: _address, ...withoutAddress } = basic;
    const fresh = await verifiedMember(t.app);
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/updateProfile', headers: bearer(fresh.token), payload });
    const first = await save(withoutAddress);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user.user_details).toMatchObject({ city: 'Madurai', address: null });

    expect((await save(basic)).json().user.user_details.address).toBe(basic.address);
    const kept = await save({ ...withoutAddress, about: 'Veena, and Carnatic vocals.' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().user.user_details).toMatchObject({ address: basic.address, about: 'Veena, and Carnatic vocals.' });
    const cleared = await save({ ...basic, address: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().user.user_details.address).toBeNull();
  });

  it('saves each other section on its own, keeping what the others saved', async () => {
    await call('/api/updateProfile', basic);
    const job = await call('/api/updateProfile', {
      job_type: 'Employee',
      company_name: 'Zoho',
      degree: 'B.E.',
      salary: '',
      college: 'PSG Tech',
    });
    expect(job.json().user.user_details).toMatchObject({
      job_type: 'Employee',
      company_name: 'Zoho',
      salary: null,
      gender: 'Female',
    });
    const rel = await call('/api/updateProfile', religion);
    expect(rel.json().user.user_details).toMatchObject({ ...religion, company_name: 'Zoho' });
    const social = await call('/api/updateProfile', { instagram: 'https://instagram.com/kavya.sings', whatsapp: '9876543210' });
    expect(social.json().user.user_details).toMatchObject({
      instagram: 'https://instagram.com/kavya.sings',
      whatsapp: '9876543210',
      caste: 'Pillai',
    });
  });

  it('refuses an incomplete basic section with every field message and saves nothing', async () => {
    const fresh = await verifiedMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(fresh.token),
      payload: { user_id: fresh.userId, gender: 'Female' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_input');
    expect(response.json().errors).toEqual({
      dob: 'DOB is required',
      state: 'State is required',
      city: 'City is required',
      height: 'Height is required',
      weight: 'Weight is required',
      fathers_name: "Father's Name is required",
      mothers_name: "Mother's Name is required",
      marital_status: 'Marital Status is required',
    });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/getLoggedInUserProfile',
      headers: bearer(fresh.token),
      payload: {},
    });
    expect(profile.json().user_details).toBeNull();
  });

  it('refuses what the form would block: under 18, values outside the lists, an unknown place, unsafe links', async () => {
    const today = todayInIndia();
    const cases: [object, string, string][] = [
      [{ ...basic, dob: `${Number(today.slice(0, 4)) - 17}${today.slice(4)}` }, 'dob', 'You must be at least 18 years old.'],
      [{ ...basic, gender: 'Unknown' }, 'gender', 'Gender is required'],
      [{ ...basic, marital_status: 'Single' }, 'marital_status', 'Marital Status is required'],
      [{ ...basic, state: 'Atlantis' }, 'state', 'Please choose a state from the list'],
      [{ ...basic, city: 'Mumbai' }, 'city', 'Please choose a city of the chosen state'],
      [{ religion: 'Hindu' }, 'caste', 'Caste is required'],
      [{ caste: 'Pillai' }, 'religion', 'Religion is required'],
      [{ religion: 'Hindu', caste: 'Pillai', star: 'Sirius' }, 'star', 'Please choose a value from the list'],
      [{ facebook: 'javascript:alert(document.cookie)' }, 'facebook', 'Please enter a full link starting with https://'],
      [{ job_type: 'Astronaut' }, 'job_type', 'Please choose a value from the list'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('/api/updateProfile', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
  });

  it("refuses a raasi the chosen star cannot have, in the member's language, and keeps the saved one", async () => {
    await call('/api/updateProfile', religion);
    const message = 'This raasi does not go with the chosen star. Please choose one of the raasis offered for it.';
    const refused = await call('/api/updateProfile', { ...religion, star: 'Aswini', raasi: 'Rishabam' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'invalid_input', message, errors: { raasi: message } });
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const inTamil = await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(tamil.token),
      payload: { user_id: tamil.userId, ...religion, star: 'Karthigai', raasi: 'Mithunam' },
    });
    expect(inTamil.statusCode).toBe(400);
    expect(inTamil.json()).toMatchObject({ code: 'invalid_input', errors: { raasi: ta('porutham.raasiNotOfStar') } });

    const me = await call('/api/updateProfile', { ...religion, star: 'Karthigai', raasi: 'Mesham' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.user_details).toMatchObject({ star: 'Karthigai', raasi: 'Mesham' });
    await call('/api/updateProfile', religion);
  });

  it('refuses a body that mixes sections, or carries none', async () => {
    expect((await call('/api/updateProfile', { ...basic, ...religion })).json()).toEqual({
      success: false,
      code: 'one_section_at_a_time',
      message: 'Please save one section at a time.',
    });
    expect((await call('/api/updateProfile', {})).statusCode).toBe(400);
  });

  it("refuses another member's user_id with 403 and changes nothing", async () => {
    const other = await verifiedMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { ...basic, user_id: other.userId, fathers_name: 'Intruder' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'not_your_profile',
      message: 'You can only change your own profile.',
    });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/getLoggedInUserProfile',
      headers: bearer(other.token),
      payload: {},
    });
    expect(theirs.json().user_details).toBeNull();
    const prefs = await t.app.inject({
      method: 'POST',
      url: '/api/updatePartnerPreferences',
      headers: bearer(member.token),
      payload: { ...preferences, user_id: other.userId },
    });
    expect(prefs.statusCode).toBe(403);
  });

  it('writes the same refusals in Tamil for a member who chose Tamil, with the same codes and fields', async () => {
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const other = await verifiedMember(t.app);
    const as = (who: Registered, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/updateProfile', headers: bearer(who.token), payload });

    const theirs = await as(tamil, { ...basic, user_id: other.userId });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ success: false, code: 'not_your_profile', message: ta('profile.notYours') });
    const english = await as(other, { ...basic, user_id: tamil.userId });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({
      success: false,
      code: 'not_your_profile',
      message: 'You can only change your own profile.',
    });

    const place = await as(tamil, { ...basic, city: 'Mumbai' });
    expect(place.json()).toEqual({
      success: false,
      code: 'unknown_city',
      message: ta('profile.unknownCity'),
      errors: { city: ta('profile.unknownCity') },
    });
    const missing = await as(tamil, { gender: 'Female' });
    expect(missing.json()).toMatchObject({
      code: 'invalid_input',
      message: ta('profile.dobRequired'),
      errors: { dob: ta('profile.dobRequired'), fathers_name: ta('profile.fathersNameRequired') },
    });
    const saved = await as(tamil, { ...basic, user_id: tamil.userId });
    expect(saved.json()).toMatchObject({ success: true, message: ta('profile.updated') });
  });

  it('never changes name, e-mail or phone through updateProfile', async () => {
    const response = await call('/api/updateProfile', {
      ...basic,
      email: 'new@example.com',
      phone: '9000000000',
      name: 'Someone',
    });
    expect(response.json().user).toMatchObject({
      email: member.details.email,
      phone: member.details.phone,
      name: member.details.name,
    });
  });

  it('requires a verified member', async () => {
    const unverified = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(unverified.token),
      payload: basic,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'verification_required', message: 'Verification required' });
  });

  it('saves partner preferences, no_preference included, after the member has a gender', async () => {
    const fresh = await verifiedMember(t.app);
    const save = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/updatePartnerPreferences',
        headers: bearer(fresh.token),
        payload: { user_id: fresh.userId, ...payload },
      });
    expect((await save(preferences)).json()).toEqual({
      success: false,
      code: 'gender_first',
      message: 'Please save your gender in Edit my profile first.',
    });
    await t.app.inject({ method: 'POST', url: '/api/updateProfile', headers: bearer(fresh.token), payload: basic });
    const response = await save(preferences);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Partner's preferences updated successfully!",
      partner_preferences: { ...preferences, weight: null, dosam: null },
      user: { partner_preferences: { ...preferences } },
    });
  });

  it('requires gender, age, religion and caste in preferences, with their messages', async () => {
    const response = await call('/api/updatePartnerPreferences', { gender: '', age: 'forever', religion: 'Hindu' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ gender: 'Gender is required', age: 'Age is required', castes: 'Caste is required' });
  });
});
