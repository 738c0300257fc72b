import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { SearchAge } from '@inai/shared';
import Database from 'better-sqlite3';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall, photoFile } from './member-helpers';

const PLANS = { Silver: [1, 149900], Gold: [2, 499900], Platinum: [3, 999900] } as const;

/**
 * Gives a member an active plan, as a test factory: written straight into the server's SQLite
 * file (WAL allows it while the server runs), so tests about search and details need not walk
 * through a purchase each time. The purchase itself is walked in payments.spec.ts; the product
 * has no way to a plan but a confirmed payment. The server reads plans per request, except that
 * searches keep a member's plan for two seconds unless a change is recorded, as below.
 */
export function grantPlan(memberId: number, plan: keyof typeof PLANS) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date();
    const [planId, price] = PLANS[plan];
    db.prepare(
      `insert into member_plans (user_id, plan_id, plan_price, status, starts_at, expires_at, created_at)
       values (?, ?, ?, 'Approved', ?, ?, ?)`,
    ).run(memberId, planId, price, now.toISOString(), new Date(now.getTime() + 30 * 86_400_000).toISOString(), now.toISOString());
    // As another instance records a change: the server forgets what it kept of this member's searches.
    db.prepare('insert into search_changes (user_id, changed_at) values (?, ?)').run(memberId, now.toISOString());
  } finally {
    db.close();
  }
}

export interface Seeded {
  id: number;
  name: string;
  token: string;
}

/** The Religion & Caste section: religion and caste, and optionally star, raasi, dosam, mother tongue. */
type ReligionSection = { religion: string; caste: string } & Record<string, string>;

/**
 * Verified women with complete basic sections in one city (each test its own city, so the
 * tests running alongside never see each other's results). Ages 22–27, so '18 to 30' finds all.
 * `religion` is the Religion & Caste section, the same for all or the i-th woman's;
 * `basic` changes the i-th woman's basic section (height, marital status…).
 */
export async function seedWomen(
  request: APIRequestContext,
  city: string,
  count: number,
  religion: ReligionSection | ((i: number) => ReligionSection) = { religion: 'Hindu', caste: 'Pillai' },
  state = 'Sikkim',
  basic: (i: number) => Record<string, string> = () => ({}),
): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${city} Bride ${String.fromCharCode(65 + i)}`;
    const member = await createMember(request, { name });
    await memberCall(request, member.token, 'updateProfile', {
      ...BASIC,
      gender: 'Female',
      dob: `${1999 + (i % 5)}-0${1 + (i % 9)}-15`,
      state,
      city,
      ...basic(i),
    });
    await memberCall(request, member.token, 'updateProfile', typeof religion === 'function' ? religion(i) : religion);
    seeded.push({ id: member.id, name, token: member.token });
  }
  return seeded;
}

/** Uploads one photo (it becomes the profile picture) and one horoscope for a member. */
export async function addPhotoAndHoroscope(request: APIRequestContext, member: Seeded) {
  for (const [url, file] of [
    ['uploadPhotos', await photoFile('portrait.jpg')],
    ['uploadHoroscope', await photoFile('jathagam.jpg', '#f3d9a4')],
  ] as const) {
    const response = await request.post(`/api/${url}`, {
      headers: { authorization: `Bearer ${member.token}` },
      multipart: { user_id: String(member.id), files: file },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Search finds members through its index, which follows the database within a second or two. */
export async function waitUntilSearchable(
  request: APIRequestContext,
  city: string,
  count: number,
  state = 'Sikkim',
  age: SearchAge = '18 to 30',
) {
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/search', {
          data: { gender: 'Female', age, religion: 'Any', state, city },
        });
        return ((await response.json()) as { total: number }).total;
      },
      { timeout: 10_000 },
    )
    .toBe(count);
}
