import { describe, expect, it } from 'vitest';
import { ageOn, birthDatesForAges, latestBirthDate } from '../dates.js';
import { indiaDateOf, todayInIndia } from '../india-time.js';
import { profileCompletion } from '../user.js';
import {
  partnerPreferencesSchema,
  partnerPreferenceValues,
  profileBasicFormSchema,
  profileBasicSchema,
  profileReligionSchema,
  profileSectionOf,
  profileSocialSchema,
} from './profile.js';
import { translatorFor } from '../i18n/catalogue.js';

// The schemas carry message references; the form and the server write them in the reader's language.
const en = translatorFor('en');

const firstMessages = (issues: { path: PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= en.ref(issue.message);
  return out;
};

const basic = {
  gender: 'Female',
  dob: '1996-04-14',
  state: 'Tamil Nadu',
  city: 'Madurai',
  height: '5.4',
  weight: '55-60',
  fathers_name: 'Raman',
  mothers_name: 'Lakshmi',
  address: '12 South Masi Street, Madurai',
  marital_status: 'Never Married',
};

describe('ages and dates', () => {
  it('counts whole years, a day before and on the birthday', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });

  it('gives the date picker its maximum: today minus 18 years', () => {
    expect(latestBirthDate('2026-11-21', 18)).toBe('2008-11-21');
    expect(latestBirthDate('2028-02-29', 18)).toBe('2010-02-28');
  });

  it('turns an age range into the dates of birth that have those ages today', () => {
    const range = birthDatesForAges('2026-11-21', 18, 30);
    expect(range).toEqual({ dobFrom: '1995-11-22', dobTo: '2008-11-21' });
    expect(ageOn(range.dobTo, '2026-11-21')).toBe(18);
    expect(ageOn(range.dobFrom, '2026-11-21')).toBe(30);
    expect(ageOn('1995-11-21', '2026-11-21')).toBe(31);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
  });

  it("gives an instant's India date, never its time", () => {
    expect(indiaDateOf('2026-11-21T18:29:59.999Z')).toBe('2026-11-21');
    expect(indiaDateOf('2026-11-21T18:30:00.000Z')).toBe('2026-11-22');
    expect(indiaDateOf(new Date('2026-11-21T20:00:00Z'))).toBe(todayInIndia(new Date('2026-11-21T20:00:00Z')));
  });

  it('counts today in India', () => {
    // 20:00 UTC on 21 November is already 22 November in India.
    expect(todayInIndia(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    // Midnight in India is 18:30 UTC the day before.
    expect(todayInIndia(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(todayInIndia(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    // Asked again within the same day, and back and forth across a midnight (remembered answers).
    expect(todayInIndia(new Date('2028-02-29T18:29:59Z'))).toBe('2028-02-29');
    expect(todayInIndia(new Date('2028-02-28T18:29:59Z'))).toBe('2028-02-28');
    expect(todayInIndia(new Date('1969-12-31T18:30:00Z'))).toBe('1970-01-01');
    expect(todayInIndia(new Date('1969-12-31T18:29:59Z'))).toBe('1969-12-31');
  });
});

describe('profile sections', () => {
  it('requires every field of the basic section but the street address, with the specification messages', () => {
    const result = profileBasicSchema.safeParse({});
    expect(firstMessages(result.error!.issues)).toEqual({
      gender: 'Gender is required',
      dob: 'DOB is required',
      state: 'State is required',
      city: 'City is required',
      height: 'Height is required',
      weight: 'Weight is required',
      fathers_name: "Father's Name is required",
      mothers_name: "Mother's Name is required",
      marital_status: 'Marital Status is required',
    });
  });

  it('takes the street address as optional: absent keeps what is stored, blank clears it, too long is refused', () => {
    const { address: _address, ...withoutAddress } = basic;
    for (const schema of [profileBasicSchema, profileBasicFormSchema]) {
      expect(schema.parse(withoutAddress).address).toBeUndefined();
      expect(schema.parse({ ...basic, address: '   ' }).address).toBeNull();
      expect(schema.parse({ ...basic, address: null }).address).toBeNull();
      expect(schema.parse({ ...basic, address: ' 12 South Masi Street ' }).address).toBe('12 South Masi Street');
      expect(firstMessages(schema.safeParse({ ...basic, address: 'x'.repeat(301) }).error!.issues)).toEqual({
        address: 'Please keep this under 300 characters',
      });
    }
    expect(profileSectionOf(withoutAddress)).toBe('basic');
  });

  it("uses the form's own texts while editing: 'Date of Birth is required' and 'Hight is required'", () => {
    const messages = firstMessages(profileBasicFormSchema.safeParse({ ...basic, dob: '', height: '' }).error!.issues);
    expect(messages).toEqual({ dob: 'Date of Birth is required', height: 'Hight is required' });
  });

  it('refuses a date of birth under 18 years, an impossible date, and values outside the lists', () => {
    const today = todayInIndia();
    const seventeen = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    expect(firstMessages(profileBasicSchema.safeParse({ ...basic, dob: seventeen }).error!.issues).dob).toBe(
      'You must be at least 18 years old.',
    );
    expect(firstMessages(profileBasicSchema.safeParse({ ...basic, dob: '1999-02-30' }).error!.issues).dob).toBe(
      'Please enter a valid date of birth',
    );
    expect(firstMessages(profileBasicSchema.safeParse({ ...basic, gender: 'Other' }).error!.issues).gender).toBe(
      'Gender is required',
    );
    expect(firstMessages(profileBasicSchema.safeParse({ ...basic, height: '9' }).error!.issues).height).toBe(
      'Height is required',
    );
  });

  it('asks for religion, then caste', () => {
    expect(profileReligionSchema.safeParse({}).error!.issues.map((i) => en.ref(i.message))).toEqual([
      'Religion is required',
      'Caste is required',
    ]);
    expect(
      profileReligionSchema.parse({ religion: 'Hindu', caste: 'Pillai', star: '', willing_to_marry_from_another_caste: '1' }),
    ).toMatchObject({
      star: null,
      willing_to_marry_from_another_caste: 1,
    });
  });

  it("refuses a raasi the star's padams cannot fall in, and accepts either raasi of a two-raasi star", () => {
    const base = { religion: 'Hindu', caste: 'Pillai' };
    const refused = profileReligionSchema.safeParse({ ...base, star: 'Aswini', raasi: 'Rishabam' });
    expect(refused.error!.issues.map((i) => [i.path.join('.'), en.ref(i.message)])).toEqual([
      ['raasi', en('porutham.raasiNotOfStar')],
    ]);
    for (const raasi of ['Mesham', 'Rishabam']) {
      expect(profileReligionSchema.parse({ ...base, star: 'Karthigai', raasi })).toMatchObject({ star: 'Karthigai', raasi });
    }
    // Either alone says nothing about the other.
    expect(profileReligionSchema.parse({ ...base, star: '', raasi: 'Meenam' })).toMatchObject({ star: null, raasi: 'Meenam' });
    expect(profileReligionSchema.parse({ ...base, star: 'Revathi', raasi: '' })).toMatchObject({ star: 'Revathi', raasi: null });
  });

  it('accepts only full http(s) links in the social section', () => {
    expect(profileSocialSchema.parse({ facebook: 'https://facebook.com/kavya', whatsapp: '' })).toMatchObject({
      facebook: 'https://facebook.com/kavya',
      whatsapp: null,
    });
    for (const bad of ['javascript:alert(1)', 'facebook.com/kavya', 'data:text/html,x', 'https://x']) {
      expect(en.ref(profileSocialSchema.safeParse({ instagram: bad }).error!.issues[0]!.message)).toBe(
        'Please enter a full link starting with https://',
      );
    }
  });

  it('tells which section a body saves', () => {
    expect(profileSectionOf({ gender: 'Male', about: 'x' })).toBe('basic');
    expect(profileSectionOf({ company_name: 'TCS' })).toBe('job');
    expect(profileSectionOf({ religion: 'Hindu' })).toBe('religion');
    expect(profileSectionOf({ linkedin: '' })).toBe('social');
    expect(profileSectionOf({ gender: 'Male', religion: 'Hindu' })).toBeUndefined();
    expect(profileSectionOf({ token: 'x', user_id: 1 })).toBeUndefined();
  });
});

describe('partner preferences', () => {
  it('requires gender, age, religion and caste, and takes no_preference as a value', () => {
    // The fields' own checks come first, then those across fields (age and caste may come in two forms).
    expect(partnerPreferencesSchema.safeParse({}).error!.issues.map((i) => en.ref(i.message))).toEqual([
      'Gender is required',
      'Religion is required',
      'Age is required',
      'Caste is required',
    ]);
    expect(
      partnerPreferencesSchema.parse({
        gender: 'Male',
        age: 'no_preference',
        religion: 'no_preference',
        caste: 'no_preference',
        height: 'no_preference',
      }),
    ).toMatchObject({ age: 'no_preference', religion: 'no_preference', height: 'no_preference', weight: null });
  });

  it('turns the older forms into the range, the list and the floor; the new forms win when both come', () => {
    const base = { gender: 'Male', religion: 'Hindu' };
    const older = partnerPreferencesSchema.parse({ ...base, age: '30 to 35', caste: 'Pillai', monthly_income: '50,000-75,000' });
    expect(partnerPreferenceValues(older)).toMatchObject({ age_min: 30, age_max: 35, castes: ['Pillai'], income_floor: 50000 });
    const none = partnerPreferencesSchema.parse({
      ...base,
      age: 'no_preference',
      caste: 'no_preference',
      monthly_income: 'no_preference',
    });
    expect(partnerPreferenceValues(none)).toMatchObject({
      age_min: null,
      age_max: null,
      castes: 'no_preference',
      income_floor: null,
    });
    const both = partnerPreferencesSchema.parse({
      ...base,
      age: '30 to 35',
      age_min: '24',
      age_max: 29,
      caste: 'Pillai',
      castes: ['Nadar', 'Iyer'],
      stars: ['Rohini', 'compatible'],
      income_floor: '₹45,000',
    });
    expect(partnerPreferenceValues(both)).toMatchObject({
      age_min: 24,
      age_max: 29,
      castes: ['Iyer', 'Nadar'],
      stars: ['compatible', 'Rohini'],
      income_floor: 45000,
    });
  });
});

describe('profileCompletion', () => {
  it('is 25 % per fact', () => {
    const none = { user_details: null, user_profile_picture: null, partner_preferences: null };
    expect(profileCompletion(none)).toBe(0);
    expect(profileCompletion({ ...none, user_details: { marital_status: 'Divorced', religion: null } as never })).toBe(25);
    expect(
      profileCompletion({
        user_details: { marital_status: 'Divorced', religion: 'Hindu' } as never,
        user_profile_picture: '/api/media/x',
        partner_preferences: { gender: 'Male' } as never,
      }),
    ).toBe(100);
  });
});

describe('clearing optional fields', () => {
  it('takes null or an empty value as "none"', () => {
    expect(profileSocialSchema.parse({ facebook: null, whatsapp: null })).toMatchObject({ facebook: null, whatsapp: null });
    expect(profileBasicSchema.parse({ ...basic, about: null }).about).toBeNull();
    expect(
      profileReligionSchema.parse({ religion: 'Hindu', caste: 'Nadar', star: null, willing_to_marry_from_another_caste: '' }),
    ).toMatchObject({
      star: null,
      willing_to_marry_from_another_caste: null,
    });
  });
});
