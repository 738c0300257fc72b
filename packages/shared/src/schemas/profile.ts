import { z } from 'zod';
import { ageOn, isCalendarDate, MAXIMUM_AGE, MINIMUM_AGE, todayInIndia } from '../dates.js';
import { MESSAGES } from '../messages.js';
import {
  CASTES,
  DOSAMS,
  GENDERS,
  JOB_TYPES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
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

const P = MESSAGES.profile;

/** A required choice from a list; an empty or unknown value gets `required`. */
function choice<V extends string>(values: readonly V[], required: string) {
  return z.enum(values as [V, ...V[]], { error: required });
}

/** An optional choice: '' or absent means none (stored as null). */
function optionalChoice<V extends string>(values: readonly V[]) {
  return z
    .union([z.literal(''), z.enum(values as [V, ...V[]], { error: P.chooseFromList })], { error: P.chooseFromList })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Optional free text up to `max` characters; blank is stored as null. */
function optionalText(max: number) {
  return z
    .string({ error: P.textExpected })
    .trim()
    .max(max, { error: P.tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Date of birth: required, a real date, at least 18 and at most 100 years before today in India. */
export function dobField(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .refine(isCalendarDate, { error: P.invalidDate })
    .refine((d) => !isCalendarDate(d) || ageOn(d, todayInIndia()) >= MINIMUM_AGE, { error: P.atLeast18 })
    .refine((d) => !isCalendarDate(d) || ageOn(d, todayInIndia()) <= MAXIMUM_AGE, { error: P.invalidDate });
}

/** A link shown on the profile page: empty, or a full http(s) address (never javascript: or data:). */
const socialLink = z
  .string({ error: P.textExpected })
  .trim()
  .max(200, { error: P.tooLong(200) })
  .refine((v) => v === '' || /^https?:\/\/[^\s<>"']+\.[^\s<>"']+$/i.test(v), { error: P.fullLink })
  .nullish()
  .transform((v) => (v ? v : null));

const basicFields = {
  gender: choice(GENDERS, P.genderRequired),
  dob: dobField(P.dobRequired),
  state: requiredText(P.stateRequired, { length: 100, message: P.tooLong(100) }),
  city: requiredText(P.cityRequired, { length: 100, message: P.tooLong(100) }),
  height: choice(PROFILE_HEIGHTS, P.heightRequired),
  weight: choice(PROFILE_WEIGHTS, P.weightRequired),
  fathers_name: requiredText(P.fathersNameRequired, { length: 100, message: P.tooLong(100) }),
  mothers_name: requiredText(P.mothersNameRequired, { length: 100, message: P.tooLong(100) }),
  address: requiredText(P.addressRequired, { length: 300, message: P.tooLong(300) }),
  marital_status: choice(MARITAL_STATUSES, P.maritalStatusRequired),
  about: optionalText(1000),
};

/** Edit my profile, section 1 (Basic info / Advanced bio). The age is derived from dob, never taken. */
export const profileBasicSchema = z.object(basicFields);

/** The same section as the form checks it while editing (the specification's field texts). */
export const profileBasicFormSchema = z.object({
  ...basicFields,
  dob: dobField(P.dateOfBirthRequired),
  height: choice(PROFILE_HEIGHTS, P.heightRequiredWhileEditing),
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
export const profileReligionSchema = z.object({
  religion: choice(PROFILE_RELIGIONS, P.religionRequired),
  caste: choice(CASTES, P.casteRequired),
  mother_tongue: optionalChoice(MOTHER_TONGUES),
  sub_caste: optionalText(100),
  gothram: optionalText(100),
  dosam: optionalChoice(DOSAMS),
  star: optionalChoice(STARS),
  raasi: optionalChoice(RAASIS),
  willing_to_marry_from_another_caste: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('')], { error: P.chooseFromList })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : (Number(v) as 0 | 1))),
});

/** Section 4: Social media. WhatsApp is a 10-digit number; the others are full links. */
export const profileSocialSchema = z.object({
  whatsapp: z
    .string({ error: P.textExpected })
    .trim()
    .refine((v) => v === '' || /^\d{10}$/.test(v), { error: P.whatsappDigits })
    .nullish()
    .transform((v) => (v ? v : null)),
  facebook: socialLink,
  instagram: socialLink,
  twitter: socialLink,
  youtube: socialLink,
  linkedin: socialLink,
});

export const PROFILE_SECTIONS = {
  basic: profileBasicSchema,
  job: profileJobSchema,
  religion: profileReligionSchema,
  social: profileSocialSchema,
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** The fields each section saves (specification section 7, updateProfile). */
export const PROFILE_SECTION_FIELDS = {
  basic: Object.keys(basicFields),
  job: Object.keys(profileJobSchema.shape),
  religion: Object.keys(profileReligionSchema.shape),
  social: Object.keys(profileSocialSchema.shape),
} as const satisfies Record<ProfileSection, string[]>;

/**
 * Which section an updateProfile body saves, read from the fields it carries (the specification's
 * client sends one section's fields at a time). Undefined when none or several sections appear.
 */
export function profileSectionOf(body: Record<string, unknown>): ProfileSection | undefined {
  const sections = (Object.keys(PROFILE_SECTION_FIELDS) as ProfileSection[]).filter((s) =>
    PROFILE_SECTION_FIELDS[s].some((field) => field in body),
  );
  return sections.length === 1 ? sections[0] : undefined;
}

/** Partner Preferences; gender, age, religion and caste are required, in that order. */
export const partnerPreferencesSchema = z.object({
  gender: choice(GENDERS, P.genderRequired),
  age: choice(PREFERENCE_AGES, P.ageRequired),
  religion: choice(withNoPreference(PROFILE_RELIGIONS), P.religionRequired),
  caste: choice(withNoPreference(CASTES), P.casteRequired),
  height: optionalChoice(PREFERENCE_HEIGHTS),
  weight: optionalChoice(PREFERENCE_WEIGHTS),
  marital_status: optionalChoice(withNoPreference(MARITAL_STATUSES)),
  job_type: optionalChoice(withNoPreference(JOB_TYPES)),
  monthly_income: optionalChoice(PREFERENCE_MONTHLY_INCOMES),
  sub_caste: optionalText(100),
  dosam: optionalChoice(withNoPreference(DOSAMS)),
});

export type ProfileBasicInput = z.input<typeof profileBasicSchema>;
export type ProfileJobInput = z.input<typeof profileJobSchema>;
export type ProfileReligionInput = z.input<typeof profileReligionSchema>;
export type ProfileSocialInput = z.input<typeof profileSocialSchema>;
export type PartnerPreferencesInput = z.input<typeof partnerPreferencesSchema>;
