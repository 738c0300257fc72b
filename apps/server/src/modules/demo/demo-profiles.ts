import { addDays, CASTES, PROFILE_HEIGHTS, PROFILE_WEIGHTS, raasisOfStar, STARS, todayInIndia } from '@inai/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { random, weighted } from '../../lib/seeded-random.js';
import { demoBiodata } from './demo-biodata.js';
import { demoBirth } from './demo-birth.js';
import { hasAnyMember, insertDemoMembers, type DemoMember } from './demo.repository.js';

/**
 * Demo profiles (DEMO_DATA, on by default outside production): on the first start with an empty
 * database, a few dozen clearly labelled profiles so a newcomer can try search, matches and
 * details at once. They are labelled in the name and the About text, cannot sign in (no
 * password hash verifies), and use addresses and numbers no real member can have (.invalid
 * e-mail domain; phone numbers starting with 1, which no Indian mobile number does).
 */
export const DEMO_COUNT = 80;
export const DEMO_LABEL = '(demo)';
export const DEMO_ABOUT = 'Demo profile: not a real person. It is here so you can try the search.';

const WOMEN = ['Priya', 'Divya', 'Kavya', 'Lakshmi', 'Meena', 'Anitha', 'Revathi', 'Sangeetha', 'Nandhini', 'Keerthana'];
const MEN = ['Karthik', 'Arun', 'Vignesh', 'Suresh', 'Prakash', 'Senthil', 'Ganesh', 'Balaji', 'Dinesh', 'Saravanan'];
const PLACES = [
  ['Tamil Nadu', 'Chennai', 5],
  ['Tamil Nadu', 'Coimbatore', 3],
  ['Tamil Nadu', 'Madurai', 3],
  ['Tamil Nadu', 'Tiruchirappalli', 2],
  ['Tamil Nadu', 'Salem', 1],
  ['Karnataka', 'Bengaluru', 2],
  ['Kerala', 'Ernakulam', 1],
  ['Puducherry', 'Puducherry', 1],
] as const;
const RELIGIONS = [
  ['Hindu', 86],
  ['Christian', 7],
  ['Muslim', 6],
  ['Jain', 1],
] as const;
const COMMON_CASTES = ['Gounder', 'Nadar', 'Thevar', 'Vanniyar', 'Adi Dravidar', 'Pillai', 'Mudaliar', 'Chettiar', 'Iyer'];
const DEGREES = ['B.E.', 'B.Tech', 'B.Sc.', 'B.Com', 'M.B.A.', 'M.Sc.', 'M.B.B.S.', 'B.A.'];
const JOBS = ['Employee', 'Employee', 'Business', 'Government'];

/** The demo members, the same on every machine. */
export function demoMembers(now: Date): DemoMember[] {
  const rand = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const place = weighted(
    PLACES.map(([state, city, w]) => [{ state, city }, w] as const),
    rand,
  );
  const religion = weighted(RELIGIONS, rand);
  const biodata = demoBiodata();
  const today = todayInIndia(now);
  const stamp = now.toISOString();
  const members: DemoMember[] = Array.from({ length: DEMO_COUNT }, (_, i) => {
    const female = i % 2 === 0;
    const age = 21 + Math.floor(rand() * 15) + (i % 10 === 9 ? 20 : 0);
    const where = place();
    const faith = religion();
    const initial = String.fromCharCode(65 + Math.floor(rand() * 26));
    const dob = addDays(today, -Math.floor((age + rand()) * 365.25));
    // Three in four give a birth time (their star and raasi are the chart's); the others a star
    // and one of its raasis by hand.
    const time = `${String(Math.floor(rand() * 24)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`;
    const star = pick(STARS);
    const byHand = { star, raasi: pick(raasisOfStar(star)) };
    const born = rand() < 0.75 ? demoBirth(dob, time, where.state, where.city) : undefined;
    return {
      ...(born ? { birth: born.birth } : {}),
      user: {
        name: `${pick(female ? WOMEN : MEN)} ${initial}. ${DEMO_LABEL}`,
        email: `demo.${i + 1}@demo.invalid`,
        phone: String(1_000_000_001 + i),
        // Not an argon2 hash: every sign-in attempt with it fails.
        password_hash: '!demo-profile-cannot-sign-in',
        is_verified: 1,
        created_at: stamp,
        updated_at: stamp,
        // Active today, this week or this month, so the cards show each band (docs/decisions/0052).
        last_active_at: new Date(Date.parse(stamp) - (i % 20) * 86_400_000).toISOString(),
      },
      details: {
        about: DEMO_ABOUT,
        gender: female ? 'Female' : 'Male',
        dob,
        state: where.state,
        city: where.city,
        height: pick(PROFILE_HEIGHTS),
        weight: pick(PROFILE_WEIGHTS),
        fathers_name: `${pick(MEN)} (demo)`,
        mothers_name: `${pick(WOMEN)} (demo)`,
        address: `Demo address, ${where.city}`,
        marital_status: rand() < 0.92 ? 'Never Married' : 'Divorced',
        religion: faith,
        caste: faith === 'Hindu' ? pick(rand() < 0.85 ? COMMON_CASTES : CASTES) : 'Other',
        star: born ? born.star : byHand.star,
        raasi: born ? born.raasi : byHand.raasi,
        mother_tongue: 'Tamil',
        degree: rand() < 0.15 ? null : pick(DEGREES),
        job_type: rand() < 0.15 ? null : pick(JOBS),
        willing_to_marry_from_another_caste: rand() < 0.5 ? 1 : 0,
        updated_at: stamp,
      },
    };
  });
  return members.map(({ user, details, birth }, i) => ({
    user,
    ...(birth ? { birth } : {}),
    details: {
      ...details,
      ...biodata({ female: i % 2 === 0, religion: details.religion, caste: details.caste, degree: details.degree }),
    },
  }));
}

/** Adds the demo members if nobody has registered yet; returns how many were added. */
export async function seedDemoProfiles(db: Kysely<Database>, now = new Date()): Promise<number> {
  if (await hasAnyMember(db)) return 0;
  const members = demoMembers(now);
  try {
    await insertDemoMembers(db, members);
  } catch (err) {
    // Two instances starting together on one empty database: the other one seeded first (its
    // rows collide on the unique e-mails and the whole transaction rolled back). Nothing to add.
    if (await hasAnyMember(db)) return 0;
    throw err;
  }
  return members.length;
}
