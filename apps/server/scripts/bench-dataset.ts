// A realistic member base for the search benchmark: gender 50/50; ages 18–70, most members in
// their twenties and early thirties; religions and the 38 castes weighted as in Tamil Nadu;
// states and cities weighted toward Tamil Nadu; some members unverified or without a profile
// (never searchable), some without optional fields, half with a profile picture; and
// marital status, mother tongue, height and weight spread over their options, star with a raasi
// its padams allow, dosam, and partner preferences for two members in five. The Tamil biodata
// (diet, habits, physical status, family values, education level, country of residence, and
// the matching preferences) is drawn from a random stream of its own, so the rest of the base
// stays the same member for member as before it.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  addDays,
  CASTES,
  DOSAMS,
  PREFERENCE_AGES,
  PREFERENCE_HEIGHTS,
  PREFERENCE_WEIGHTS,
  PROFILE_WEIGHTS,
  raasisOfStar,
  STARS,
  todayInIndia,
} from '@inai/shared';
import type { Database } from '../src/db/schema.js';
import type { Engine } from '../src/db/engine.js';
import { listCities } from '../src/modules/locations/locations.service.js';
import { random, weighted } from '../src/lib/seeded-random.js';

export const RELIGION_WEIGHTS = [
  ['Hindu', 86],
  ['Christian', 6],
  ['Muslim', 6],
  ['Jain', 0.5],
  ['Sikh', 0.2],
  ['Buddhist', 0.2],
  ['Other', 1.1],
] as const;
const COMMON_CASTES: Record<string, number> = {
  Gounder: 9,
  Nadar: 9,
  Thevar: 8,
  Vanniyar: 9,
  'Adi Dravidar': 10,
  Pillai: 6,
  Mudaliar: 6,
  Chettiar: 5,
  Naidu: 5,
  Iyer: 3,
  Iyengar: 2,
  Devanga: 2,
  Reddy: 2,
  Other: 6,
};
export const CASTE_WEIGHTS = CASTES.map((c) => [c, COMMON_CASTES[c] ?? 0.6] as const);
export const STATE_WEIGHTS = [
  ['Tamil Nadu', 70],
  ['Karnataka', 6],
  ['Kerala', 5],
  ['Andhra Pradesh', 4],
  ['Telangana', 3],
  ['Maharashtra', 3],
  ['Delhi', 2],
  ['Puducherry', 2],
  ['West Bengal', 1],
  ['Gujarat', 1],
  ['Uttar Pradesh', 1],
  ['Rajasthan', 1],
  ['Odisha', 1],
] as const;
const BIG_CITIES: Record<string, Record<string, number>> = {
  'Tamil Nadu': {
    Chennai: 30,
    Coimbatore: 12,
    Madurai: 10,
    Tiruchirappalli: 6,
    Salem: 6,
    Tirunelveli: 5,
    Tiruppur: 4,
    Erode: 4,
    Vellore: 4,
    Thanjavur: 3,
  },
  Karnataka: { Bengaluru: 60 },
  Kerala: { Thiruvananthapuram: 20, Kozhikode: 15 },
  Telangana: { Hyderabad: 70 },
  Maharashtra: { Mumbai: 50, Pune: 25 },
};

/** A city of the state: the big ones weighted, every other city of the list a little. */
export function cityPicker(rand: () => number): (state: string) => string {
  const pickers = new Map<string, () => string>();
  return (state) => {
    let pick = pickers.get(state);
    if (!pick) {
      const big = BIG_CITIES[state] ?? {};
      const rest = listCities('India', state).filter((c) => !(c in big));
      const share = Math.max(10, 100 - Object.values(big).reduce((s, w) => s + w, 0)) / Math.max(1, rest.length);
      pick = weighted([...Object.entries(big), ...rest.map((c) => [c, share] as const)], rand);
      pickers.set(state, pick);
    }
    return pick();
  };
}

const AGE = weighted(
  [
    [[21, 35], 70],
    [[18, 70], 30],
  ] as const,
  random(1),
);
const DEGREES = ['B.E.', 'B.Tech', 'B.Sc.', 'B.Com', 'M.B.A.', 'M.Sc.', 'M.B.B.S.', 'B.A.', 'Diploma', 'M.E.'];
const HEIGHTS = ['5 & below', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6', '5.7', '5.8', '5.9', '5.10', '5.11', '6', '6.1', '6.2'];
const JOBS = ['Employee', 'Employee', 'Employee', 'Business', 'Government', 'Jobless'];
export const MARITAL_WEIGHTS = [
  ['Never Married', 88],
  ['Divorced', 6],
  ['Widowed', 3],
  ['Awaiting Divorce', 2],
  ['Other', 1],
] as const;
export const MOTHER_TONGUE_WEIGHTS = [
  ['Tamil', 82],
  ['Telugu', 7],
  ['Malayalam', 3],
  ['Kannada', 3],
  ['Sourashtra', 1],
  ['Urdu', 2],
  ['Hindi', 1],
  ['English', 1],
] as const;
/** Tamil Nadu eats mostly non-vegetarian; about one in three of these members says nothing. */
const DIET_WEIGHTS = [
  [null, 30],
  ['Non-vegetarian', 42],
  ['Vegetarian', 18],
  ['Eggetarian', 9],
  ['Vegan', 1],
] as const;
const SMOKING_WEIGHTS = [
  [null, 35],
  ['No', 58],
  ['Occasionally', 5],
  ['Yes', 2],
] as const;
const DRINKING_WEIGHTS = [
  [null, 35],
  ['No', 50],
  ['Occasionally', 13],
  ['Yes', 2],
] as const;
const PHYSICAL_WEIGHTS = [
  [null, 40],
  ['Normal', 58],
  ['Physically challenged', 2],
] as const;
const FAMILY_VALUES_WEIGHTS = [
  [null, 45],
  ['Traditional', 25],
  ['Moderate', 25],
  ['Liberal', 5],
] as const;
const EDUCATION_WEIGHTS = [
  [null, 30],
  ['Doctorate', 2],
  ['Masters', 17],
  ['Bachelors', 33],
  ['Diploma', 7],
  ['Higher secondary', 7],
  ['Below higher secondary', 4],
] as const;
/** Most never say (India); one in eleven lives abroad, mostly where the Tamil diaspora is. */
const COUNTRY_WEIGHTS = [
  [null, 85],
  ['India', 6],
  ['United States of America', 2.2],
  ['Singapore', 1.3],
  ['United Arab Emirates', 1.2],
  ['United Kingdom', 0.9],
  ['Canada', 0.8],
  ['Malaysia', 0.6],
  ['Australia', 0.6],
  ['Sri Lanka', 0.3],
  ['Qatar', 0.3],
  ['Saudi Arabia', 0.3],
  ['Germany', 0.2],
  ['New Zealand', 0.1],
  ['Kuwait', 0.1],
  ['Oman', 0.1],
] as const;
const DIET_PREFERENCE_WEIGHTS = [
  [null, 40],
  ['no_preference', 25],
  ['Vegetarian', 12],
  ['Vegetarian,Eggetarian', 10],
  ['Eggetarian,Non-vegetarian', 5],
  ['Vegetarian,Eggetarian,Non-vegetarian', 8],
] as const;

/** A member's biodata and, when they saved partner preferences, the biodata's preferences, from `rand` alone. */
function biodataPicker(rand: () => number) {
  const diet = weighted(DIET_WEIGHTS, rand);
  const smoking = weighted(SMOKING_WEIGHTS, rand);
  const drinking = weighted(DRINKING_WEIGHTS, rand);
  const physical = weighted(PHYSICAL_WEIGHTS, rand);
  const familyValues = weighted(FAMILY_VALUES_WEIGHTS, rand);
  const education = weighted(EDUCATION_WEIGHTS, rand);
  const country = weighted(COUNTRY_WEIGHTS, rand);
  const dietPreference = weighted(DIET_PREFERENCE_WEIGHTS, rand);
  const sometimes = <T>(share: number, value: T) => (rand() < share ? value : 'no_preference');
  return {
    details: () => ({
      diet: diet(),
      smoking: smoking(),
      drinking: drinking(),
      physical_status: physical(),
      family_values: familyValues(),
      education_level: education(),
      residence_country: country(),
    }),
    preferences: () => ({
      diet: dietPreference(),
      smoking: sometimes(0.5, 'No'),
      drinking: sometimes(0.4, 'No'),
      physical_status: sometimes(0.15, 'Normal'),
      family_values: sometimes(0.15, rand() < 0.6 ? 'Traditional' : 'Moderate'),
      residence: rand() < 0.1 ? 'India' : sometimes(0.04, 'Abroad'),
      education_level: sometimes(0.3, rand() < 0.7 ? 'Bachelors' : 'Masters'),
    }),
  };
}

const DOSAM_WEIGHTS = DOSAMS.map((d) => [d, d === 'No Dosham' ? 60 : d === "Don't Know" ? 15 : 8] as const);

/**
 * Inserts `count` members (users, user_details for the complete ones, an avatar row for half)
 * in multi-row batches. Returns how long it took. `passwordHash` lets a few of them sign in.
 */
export async function buildDataSet(
  db: Kysely<Database>,
  engine: Engine,
  count: number,
  passwordHash: string,
  log: (s: string) => void,
): Promise<number> {
  const started = Date.now();
  const rand = random();
  const gender = weighted(
    [
      ['Male', 1],
      ['Female', 1],
    ] as const,
    rand,
  );
  const religion = weighted(RELIGION_WEIGHTS, rand);
  const maritalStatus = weighted(MARITAL_WEIGHTS, rand);
  const motherTongue = weighted(MOTHER_TONGUE_WEIGHTS, rand);
  const dosam = weighted(DOSAM_WEIGHTS, rand);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const caste = weighted(CASTE_WEIGHTS, rand);
  const state = weighted(STATE_WEIGHTS, rand);
  const city = cityPicker(rand);
  const biodata = biodataPicker(random(41));
  const today = todayInIndia();
  const stamp = new Date().toISOString();
  const salt = randomBytes(3).toString('hex');
  // PostgreSQL takes at most 65,535 parameters a statement: 3000 rows × 21 columns stays under;
  // the profiles (27 columns with the biodata) go in two statements of 1,500.
  const batch = engine === 'postgres' ? 3000 : 500;
  const detailsBatch = 1500;

  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const users = Array.from({ length: n }, (_, k) => {
      const i = start + k;
      return {
        name: `Member ${i + 1}`,
        email: `bench${i + 1}.${salt}@example.com`,
        phone: String(6_000_000_000 + i),
        password_hash: passwordHash,
        // 4 % never verified their e-mail: registered, not searchable.
        is_verified: (rand() < 0.96 ? 1 : 0) as 0 | 1,
        photos_visibility: (rand() < 0.08 ? 1 : 0) as 0 | 1,
        created_at: stamp,
        updated_at: stamp,
        // Everyone active now, so the searchable set is what it was before last active (decision 0052).
        last_active_at: stamp,
      };
    });
    const ids = (await db.insertInto('users').values(users).returning('id').execute()).map((r) => r.id);
    const details = [];
    const images = [];
    const preferences = [];
    for (const id of ids) {
      // 4 % have not saved their profile: also not searchable.
      if (rand() < 0.04) continue;
      const [min, max] = AGE();
      const age = min + Math.floor(rand() * (max - min + 1));
      const dob = addDays(today, -Math.floor((age + rand()) * 365.25));
      const st = state();
      const sparse = rand() < 0.15;
      const g = gender();
      // Three in four gave their star (the raasi one its padams allow); most of them their dosam.
      const star = sparse || rand() < 0.25 ? null : pick(STARS);
      details.push({
        user_id: id,
        gender: g,
        dob,
        state: st,
        city: city(st),
        height: HEIGHTS[Math.floor(rand() * HEIGHTS.length)]!,
        weight: pick(PROFILE_WEIGHTS),
        fathers_name: 'Father',
        mothers_name: 'Mother',
        address: 'Address',
        marital_status: maritalStatus(),
        religion: sparse ? null : religion(),
        caste: sparse ? null : caste(),
        mother_tongue: sparse ? null : motherTongue(),
        star,
        raasi: star && rand() < 0.9 ? pick(raasisOfStar(star)) : null,
        dosam: star && rand() < 0.85 ? dosam() : null,
        degree: rand() < 0.3 ? null : DEGREES[Math.floor(rand() * DEGREES.length)]!,
        job_type: rand() < 0.3 ? null : JOBS[Math.floor(rand() * JOBS.length)]!,
        ...biodata.details(),
        updated_at: stamp,
      });
      // Two in five saved partner preferences: the other gender, an age band near their own, and
      // the rest mostly 'no_preference'.
      if (rand() < 0.4) {
        const chosen = <T extends string>(list: readonly T[], share: number) =>
          rand() < share ? pick(list.slice(1)) : 'no_preference';
        preferences.push({
          user_id: id,
          gender: g === 'Male' ? 'Female' : 'Male',
          age: PREFERENCE_AGES[
            Math.min(PREFERENCE_AGES.length - 1, Math.max(1, Math.floor((age - 18) / 5) + (g === 'Male' ? 0 : 1)))
          ]!,
          religion: rand() < 0.7 ? 'Hindu' : 'no_preference',
          caste: rand() < 0.3 ? caste() : 'no_preference',
          height: chosen(PREFERENCE_HEIGHTS, 0.4),
          weight: chosen(PREFERENCE_WEIGHTS, 0.2),
          marital_status: rand() < 0.5 ? 'Never Married' : 'no_preference',
          job_type: rand() < 0.2 ? pick(JOBS) : 'no_preference',
          dosam: rand() < 0.2 ? 'No Dosham' : 'no_preference',
          ...biodata.preferences(),
          updated_at: stamp,
        });
      }
      if (rand() < 0.5)
        images.push({
          user_id: id,
          storage_key: `photos/00/${salt}${id.toString(16).padStart(26, '0')}`,
          file_name: 'photo.jpg',
          width: 800,
          height: 1000,
          is_profile_picture: 1 as const,
          created_at: stamp,
        });
    }
    for (let at = 0; at < details.length; at += detailsBatch)
      await db
        .insertInto('user_details')
        .values(details.slice(at, at + detailsBatch))
        .execute();
    if (images.length) await db.insertInto('user_images').values(images).execute();
    if (preferences.length) await db.insertInto('partner_preferences').values(preferences).execute();
    if ((start / batch) % 40 === 0) log(`  ${start + n} of ${count} members…`);
  }
  // The triggers recorded every seeded member as a search change; a server builds its index from
  // the members themselves, so the log starts empty, as on a site that has been running a while.
  await db.deleteFrom('search_changes').execute();
  // Fresh statistics, as autovacuum would gather them on a live site.
  await sql`ANALYZE`.execute(db);
  return Date.now() - started;
}

/**
 * The home page's search as visitors fill it in, weighted: an age band, mostly a religion,
 * sometimes a caste and a state (both benchmarks draw from these).
 */
export function visitorSearchPickers(rand: () => number) {
  return {
    age: weighted(
      [
        ['18 to 30', 45],
        ['31 to 40', 35],
        ['41 to 50', 12],
        ['51 to 60', 5],
        ['61 to 70', 3],
      ] as const,
      rand,
    ),
    religion: weighted([['Any', 30], ...RELIGION_WEIGHTS.map(([r, w]) => [r, w * 0.7] as const)], rand),
    caste: weighted([['', 55], ...CASTE_WEIGHTS.map(([c, w]) => [c, w / 2.3] as const)], rand),
    state: weighted(
      [
        ['', 40],
        ['Tamil Nadu', 45],
        ['Karnataka', 5],
        ['Kerala', 4],
        ['Telangana', 3],
        ['Maharashtra', 3],
      ] as const,
      rand,
    ),
  };
}
