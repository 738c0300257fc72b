/**
 * What the index's tests compare against: random profiles and queries, and the answer worked
 * out the slow, obvious way. For tests only (it lives beside them; the build leaves out only
 * *.test.ts files, so it is compiled but never imported).
 */
import {
  dayNumber,
  type CodedField,
  type Filter,
  type IndexedProfile,
  type IndexQuery,
  type NumericField,
} from './search-index.js';

export const GENDERS = ['Male', 'Female'] as const;
/** The values each coded field takes in these tests (null: unknown). */
export const VALUES: Record<CodedField, readonly (string | null)[]> = {
  religion: ['Hindu', 'Muslim', 'Christian', null],
  caste: ['Pillai', 'Nadar', 'Iyer', null],
  state: ['Tamil Nadu', 'Kerala', null],
  city: ['Madurai', 'Chennai', 'Kochi', null],
  marital_status: ['Never Married', 'Divorced', 'Widowed', null],
  mother_tongue: ['Tamil', 'Telugu', 'Malayalam', null],
  star: ['Aswini', 'Bharani', 'Karthigai', 'Rohini', 'Poosam', null],
  raasi: ['Mesham', 'Rishabam', null],
  dosam: ['No Dosham', 'Chevvai Dosham', null],
  job_type: ['Employee', 'Business', 'Government', null],
  // The ID-verified flag: one value or none.
  id_verified: ['yes', null],
  // The biodata fields, read from their columns (residence never unknown once loaded).
  diet: ['Vegetarian', 'Eggetarian', 'Non-vegetarian', null],
  physical_status: ['Normal', 'Physically challenged', null],
  residence_country: ['India', 'India', 'Singapore', 'Canada'],
  residence: ['India', 'Abroad'],
  education_level: ['Doctorate', 'Masters', 'Bachelors', 'Diploma', null],
  smoking: ['No', 'Occasionally', null],
  drinking: ['No', 'Yes', null],
  family_values: ['Traditional', 'Moderate', 'Liberal', null],
  // The birth chart's chevvai dosham: unknown without a birth time.
  chevvai: ['yes', 'no', null],
};
export const CODED = Object.keys(VALUES) as CodedField[];

export function generator(seed: number) {
  let s = seed;
  return (k: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * k);
  };
}

/** A deterministic pseudo-random profile. */
export function randomProfile(userId: number, rand: (k: number) => number): IndexedProfile {
  const p: IndexedProfile = {
    userId,
    gender: GENDERS[rand(2)]!,
    dob: `${1956 + rand(52)}-${String(1 + rand(12)).padStart(2, '0')}-${String(1 + rand(28)).padStart(2, '0')}`,
    religion: null,
    caste: null,
    state: null,
    city: null,
    height: rand(5) === 0 ? null : 58 + rand(20),
    weight: rand(5) === 0 ? null : 40 + rand(60),
  };
  for (const f of CODED) p[f] = VALUES[f][rand(VALUES[f].length)]!;
  return p;
}

export function profiles(n: number, seed = 7): IndexedProfile[] {
  const rand = generator(seed);
  return Array.from({ length: n }, (_, i) => randomProfile(i + 1, rand));
}

/** A filter, evaluated the slow, obvious way. */
export function holds(p: IndexedProfile, f: Filter): boolean {
  const v = f.field === 'dob' ? dayNumber(p.dob) : (p[f.field] ?? null);
  if (v === null) return !!f.unknownPasses;
  if (f.op === 'eq') return v === f.value;
  if (f.op === 'in') return f.values.includes(v as string);
  return (v as number) >= f.min && (v as number) <= f.max;
}

/** What a query must answer, computed the slow, obvious way. */
export function expected(all: Iterable<IndexedProfile>, q: IndexQuery) {
  const score = (p: IndexedProfile) => (q.score ?? []).filter((f) => holds(p, f)).length;
  const matches = [...all]
    .filter(
      (p) =>
        p.gender === q.gender &&
        p.dob >= q.dobFrom &&
        p.dob <= q.dobTo &&
        (q.filters ?? []).every((f) => holds(p, f)) &&
        p.userId !== q.excludeUserId,
    )
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || (a.p.dob === b.p.dob ? b.p.userId - a.p.userId : a.p.dob < b.p.dob ? 1 : -1));
  return { total: matches.length, userIds: matches.slice(q.offset, q.offset + q.limit).map((m) => m.p.userId) };
}

/** A random filter of any field and kind, sometimes for a value nobody has. */
export function randomFilter(rand: (k: number) => number): Filter {
  const unknownPasses = rand(3) === 0 ? true : rand(2) === 0 ? false : undefined;
  const kind = rand(4);
  if (kind === 0) {
    const field = (['height', 'weight', 'dob'] as NumericField[])[rand(3)]!;
    if (field === 'dob') {
      const from = dayNumber(`${1960 + rand(40)}-01-01`);
      return { field, op: 'range', min: from, max: from + rand(5000), unknownPasses };
    }
    const min = field === 'height' ? 56 + rand(24) : 38 + rand(64);
    return { field, op: 'range', min, max: min + rand(12), unknownPasses };
  }
  const field = CODED[rand(CODED.length)]!;
  const known = VALUES[field].filter((v): v is string => v !== null);
  const pick = () => (rand(15) === 0 ? 'Nobody has this' : known[rand(known.length)]!);
  if (kind === 1) return { field, op: 'in', values: Array.from({ length: 1 + rand(3) }, pick), unknownPasses };
  return { field, op: 'eq', value: pick(), unknownPasses };
}

export function randomQuery(rand: (k: number) => number, all: IndexedProfile[]): IndexQuery {
  const from = 1955 + rand(50);
  return {
    gender: GENDERS[rand(2)]!,
    dobFrom: `${from}-${String(1 + rand(12)).padStart(2, '0')}-01`,
    dobTo: `${from + rand(30)}-${String(1 + rand(12)).padStart(2, '0')}-28`,
    filters: Array.from({ length: rand(4) }, () => randomFilter(rand)),
    score: rand(2) ? Array.from({ length: 1 + rand(5) }, () => randomFilter(rand)) : undefined,
    excludeUserId: rand(2) ? all[rand(all.length)]!.userId : undefined,
    offset: rand(3) === 0 ? 0 : rand(60),
    limit: 1 + rand(12),
  };
}

export const eqs = (values: Partial<Record<CodedField, string | null>>): Filter[] =>
  Object.entries(values)
    .filter(([, v]) => v)
    .map(([field, value]) => ({ field: field as CodedField, op: 'eq', value: value! }));

/** Whether a profile is listed on India day `today` (not away LAST_ACTIVE_RULES.dormantAfterDays days), the obvious way. */
export function listedOn(p: IndexedProfile, today: number): boolean {
  return p.lastActiveDay === null || p.lastActiveDay === undefined || today - p.lastActiveDay < 180;
}
