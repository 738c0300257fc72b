import { z } from 'zod';
import { ageOn, isCalendarDate, MAXIMUM_AGE, MINIMUM_AGE } from '../dates.js';
import { todayInIndia } from '../india-time.js';
import { messageRef } from '../i18n/translator.js';
import {
  CASTES,
  DOSAMS,
  GENDERS,
  JOB_TYPES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  NO_PREFERENCE,
  PREFERENCE_AGES,
  PREFERENCE_HEIGHTS,
  PREFERENCE_MONTHLY_INCOMES,
  PREFERENCE_WEIGHTS,
  PROFILE_HEIGHTS,
  PROFILE_RELIGIONS,
  PROFILE_WEIGHTS,
  RAASIS,
  STARS,
  withNoPreference,
} from '../options.js';
import { requiredText } from './common.js';
import {
  BIODATA_TEXT_MAX,
  DIETS,
  EDUCATION_LEVELS,
  FAMILY_STATUSES,
  FAMILY_TYPES,
  FAMILY_VALUES,
  HABITS,
  livesAbroad,
  MAX_SIBLINGS,
  PHYSICAL_STATUS_NOTE_MAX,
  PHYSICAL_STATUSES,
  PHYSICALLY_CHALLENGED,
  RESIDENCE_PREFERENCES,
  RESIDENCY_STATUSES,
  type Diet,
} from '../biodata.js';
import { isCountry } from '../countries.js';
import { birthDetailsFields, checkBirthDetails } from './birth-details.js';
import { raasiFitsStar } from '../porutham/engine.js';
import { PROFILE_CREATED_BY } from '../trust.js';
import {
  ageBandRange,
  INCOME_FLOOR_MAX,
  incomeBandFloor,
  PREFERENCE_AGE_LIMITS,
  STAR_PREFERENCES,
} from '../partner-preferences.js';

/** A required choice from a list; an empty or unknown value gets `required`. */
function choice<V extends string>(values: readonly V[], required: string) {
  return z.enum(values as [V, ...V[]], { error: required });
}

/** An optional choice: '' or absent means none (stored as null). */
function optionalChoice<V extends string>(values: readonly V[]) {
  return z
    .union([z.literal(''), z.enum(values as [V, ...V[]], { error: messageRef('profile.chooseFromList') })], {
      error: messageRef('profile.chooseFromList'),
    })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Optional free text up to `max` characters; blank is stored as null. */
function optionalText(max: number) {
  return z
    .string({ error: messageRef('profile.textExpected') })
    .trim()
    .max(max, { error: messageRef('profile.tooLong', { max: max }) })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Date of birth: required, a real date, at least 18 and at most 100 years before today in India. */
export function dobField(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .refine(isCalendarDate, { error: messageRef('profile.invalidDate') })
    .refine((d) => !isCalendarDate(d) || ageOn(d, todayInIndia()) >= MINIMUM_AGE, { error: messageRef('profile.atLeast18') })
    .refine((d) => !isCalendarDate(d) || ageOn(d, todayInIndia()) <= MAXIMUM_AGE, { error: messageRef('profile.invalidDate') });
}

/** A link shown on the profile page: empty, or a full http(s) address (never javascript: or data:). */
const socialLink = z
  .string({ error: messageRef('profile.textExpected') })
  .trim()
  .max(200, { error: messageRef('profile.tooLong', { max: 200 }) })
  .refine((v) => v === '' || /^https?:\/\/[^\s<>"']+\.[^\s<>"']+$/i.test(v), { error: messageRef('profile.fullLink') })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The street address (ours, not the specification's "Address is required"): optional, since a
 * daughter's door is not for strangers (docs/decisions/0060). Absent leaves what is
 * stored, so a client that does not send it never loses it; '' or null clears it.
 */
const streetAddress = z
  .string({ error: messageRef('profile.textExpected') })
  .trim()
  .max(300, { error: messageRef('profile.tooLong', { max: 300 }) })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const basicFields = {
  gender: choice(GENDERS, messageRef('profile.genderRequired')),
  dob: dobField(messageRef('profile.dobRequired')),
  state: requiredText(messageRef('profile.stateRequired'), { length: 100, message: messageRef('profile.tooLong', { max: 100 }) }),
  city: requiredText(messageRef('profile.cityRequired'), { length: 100, message: messageRef('profile.tooLong', { max: 100 }) }),
  height: choice(PROFILE_HEIGHTS, messageRef('profile.heightRequired')),
  weight: choice(PROFILE_WEIGHTS, messageRef('profile.weightRequired')),
  fathers_name: requiredText(messageRef('profile.fathersNameRequired'), {
    length: 100,
    message: messageRef('profile.tooLong', { max: 100 }),
  }),
  mothers_name: requiredText(messageRef('profile.mothersNameRequired'), {
    length: 100,
    message: messageRef('profile.tooLong', { max: 100 }),
  }),
  address: streetAddress,
  marital_status: choice(MARITAL_STATUSES, messageRef('profile.maritalStatusRequired')),
  about: optionalText(1000),
};

/**
 * 'Profile created by' (ours): optional at registration and in the basic section.
 * Absent leaves what is stored; '' or null clears it; anything else must be one of the list.
 */
export const profileCreatedByField = z
  .union([z.literal(''), z.null(), z.enum(PROFILE_CREATED_BY)], { error: messageRef('shortlist.createdBy.unknown') })
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * Edit my profile, section 1 (Basic info / Advanced bio). The age is derived from dob, never taken.
 * `profile_created_by` is accepted here but is not one of the form's fields (PROFILE_SECTION_FIELDS),
 * so a form that does not show it never clears it.
 */
export const profileBasicSchema = z.object({ ...basicFields, profile_created_by: profileCreatedByField });

/** The same section as the form checks it while editing (the specification's field texts). */
export const profileBasicFormSchema = z.object({
  ...basicFields,
  dob: dobField(messageRef('profile.dateOfBirthRequired')),
  height: choice(PROFILE_HEIGHTS, messageRef('profile.heightRequiredWhileEditing')),
});

/** Section 2: Job & Education; nothing is required. */
export const profileJobSchema = z.object({
  job_type: optionalChoice(JOB_TYPES),
  company_name: optionalText(100),
  salary: optionalText(50),
  total_experience: optionalText(50),
  degree: optionalText(100),
  school: optionalText(150),
  college: optionalText(150),
});

/** Section 3: Religion & Caste; religion, then caste, are required. */
export const profileReligionSchema = z
  .object({
    religion: choice(PROFILE_RELIGIONS, messageRef('profile.religionRequired')),
    caste: choice(CASTES, messageRef('profile.casteRequired')),
    mother_tongue: optionalChoice(MOTHER_TONGUES),
    sub_caste: optionalText(100),
    gothram: optionalText(100),
    dosam: optionalChoice(DOSAMS),
    star: optionalChoice(STARS),
    raasi: optionalChoice(RAASIS),
    willing_to_marry_from_another_caste: z
      .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('')], {
        error: messageRef('profile.chooseFromList'),
      })
      .nullish()
      .transform((v) => (v === undefined || v === null || v === '' ? null : (Number(v) as 0 | 1))),
    // Ours (docs/design.md, "Birth chart"): with them the star and raasi are worked out, not chosen.
    ...birthDetailsFields,
  })
  // The star's padams decide its raasi: a raasi it cannot have would give wrong poruthams.
  .refine((v) => !v.star || !v.raasi || raasiFitsStar(v.star, v.raasi), {
    error: messageRef('porutham.raasiNotOfStar'),
    path: ['raasi'],
  })
  .superRefine(checkBirthDetails);

/** Section 4: Social media. WhatsApp is a 10-digit number; the others are full links. */
export const profileSocialSchema = z.object({
  whatsapp: z
    .string({ error: messageRef('profile.textExpected') })
    .trim()
    .refine((v) => v === '' || /^\d{10}$/.test(v), { error: messageRef('profile.whatsappDigits') })
    .nullish()
    .transform((v) => (v ? v : null)),
  facebook: socialLink,
  instagram: socialLink,
  twitter: socialLink,
  youtube: socialLink,
  linkedin: socialLink,
});

/** Brothers or sisters, or how many of them are married: 0–9 as a number or its digit; blank is null. */
const siblingCount = z
  .union([z.literal(''), z.number(), z.string()], { error: messageRef('biodata.wholeNumber') })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\d$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > MAX_SIBLINGS) {
      ctx.addIssue({ code: 'custom', message: messageRef('biodata.wholeNumber') });
      return z.NEVER;
    }
    return n;
  });

/** Married brothers (or sisters) are some of the brothers: not more than them, and none when none are said. */
function marriedWithinTotal(total: number | null, married: number | null): boolean {
  return married === null || married <= (total ?? 0);
}

/** Section 5 (ours, docs/design.md, "The Tamil biodata"): Family. Nothing is required. */
export const profileFamilySchema = z
  .object({
    fathers_occupation: optionalText(BIODATA_TEXT_MAX),
    mothers_occupation: optionalText(BIODATA_TEXT_MAX),
    brothers: siblingCount,
    brothers_married: siblingCount,
    sisters: siblingCount,
    sisters_married: siblingCount,
    family_type: optionalChoice(FAMILY_TYPES),
    family_status: optionalChoice(FAMILY_STATUSES),
    family_values: optionalChoice(FAMILY_VALUES),
    native_place: optionalText(BIODATA_TEXT_MAX),
    family_deity: optionalText(BIODATA_TEXT_MAX),
    kulam: optionalText(BIODATA_TEXT_MAX),
  })
  .refine((v) => marriedWithinTotal(v.brothers, v.brothers_married), {
    error: messageRef('biodata.marriedMoreThanTotal'),
    path: ['brothers_married'],
  })
  .refine((v) => marriedWithinTotal(v.sisters, v.sisters_married), {
    error: messageRef('biodata.marriedMoreThanTotal'),
    path: ['sisters_married'],
  });

/** Section 6 (ours, docs/design.md, "The Tamil biodata"): Lifestyle & residence. Nothing is required. */
export const profileLifestyleSchema = z
  .object({
    diet: optionalChoice(DIETS),
    smoking: optionalChoice(HABITS),
    drinking: optionalChoice(HABITS),
    physical_status: optionalChoice(PHYSICAL_STATUSES),
    physical_status_note: optionalText(PHYSICAL_STATUS_NOTE_MAX),
    education_level: optionalChoice(EDUCATION_LEVELS),
    residence_country: z
      .string({ error: messageRef('biodata.unknownCountry') })
      .trim()
      .refine((v) => v === '' || isCountry(v), { error: messageRef('biodata.unknownCountry') })
      .nullish()
      .transform((v) => (v ? v : null)),
    residency_status: optionalChoice(RESIDENCY_STATUSES),
  })
  .refine((v) => !v.physical_status_note || v.physical_status === PHYSICALLY_CHALLENGED, {
    error: messageRef('biodata.noteOnlyChallenged'),
    path: ['physical_status_note'],
  })
  .refine((v) => !v.residency_status || livesAbroad(v.residence_country), {
    error: messageRef('biodata.residencyOnlyAbroad'),
    path: ['residency_status'],
  });

export const PROFILE_SECTIONS = {
  basic: profileBasicSchema,
  job: profileJobSchema,
  religion: profileReligionSchema,
  social: profileSocialSchema,
  family: profileFamilySchema,
  lifestyle: profileLifestyleSchema,
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** The fields each section saves (specification section 7, updateProfile). */
export const PROFILE_SECTION_FIELDS = {
  basic: Object.keys(basicFields),
  job: Object.keys(profileJobSchema.shape),
  religion: Object.keys(profileReligionSchema.shape),
  social: Object.keys(profileSocialSchema.shape),
  family: Object.keys(profileFamilySchema.shape),
  lifestyle: Object.keys(profileLifestyleSchema.shape),
} as const satisfies Record<ProfileSection, string[]>;

/**
 * Which section an updateProfile body saves: the one its `section` names (ours), else read from
 * the fields it carries (the specification's client sends one section's fields at a time).
 * Undefined when none or several sections appear, or `section` names none.
 */
export function profileSectionOf(body: Record<string, unknown>): ProfileSection | undefined {
  if ('section' in body) {
    const named = body.section;
    return typeof named === 'string' && Object.hasOwn(PROFILE_SECTIONS, named) ? (named as ProfileSection) : undefined;
  }
  const sections = (Object.keys(PROFILE_SECTION_FIELDS) as ProfileSection[]).filter((s) =>
    PROFILE_SECTION_FIELDS[s].some((field) => field in body),
  );
  return sections.length === 1 ? sections[0] : undefined;
}

/** A smoking or drinking preference: 'No' (the partner must not) or no preference. */
const MUST_NOT_OR_ANY = ['No', NO_PREFERENCE] as const;

/**
 * The diets a partner may follow: several diet values (one alone is taken as a list of one), or
 * 'no_preference'; blank or absent is not said (null).
 */
const dietPreferenceField = z
  .union([z.literal(''), z.literal(NO_PREFERENCE), z.enum(DIETS), z.array(z.enum(DIETS))], {
    error: messageRef('biodata.chooseDiets'),
  })
  .nullish()
  .transform((v): Diet[] | typeof NO_PREFERENCE | null => {
    if (v === undefined || v === null || v === '') return null;
    if (v === NO_PREFERENCE) return NO_PREFERENCE;
    const list = typeof v === 'string' ? [v] : v;
    return list.length ? DIETS.filter((d) => list.includes(d)) : null;
  });

/** An age of a partner preference: 18–70 as a number or its digits; blank or absent is null. */
const preferenceAge = z
  .union([z.literal(''), z.number(), z.string()], { error: messageRef('partnerPreferences.ageBetween', PREFERENCE_AGE_LIMITS) })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < PREFERENCE_AGE_LIMITS.min || n > PREFERENCE_AGE_LIMITS.max) {
      ctx.addIssue({ code: 'custom', message: messageRef('partnerPreferences.ageBetween', PREFERENCE_AGE_LIMITS) });
      return z.NEVER;
    }
    return n;
  });

/** The lowest monthly income accepted, in whole rupees ('50,000' and '₹50000' too); blank, absent or 0 is no floor. */
const incomeFloor = z
  .union([z.literal(''), z.number(), z.string()], { error: messageRef('partnerPreferences.incomeFloorInvalid') })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const text = typeof v === 'number' ? String(v) : v.trim().replace(/^₹\s*/, '').replace(/,/g, '');
    const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n > INCOME_FLOOR_MAX) {
      ctx.addIssue({ code: 'custom', message: messageRef('partnerPreferences.incomeFloorInvalid') });
      return z.NEVER;
    }
    return n === 0 ? null : n;
  });

/** Several values of a list, or 'no_preference'; blank, absent or an empty list is not said (null). */
function listPreference<V extends string>(values: readonly V[], error: string) {
  return z
    .union([z.literal(''), z.literal(NO_PREFERENCE), z.array(z.enum(values as [V, ...V[]], { error }), { error })], { error })
    .nullish()
    .transform((v): V[] | typeof NO_PREFERENCE | null => {
      if (v === undefined || v === null || v === '') return null;
      if (v === NO_PREFERENCE) return NO_PREFERENCE;
      return v.length ? values.filter((x) => v.includes(x)) : null;
    });
}

/** Not said: absent, null, blank or an empty list. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const always = () => true;

/**
 * Partner Preferences; gender, age, religion and caste are required, in that order
 * (docs/decisions/0066). The age is a range (`age_min`, `age_max`); the castes and stars are
 * lists; the income a floor. Older clients' forms are still taken: `age` as a band, `caste` as
 * one value, `monthly_income` as a band; partnerPreferenceValues turns either into the new forms.
 */
export const partnerPreferencesSchema = z
  .object({
    gender: choice(GENDERS, messageRef('profile.genderRequired')),
    age_min: preferenceAge,
    age_max: preferenceAge,
    religion: choice(withNoPreference(PROFILE_RELIGIONS), messageRef('profile.religionRequired')),
    castes: listPreference(CASTES, messageRef('partnerPreferences.chooseCastes')),
    stars: listPreference(STAR_PREFERENCES, messageRef('partnerPreferences.chooseStars')),
    height: optionalChoice(PREFERENCE_HEIGHTS),
    weight: optionalChoice(PREFERENCE_WEIGHTS),
    marital_status: optionalChoice(withNoPreference(MARITAL_STATUSES)),
    job_type: optionalChoice(withNoPreference(JOB_TYPES)),
    income_floor: incomeFloor,
    sub_caste: optionalText(100),
    dosam: optionalChoice(withNoPreference(DOSAMS)),
    // Ours (docs/decisions/0041-tamil-biodata-fields.md).
    diet: dietPreferenceField,
    smoking: optionalChoice(MUST_NOT_OR_ANY),
    drinking: optionalChoice(MUST_NOT_OR_ANY),
    physical_status: optionalChoice(withNoPreference(PHYSICAL_STATUSES)),
    family_values: optionalChoice(withNoPreference(FAMILY_VALUES)),
    residence: optionalChoice(withNoPreference(RESIDENCE_PREFERENCES)),
    education_level: optionalChoice(withNoPreference(EDUCATION_LEVELS)),
    // Older clients' forms (the specification's): still accepted.
    age: z
      .union([z.literal(''), z.enum(PREFERENCE_AGES)], { error: messageRef('profile.ageRequired') })
      .nullish()
      .transform((v) => (v ? v : null)),
    caste: optionalChoice(withNoPreference(CASTES)),
    monthly_income: optionalChoice(PREFERENCE_MONTHLY_INCOMES),
  })
  // Run even when another field failed, so that an empty form names every missing answer at once;
  // a field's value may then be as sent (untransformed), so each check reads it loosely.
  .refine((v) => !(blank(v.age_min) && blank(v.age_max) && blank(v.age)), {
    error: messageRef('profile.ageRequired'),
    path: ['age_min'],
    when: always,
  })
  .refine((v) => blank(v.age_min) === blank(v.age_max) || (blank(v.age_min) && blank(v.age_max)), {
    error: messageRef('partnerPreferences.ageBothNeeded'),
    path: ['age_max'],
    when: always,
  })
  .refine((v) => !(typeof v.age_min === 'number' && typeof v.age_max === 'number' && v.age_min > v.age_max), {
    error: messageRef('partnerPreferences.ageMinAboveMax'),
    path: ['age_max'],
    when: always,
  })
  .refine((v) => !(blank(v.castes) && blank(v.caste)), {
    error: messageRef('profile.casteRequired'),
    path: ['castes'],
    when: always,
  });
export type PartnerPreferencesValues = z.output<typeof partnerPreferencesSchema>;

/** The fields of the older form, answered by partnerPreferenceValues in the new ones. */
export const LEGACY_PREFERENCE_FIELDS = ['age', 'caste', 'monthly_income'] as const;

/**
 * A parsed request in the new forms only: the range, the lists, the floor. The new fields win
 * over the older ones when a client sends both; an older band becomes its range or floor.
 */
export function partnerPreferenceValues(v: PartnerPreferencesValues) {
  const { age, caste, monthly_income, age_min, age_max, castes, income_floor, ...rest } = v;
  const band = age_min === null ? ageBandRange(age) : null;
  const oldFloor = incomeBandFloor(monthly_income);
  return {
    ...rest,
    // 'no_preference' as a band: no range.
    age_min: band ? band.min : age_min,
    age_max: band ? band.max : age_max,
    castes: castes ?? (caste === null ? null : caste === NO_PREFERENCE ? NO_PREFERENCE : [caste]),
    income_floor: income_floor ?? (monthly_income !== null ? oldFloor : null),
  };
}
export type PartnerPreferenceValues = ReturnType<typeof partnerPreferenceValues>;

export type ProfileBasicInput = z.input<typeof profileBasicSchema>;
export type ProfileJobInput = z.input<typeof profileJobSchema>;
export type ProfileReligionInput = z.input<typeof profileReligionSchema>;
export type ProfileSocialInput = z.input<typeof profileSocialSchema>;
export type ProfileFamilyInput = z.input<typeof profileFamilySchema>;
export type ProfileLifestyleInput = z.input<typeof profileLifestyleSchema>;
export type PartnerPreferencesInput = z.input<typeof partnerPreferencesSchema>;

// A member's name (docs/decisions/0064): registration and the correction in Edit my profile.

/** A member's name, in characters once its spaces are collapsed (docs/decisions/0064). */
export const NAME_LENGTH = { min: 2, max: 60 } as const;

/**
 * Tamil or Latin letters (with the vowel signs and marks written on them), and between them the
 * spaces, dots of initials ('K. Anbu'), hyphens and apostrophes real names have, and digits and
 * underscores (docs/decisions/0064 says why they are tolerated). At least one letter; no emoji,
 * no other punctuation.
 */
const NAME_PATTERN =
  /^(?=.*[\p{Script=Latin}\p{Script=Tamil}])(?:(?=\p{L})[\p{Script=Latin}\p{Script=Tamil}]|\p{M}|[0-9 ._'’-])+$/u;

/** A typed name as it is kept: composed characters, trimmed, one space between words. */
export function tidyName(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** A member's name, as registration and the name correction take it: the server and the forms share it. */
export function memberNameField() {
  return z
    .string({ error: messageRef('validation.nameRequired') })
    .overwrite(tidyName)
    .min(1, { error: messageRef('validation.nameRequired') })
    .regex(NAME_PATTERN, { error: messageRef('validation.nameLetters') })
    .min(NAME_LENGTH.min, { error: messageRef('validation.nameLength', NAME_LENGTH) })
    .max(NAME_LENGTH.max, { error: messageRef('validation.nameLength', NAME_LENGTH) });
}

/** A misspelt name may be corrected this many times in any 30 days; each change is in the audit log (docs/decisions/0064). */
export const NAME_CHANGES = { max: 2, days: 30 } as const;

/** POST /api/profile/name (ours): the member's name, corrected from Edit my profile. */
export const nameChangeSchema = z.object({ name: memberNameField() });
export type NameChangeInput = z.input<typeof nameChangeSchema>;
