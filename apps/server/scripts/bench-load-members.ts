// The load benchmark's simulated members, prepared in the database before the server starts:
// chosen among the base's complete, verified profiles with a star and partner preferences; most
// with a Gold plan, some with Platinum (paired, with an accepted interest, so they can chat), some
// with none (they buy one on the sandbox during the run); a few interests waiting for each of
// them to answer; half already signed in (a remembered session), the rest sign in when they arrive.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { insertSession } from '../src/modules/sessions/sessions.repository.js';
import { insertInterest, setInterestStatus } from '../src/modules/interests/interests.repository.js';
import { insertMemberPlan } from '../src/modules/plans/plans.repository.js';
import { BY_HOLDER } from '../src/modules/entitlements/family.policy.js';
import { newToken, sha256 } from '../src/lib/tokens.js';
import { random } from '../src/lib/seeded-random.js';

export type PlanKind = 'none' | 'gold' | 'platinum';

export interface SimMember {
  index: number;
  id: number;
  email: string;
  gender: 'Male' | 'Female';
  plan: PlanKind;
  /** Set when the member is already signed in as the run starts; otherwise they log in on arrival. */
  token?: string;
  /** Their chat partner (Platinum members, in pairs). */
  partnerId?: number;
  photos: number;
  /** Their own client address (X-Forwarded-For): each member is a different person on a different line. */
  ip: string;
}

export const BENCH_PASSWORD = 'Bench-password-1';
const DAY_MS = 86_400_000;
/** Interests waiting for each member's answer when the run starts. */
const WAITING_INTERESTS = 4;

/** Which plan member `i` has: 3 in 20 none (they pay during the run), 4 in 20 Platinum, the rest Gold. */
function planOf(i: number): PlanKind {
  const slot = i % 20;
  return slot < 3 ? 'none' : slot < 7 ? 'platinum' : 'gold';
}

export async function prepareMembers(db: Kysely<Database>, count: number): Promise<SimMember[]> {
  const rand = random(7);
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .innerJoin('partner_preferences as p', 'p.user_id', 'u.id')
    .leftJoin('user_images as i', 'i.user_id', 'u.id')
    .select(['u.id', 'u.email', 'd.gender', (eb) => eb.fn.count<number>('i.id').as('photos')])
    .where('u.is_verified', '=', 1)
    .where('d.star', 'is not', null)
    .groupBy(['u.id', 'u.email', 'd.gender'])
    .orderBy('u.id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`only ${rows.length} members fit; build more profiles (--profiles)`);
  const now = new Date();
  const members: SimMember[] = rows.map((r, index) => ({
    index,
    id: r.id,
    email: r.email,
    gender: r.gender === 'Female' ? 'Female' : 'Male',
    plan: planOf(index),
    photos: Number(r.photos),
    ip: `10.77.${Math.floor(index / 250)}.${1 + (index % 250)}`,
  }));

  for (const m of members) {
    if (m.plan === 'none') continue;
    const months = m.plan === 'gold' ? 6 : 12;
    await insertMemberPlan(
      db,
      {
        userId: m.id,
        planId: m.plan === 'gold' ? 2 : 3,
        planPrice: 0,
        status: 'Approved',
        startsAt: now,
        expiresAt: new Date(now.getTime() + months * 30 * DAY_MS),
      },
      now,
    );
  }
  for (const m of members) {
    if (m.index % 2 !== 0) continue;
    m.token = newToken();
    await insertSession(db, m.id, sha256(m.token), now, new Date(now.getTime() + 30 * DAY_MS));
  }

  // Platinum members chat in pairs of a man and a woman whose interest was accepted.
  const platinum = members.filter((m) => m.plan === 'platinum');
  const men = platinum.filter((m) => m.gender === 'Male');
  const women = platinum.filter((m) => m.gender === 'Female');
  for (let k = 0; k < Math.min(men.length, women.length); k++) {
    const [man, woman] = [men[k]!, women[k]!];
    const id = await insertInterest(db, man.id, woman.id, now, BY_HOLDER);
    await setInterestStatus(db, id, woman.id, 'Accepted', now, BY_HOLDER);
    man.partnerId = woman.id;
    woman.partnerId = man.id;
  }

  // Interests from other members of the base, waiting for an answer.
  const chosen = new Set(members.map((m) => m.id));
  const senders = (
    await db
      .selectFrom('users as u')
      .innerJoin('user_details as d', 'd.user_id', 'u.id')
      .select(['u.id', 'd.gender'])
      .where('u.is_verified', '=', 1)
      .orderBy('u.id', 'desc')
      .limit(4000)
      .execute()
  ).filter((r) => !chosen.has(r.id));
  for (const m of members) {
    const suitors = senders.filter((s) => s.gender !== m.gender);
    const picked = new Set<number>();
    while (picked.size < WAITING_INTERESTS) picked.add(suitors[Math.floor(rand() * suitors.length)]!.id);
    for (const from of picked) await insertInterest(db, from, m.id, new Date(now.getTime() - rand() * 3 * DAY_MS), BY_HOLDER);
  }
  return members;
}
