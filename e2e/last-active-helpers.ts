import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect } from './fixtures';

/**
 * The members of the last-active specs live in Jammu and Kashmir, a state no other spec uses:
 * one city for the desktop spec, one for the phone's.
 */
export const LAST_ACTIVE_STATE = 'Jammu and Kashmir';
export const LAST_ACTIVE_CITIES = { desktop: 'Anantnag', phone: 'Badgam' } as const;

export const resultsIn = (city: string) =>
  `/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${encodeURIComponent(LAST_ACTIVE_STATE)}&city=${city}`;

/**
 * Says a member was last active `days` days ago, as a test factory: written straight into the
 * server's SQLite file, as another instance would. The database's trigger records the change, and
 * the server's index follows it within a second or two.
 */
export function lastActiveDaysAgo(memberId: number, days: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set last_active_at = ? where id = ?').run(
      new Date(Date.now() - days * 86_400_000).toISOString(),
      memberId,
    );
  } finally {
    db.close();
  }
}

/** Waits until `viewer`'s search shows `memberId` with this band: the index follows a direct write within a second or two. */
export async function waitForBand(
  request: APIRequestContext,
  viewerToken: string,
  city: string,
  memberId: number,
  band: 'today' | 'week' | 'month' | null,
) {
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/search', {
          data: { gender: 'Female', age: '18 to 30', religion: 'Any', state: LAST_ACTIVE_STATE, city },
          headers: { authorization: `Bearer ${viewerToken}` },
        });
        const { data } = (await response.json()) as { data: { user_id: number; last_active: string | null }[] };
        return data.find((card) => card.user_id === memberId)?.last_active;
      },
      { timeout: 10_000 },
    )
    .toBe(band);
}
