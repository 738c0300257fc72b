import { todayInIndia, type Gender } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { activeMembersBatch } from './daily-picks.repository.js';

/**
 * Today's matches order profiles by match score, then by how recently they were active
 * (docs/decisions/0053). The search index orders by score then age, and knows nothing of
 * activity, so the picks walk the active members in activity order instead, asking the index
 * of each whether it matches and how well. That order is read from the database once and kept
 * (4 bytes of id and 8 of time per active member), shared by every member's choice, and read
 * again after KEEP_MS or on a new India day; between reads a member's newer activity is not seen,
 * which only moves them within their score.
 */
export const ACTIVITY_ORDER = { keepMs: 15 * 60 * 1000, batch: 10_000, inactiveAfterDays: 180 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** One gender's active members, most recently active first (then the most recently joined). */
export interface ActiveList {
  ids: Int32Array;
  /** When each was last active (ms), in the same order. */
  at: Float64Array;
}

interface Kept {
  day: string;
  readAt: number;
  lists: Promise<Record<Gender, ActiveList>>;
}

/** One per search engine: each app (and each test's app) keeps its own. */
const kept = new WeakMap<object, Kept>();

/** When a member last active before this counts as gone for 180 days, at `now`. */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVITY_ORDER.inactiveAfterDays * DAY_MS);
}

/** The active members in activity order, as kept, or read again when stale. */
export function activityOrder(ctx: AppContext, now: Date): Promise<Record<Gender, ActiveList>> {
  const day = todayInIndia(now);
  const hit = kept.get(ctx.search);
  if (hit && hit.day === day && Date.now() - hit.readAt < ACTIVITY_ORDER.keepMs) return hit.lists;
  const lists = readActivityOrder(ctx, now);
  kept.set(ctx.search, { day, readAt: Date.now(), lists });
  // A failed read is not kept: the next choice reads again.
  lists.catch(() => kept.get(ctx.search)?.lists === lists && kept.delete(ctx.search));
  return lists;
}

async function readActivityOrder(ctx: AppContext, now: Date): Promise<Record<Gender, ActiveList>> {
  const found: Record<Gender, { ids: number[]; at: number[] }> = { Male: { ids: [], at: [] }, Female: { ids: [], at: [] } };
  const since = activeSince(now).toISOString();
  let after: { at: string; id: number } | undefined;
  // In batches on the last-active index, each its own short statement: requests go on between them.
  for (;;) {
    const rows = await activeMembersBatch(ctx.db, since, after, ACTIVITY_ORDER.batch);
    for (const row of rows) {
      const list = found[row.gender as Gender];
      list.ids.push(row.id);
      list.at.push(Date.parse(row.last_active_at));
    }
    if (rows.length < ACTIVITY_ORDER.batch) break;
    const last = rows[rows.length - 1]!;
    after = { at: last.last_active_at, id: last.id };
  }
  const typed = (list: { ids: number[]; at: number[] }) => ({ ids: Int32Array.from(list.ids), at: Float64Array.from(list.at) });
  return { Male: typed(found.Male), Female: typed(found.Female) };
}
