/**
 * Option lists of the specification (section 3). `value` is what is stored and sent; `label` is
 * what the screen shows. Lists are `as const` so schemas can be built from them.
 */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The filter panel's labels for the genders. */
export const GENDER_FILTER_OPTIONS: readonly Option<Gender>[] = [
  { value: 'Male', label: 'Men' },
  { value: 'Female', label: 'Women' },
];

/** The other gender: where a member's partner search starts (preferences, matches, the filters). */
export function oppositeGender(gender: string | null | undefined): Gender | undefined {
  return gender === 'Male' ? 'Female' : gender === 'Female' ? 'Male' : undefined;
}

export const GENDER_OPTIONS: readonly Option<Gender>[] = GENDERS.map((g) => ({ value: g, label: g }));

/** Search age ranges; the last is labelled '60 & above' but its value is '61 to 70'. */
export const SEARCH_AGE_OPTIONS = [
  { value: '18 to 30', label: '18 to 30' },
  { value: '31 to 40', label: '31 to 40' },
  { value: '41 to 50', label: '41 to 50' },
  { value: '51 to 60', label: '51 to 60' },
  { value: '61 to 70', label: '60 & above' },
] as const satisfies readonly Option[];
export type SearchAge = (typeof SEARCH_AGE_OPTIONS)[number]['value'];

export const PROFILE_RELIGIONS = [
  'Hindu',
  'Muslim',
  'Christian',
  'Sikh',
  'Buddhist',
  'Jain',
  'Parsi',
  'Jewish',
  'Other',
] as const;
export type Religion = (typeof PROFILE_RELIGIONS)[number];

/** 'Any' means every religion. */
export const ANY = 'Any' as const;

export const HOME_SEARCH_RELIGIONS = [ANY, 'Hindu', 'Muslim', 'Christian', 'Jain', 'Other'] as const;
export const FILTER_RELIGIONS = [ANY, 'Hindu', 'Muslim', 'Jain', 'Christian'] as const;

export const MARITAL_STATUSES = ['Never Married', 'Divorced', 'Widowed', 'Awaiting Divorce', 'Other'] as const;

export const JOB_TYPES = ['Business', 'Employee', 'Government', 'Jobless'] as const;

export const CASTES = [
  'Adi Dravidar',
  'Agarwal',
  'Arya Vysya',
  'Bania',
  'Brahmin',
  'Chettiar',
  'Choudhary',
  'Devanga',
  'Ezhava',
  'Gounder',
  'Gujar',
  'Gupta',
  'Iyer',
  'Iyengar',
  'Jain',
  'Jat',
  'Kamma',
  'Kayastha',
  'Koli',
  'Kshatriya',
  'Kuruba',
  'Lingayat',
  'Maratha',
  'Mudaliar',
  'Nadar',
  'Naidu',
  'Nair',
  'Patel',
  'Pillai',
  'Rajput',
  'Reddy',
  'SC',
  'ST',
  'Thevar',
  'Vanniyar',
  'Vishwakarma',
  'Yadav',
  'Other',
] as const;
export const FILTER_CASTES = [ANY, ...CASTES] as const;

export const PROFILE_HEIGHTS = [
  '5 & below',
  ...Array.from({ length: 11 }, (_, i) => `5.${i + 1}`),
  '6',
  ...Array.from({ length: 11 }, (_, i) => `6.${i + 1}`),
  '7 & above',
] as const;

export const PROFILE_WEIGHTS = [
  'Below 40',
  ...Array.from({ length: 12 }, (_, i) => `${40 + i * 5}-${45 + i * 5}`),
  'Above 100',
] as const;

export const NO_PREFERENCE = 'no_preference' as const;

export const PREFERENCE_AGES = [
  NO_PREFERENCE,
  '18 to 25',
  '25 to 30',
  '30 to 35',
  '35 to 40',
  '40 to 45',
  '45 to 50',
  '50 to 55',
] as const;

export const PREFERENCE_HEIGHTS = [
  NO_PREFERENCE,
  `4'5"-4'8"`,
  `4'8"-5'0"`,
  `5'0"-5'5"`,
  `5'5"-6'0"`,
  `6'0"-6'5"`,
  `6'5"-7'0"`,
] as const;

export const PREFERENCE_WEIGHTS = [NO_PREFERENCE, '40-50', '50-60', '60-70', '70-80', '80-90', '90-100', '100+'] as const;

export const PREFERENCE_MONTHLY_INCOMES = [
  NO_PREFERENCE,
  'Less than 20,000',
  '20,000-30,000',
  '30,000-40,000',
  '40,000-50,000',
  '50,000-75,000',
  '75,000-1,00,000',
  '1,00,000-1,50,000',
  '1,50,000-2,00,000',
  'More than 2,00,000',
] as const;

/** Turns a plain list into options whose label is the value. */
export function toOptions<V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** The 27 stars (natchathirams), in their usual Tamil spelling and order. */
export const STARS = [
  'Aswini',
  'Bharani',
  'Karthigai',
  'Rohini',
  'Mirugasirisham',
  'Thiruvathirai',
  'Punarpoosam',
  'Poosam',
  'Ayilyam',
  'Magam',
  'Pooram',
  'Uthiram',
  'Hastham',
  'Chithirai',
  'Swathi',
  'Visakam',
  'Anusham',
  'Kettai',
  'Moolam',
  'Pooradam',
  'Uthiradam',
  'Thiruvonam',
  'Avittam',
  'Sadhayam',
  'Poorattathi',
  'Uthirattathi',
  'Revathi',
] as const;

/** The 12 raasis (moon signs), in their usual Tamil spelling and order. */
export const RAASIS = [
  'Mesham',
  'Rishabam',
  'Mithunam',
  'Kadagam',
  'Simmam',
  'Kanni',
  'Thulam',
  'Viruchigam',
  'Dhanusu',
  'Magaram',
  'Kumbam',
  'Meenam',
] as const;

export const DOSAMS = [
  'No Dosham',
  'Chevvai Dosham',
  'Rahu / Kethu Dosham',
  'Chevvai and Rahu / Kethu Dosham',
  "Don't Know",
] as const;

export const MOTHER_TONGUES = [
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sourashtra',
  'Hindi',
  'Marathi',
  'Gujarati',
  'Bengali',
  'Punjabi',
  'Odia',
  'Urdu',
  'Konkani',
  'Tulu',
  'English',
  'Other',
] as const;

/** A preference list: 'no_preference' first, then the profile's own values. */
export function withNoPreference<V extends string>(values: readonly V[]): readonly (V | typeof NO_PREFERENCE)[] {
  return [NO_PREFERENCE, ...values];
}

/** How 'no_preference' reads on screen. */
export const NO_PREFERENCE_LABEL = 'No Preference';

/** Options for a preference list, with 'no_preference' shown as 'No Preference'. */
export function toPreferenceOptions<V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value === NO_PREFERENCE ? NO_PREFERENCE_LABEL : value }));
}
