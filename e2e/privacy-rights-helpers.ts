import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { formatDate, PRIVACY_RIGHTS } from '@inai/shared';
import { createMember } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan, seedWomen, type Seeded } from './search-helpers';

// Who viewed me and account deletion. Viewers live in Tripura, a state no other spec uses.
export const VIEWERS_STATE = 'Tripura';

/** A verified man with a saved basic section (so others can open his profile), and `count` women who opened it. */
export async function memberWithViewers(
  request: APIRequestContext,
  city: string,
  count: number,
  name = 'Viewed Groom',
): Promise<{ member: Awaited<ReturnType<typeof createMember>>; viewers: Seeded[] }> {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1994-06-02' });
  const viewers = await seedWomen(request, city, count, { religion: 'Hindu', caste: 'Pillai' }, VIEWERS_STATE);
  for (const viewer of viewers) {
    grantPlan(viewer.id, 'Gold');
    await memberCall(request, viewer.token, 'getUserDetails', { user_id: member.id });
  }
  return { member, viewers };
}

/** When the member's account will be erased, as the screens print it (India time). */
export function erasureDate(memberId: number, locale: 'en-IN' | 'ta-IN'): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select deletion_requested_at from users where id = ?').get(memberId) as {
      deletion_requested_at: string;
    };
    const eraseAt = new Date(Date.parse(row.deletion_requested_at) + PRIVACY_RIGHTS.deletionGraceDays * 86_400_000);
    return formatDate(eraseAt, locale === 'ta-IN' ? 'ta' : 'en');
  } finally {
    db.close();
  }
}
